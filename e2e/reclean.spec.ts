import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

interface Status {
  rooms: { roomId: number; name: string; floorId: number | null; housekeepingStatus: string }[];
}
interface MaidRoom {
  housekeepingStatus: string;
  cleanedToday: boolean;
  rejectedNote: string | null;
}

/**
 * Item 7: the maid sends "cleaned" from her phone (390 × 844) and the status line follows; the
 * housekeeper rejects the room on Verification; the room returns to the maid: her page says why,
 * its "cleaned" button works again, and the room is clean once she sends it.
 */
test('une chambre refusée revient à la femme de chambre : le bouton « nettoyée » fonctionne de nouveau', async ({ page, browser }) => {
  await signIn(page, 'admin', '/front-desk/RoomStatus');
  const origin = new URL(page.url()).origin;
  const status = (await (await page.request.get('/api/pms/rooms/status')).json()) as Status;
  const room = status.rooms.filter((r) => r.floorId !== null && r.housekeepingStatus !== 'OUT_OF_ORDER').at(-3)!;
  const link = (await (await page.request.get(`/api/pms/rooms/${room.roomId}/qr`)).json()) as { url: string };
  const url = new URL(link.url);
  const api = `/api/pms${url.pathname}?k=${encodeURIComponent(url.searchParams.get('k')!)}`;
  const state = async () => (await (await page.request.get(api)).json()) as MaidRoom;
  // The room to do today: dirty, not cleaned yet.
  const marked = await page.request.post('/api/pms/rooms/status', { headers: { origin }, data: { roomIds: [room.roomId], status: 'DIRTY' } });
  expect(marked.status(), await marked.text()).toBe(200);
  expect(await state()).toMatchObject({ housekeepingStatus: 'DIRTY', cleanedToday: false });

  const phone = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const maid = await phone.newPage();
  await maid.goto(url.pathname + url.search);
  await expect(maid.locator('#hk-status')).toHaveText('État ménage : Sale');
  await maid.getByRole('button', { name: 'Chambre nettoyée' }).click();
  await expect(maid.locator('#hk-status')).toHaveText('État ménage : Propre (envoyé)');
  await expect(maid.getByRole('status')).toHaveText('Signalement envoyé.');
  expect(await state()).toMatchObject({ housekeepingStatus: 'CLEAN', cleanedToday: true, rejectedNote: null });

  // The housekeeper rejects it on Verification, with a note.
  const hk = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(hk, 'housekeeping', '/front-desk/Housekeeping-Report-Control');
  // An earlier spec (or a retry) may have left a report of the same room unverified: the list
  // shows each report, oldest first, and this spec's is the newest.
  await hk.getByLabel(`Choisir la chambre ${room.name}`, { exact: true }).last().check();
  await hk.getByLabel('Pourquoi (obligatoire pour refuser)').fill('Salle de bain à reprendre');
  await hk.getByRole('button', { name: 'Refuser : de nouveau sale' }).click();
  await expect(hk.getByText('1 chambre refusée, de nouveau sale.')).toBeVisible();
  await hk.context().close();
  expect(await state()).toMatchObject({ housekeepingStatus: 'DIRTY', cleanedToday: false, rejectedNote: 'Salle de bain à reprendre' });

  // Back on the phone: the room is hers again.
  await maid.reload();
  await expect(maid.locator('[data-rejected]')).toHaveText('Refusée par la gouvernante : Salle de bain à reprendre. La chambre est à refaire.');
  await expect(maid.locator('#hk-status')).toHaveText('État ménage : Sale');
  const again = maid.getByRole('button', { name: 'Chambre nettoyée' });
  await expect(again).toBeEnabled();
  await expectNoAxeViolations(maid, 'maid page after a rejection');
  await maid.screenshot({ path: test.info().outputPath('reclean-maid.png'), fullPage: true });
  await again.click();
  await expect(maid.locator('#hk-status')).toHaveText('État ménage : Propre (envoyé)');
  await expect(maid.getByRole('status')).toHaveText('Signalement envoyé.');
  expect(await state()).toMatchObject({ housekeepingStatus: 'CLEAN', cleanedToday: true, rejectedNote: null });
  await phone.close();
});
