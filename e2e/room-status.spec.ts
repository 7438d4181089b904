import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

interface Status {
  rooms: { roomId: number; floorId: number | null; name: string; housekeepingStatus: string; deskState: string }[];
  counts: Record<string, number>;
  floors: { floorId: number; name: string }[];
}

const watchConsole = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

test('a supervisor inspects a room on Room Status (French)', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'housekeeping', '/front-desk/RoomStatus');
  const all = (await (await page.request.get('/api/pms/rooms/status')).json()) as Status;
  const room = all.rooms.find((r) => r.housekeepingStatus === 'CLEAN' || r.housekeepingStatus === 'DIRTY');
  expect(room, 'a demo room to inspect').toBeTruthy();
  await page.goto(`/front-desk/RoomStatus?status=${room!.housekeepingStatus}`);
  await expect(page.getByRole('heading', { name: 'État des chambres' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Choisir la chambre ${room!.name}`, exact: true }).check();
  await expect(page.getByText('1 choisie')).toBeVisible();
  await page.getByRole('button', { name: 'Marquer contrôlée' }).click();
  await expect(page.getByText('1 chambre marquée contrôlée.')).toBeVisible();
  await page.goto('/front-desk/RoomStatus?status=INSPECTED');
  await expect(page.locator(`tr[data-room-id="${room!.roomId}"] [data-status]`)).toHaveText('Contrôlée');
  expect(errors).toEqual([]);
});

test('Room Status filters by floor and state from the URL and marks rooms in bulk (English)', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'admin', '/front-desk/RoomStatus');
  await expect(page.getByRole('heading', { name: 'Room Status' })).toBeVisible();
  const all = (await (await page.request.get('/api/pms/rooms/status')).json()) as Status;
  const floor = all.floors[0]!;
  await page.getByLabel('Floor').selectOption(String(floor.floorId));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`floor=${floor.floorId}`));
  const onFloor = all.rooms.filter((r) => r.floorId === floor.floorId).length;
  await expect(page.locator('tr[data-room-id]')).toHaveCount(onFloor);
  await page.getByRole('checkbox', { name: 'Select every room shown' }).check();
  await page.getByRole('button', { name: 'Mark dirty' }).click();
  await expect(page.getByText(`${onFloor} ${onFloor === 1 ? 'room' : 'rooms'} marked dirty.`)).toBeVisible();
  await expect(page.locator('tr[data-room-id] [data-status="DIRTY"], tr[data-room-id] [data-status="OUT_OF_ORDER"]')).toHaveCount(onFloor);
  await page.goto('/front-desk/RoomStatus?floor=abc');
  await expect(page.getByRole('alert')).toContainText('floor');
  expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
});
