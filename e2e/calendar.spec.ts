import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

interface CalendarDto {
  roomTypes: { roomTypeId: number; name: string; rooms: { roomId: number; name: string }[] }[];
}
interface Booked {
  id: number;
  number: string;
  checkin: string;
  checkout: string;
}

const dayPlus = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
// Far beyond the demo's bookings (arrivals up to three months ahead): each test's stays are alone in their week.
const REFUSED_AT = 200;
const MOVED_AT = 210;

/** Two stays booked through the API in rooms A and B of one type, overlapping; room C stays free. */
async function bookTwo(page: Page, tag: string, at: number) {
  const origin = new URL(page.url()).origin;
  const cal = await page.request.get(`/api/pms/reservations/room/calendar?from=${dayPlus(at)}&days=7`);
  expect(cal.status()).toBe(200);
  const type = ((await cal.json()) as CalendarDto).roomTypes.find((t) => t.rooms.length >= 3)!;
  const [a, b, c] = type.rooms;
  const book = async (guest: string, roomId: number, nights: number): Promise<Booked> => {
    const res = await page.request.post('/api/pms/reservations', {
      headers: { origin },
      data: {
        client: { lastName: guest.split(' ')[1], firstName: guest.split(' ')[0] },
        guestName: guest,
        roomTypeId: type.roomTypeId,
        roomId,
        checkin: dayPlus(at + 1),
        checkout: dayPlus(at + 1 + nights),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Booked;
  };
  const mover = await book(`Ada ${tag}`, a!.roomId, 2);
  const holder = await book(`Ben ${tag}`, b!.roomId, 3);
  return { mover, holder, rooms: { a: a!.name, b: b!.name, c: c!.name } };
}

async function openChart(page: Page, at: number): Promise<void> {
  await page.goto(`/front-desk/calendar?from=${dayPlus(at)}&days=7`);
  // The grid is server-rendered; dragging needs the island hydrated.
  await expect(page.locator('astro-island[component-url*="TapeChart"]')).not.toHaveAttribute('ssr', /.*/);
}

const room = (page: Page, name: string) => page.getByRole('group', { name: `Room ${name}`, exact: true });

/** Presses on a bar's left part, moves in steps to the row (and columns) asked, releases. */
async function drag(page: Page, bar: Locator, to: { row?: Locator; columns?: number; edge?: boolean }): Promise<void> {
  const box = (await bar.boundingBox())!;
  const lane = (await page.locator('.cal-days').boundingBox())!;
  const colWidth = lane.width / 7;
  const x = to.edge ? box.x + box.width - 3 : box.x + 12;
  const y = box.y + box.height / 2;
  const rowBox = to.row ? (await to.row.locator('.cal-lane').boundingBox())! : null;
  const tx = x + (to.columns ?? 0) * colWidth;
  const ty = rowBox ? rowBox.y + rowBox.height / 2 : y;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 6, y + 2, { steps: 2 });
  await page.mouse.move(tx, ty, { steps: 8 });
  await page.mouse.up();
}

test('a stay dropped on an occupied room is refused: the bar snaps back and the 409 message shows', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const { mover, holder, rooms } = await bookTwo(page, 'Refused', REFUSED_AT);
  await openChart(page, REFUSED_AT);
  const bar = room(page, rooms.a).getByRole('link', { name: /Ada Refused/ });
  await expect(bar).toBeVisible();
  await expect(room(page, rooms.b).getByRole('link', { name: /Ben Refused/ })).toBeVisible();

  await drag(page, bar, { row: room(page, rooms.b) });
  // The refusal's days as the screen writes dates (issue 36), not the API's YYYY-MM-DD.
  const dmy = (d: string) => d.split('-').reverse().join('/');
  const toast = page.getByRole('alert').filter({ hasText: `Room ${rooms.b} is taken from ${dmy(holder.checkin)} to ${dmy(holder.checkout)}` });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${dmy(mover.checkin)} to ${dmy(mover.checkout)}`);
  await expect(room(page, rooms.a).getByRole('link', { name: /Ada Refused/ })).toBeVisible();
  await expect(room(page, rooms.b).getByRole('link', { name: /Ada Refused/ })).toHaveCount(0);
  const after = await page.request.get(`/api/pms/reservations/${mover.id}`);
  expect(((await after.json()) as { room: { name: string } }).room.name).toBe(rooms.a);
});

test('a stay dropped on a free room is saved there, and stretched by its right edge', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const { mover, rooms } = await bookTwo(page, 'Moved', MOVED_AT);
  await openChart(page, MOVED_AT);
  await drag(page, room(page, rooms.a).getByRole('link', { name: /Ada Moved/ }), { row: room(page, rooms.c) });
  await expect(page.getByRole('status').filter({ hasText: `Reservation ${mover.number}` })).toBeVisible();
  await expect(room(page, rooms.c).getByRole('link', { name: /Ada Moved/ })).toBeVisible();

  await page.reload();
  await expect(page.locator('astro-island[component-url*="TapeChart"]')).not.toHaveAttribute('ssr', /.*/);
  const bar = room(page, rooms.c).getByRole('link', { name: /Ada Moved/ });
  await expect(bar).toBeVisible();
  await expect(room(page, rooms.a).getByRole('link', { name: /Ada Moved/ })).toHaveCount(0);

  // One column more on the right: one night longer.
  await drag(page, bar, { edge: true, columns: 1 });
  await expect(page.getByRole('status').filter({ hasText: `${mover.checkin} to ${dayPlus(MOVED_AT + 4)}` })).toBeVisible();
  const saved = (await (await page.request.get(`/api/pms/reservations/${mover.id}`)).json()) as { checkout: string; room: { name: string } };
  expect([saved.checkout, saved.room.name]).toEqual([dayPlus(MOVED_AT + 4), rooms.c]);

  // The keyboard's drag: Alt+Right moves the focused stay one day later.
  await room(page, rooms.c)
    .getByRole('link', { name: /Ada Moved/ })
    .focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: `${dayPlus(MOVED_AT + 2)} to ${dayPlus(MOVED_AT + 5)}` })).toBeVisible();
});
