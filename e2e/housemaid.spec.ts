import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

interface Status {
  rooms: { roomId: number; name: string; floorId: number | null; floorName: string | null }[];
}

test('a maid opens a room from its QR token on a phone, reports an equipment offline, and the report reaches the interventions list', async ({
  page,
  browser,
}) => {
  // The supervisor side: a room with an equipment, and the room's QR link.
  await signIn(page, 'admin', '/front-desk/RoomStatus');
  const origin = new URL(page.url()).origin;
  const status = (await (await page.request.get('/api/pms/rooms/status')).json()) as Status;
  const room = status.rooms.find((r) => r.floorId !== null)!;
  const created = await page.request.post('/api/pms/equipment', {
    headers: { origin },
    data: { roomId: room.roomId, type: 'Climatiseur', serial: 'AC-2231', mark: 'Daikin' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await (await page.request.get(`/api/pms/rooms/${room.roomId}/qr`)).json()) as { url: string };
  const url = new URL(link.url);

  // The maid's phone: no session, 390 × 844.
  const phone = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const maid = await phone.newPage();
  const errors: string[] = [];
  maid.on('pageerror', (e) => errors.push(e.message));
  maid.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const res = await maid.goto(url.pathname + url.search);
  expect(res?.status()).toBe(200);
  await expect(maid.getByRole('heading', { name: `Bonjour ! Chambre ${room.name} · ${room.floorName}` })).toBeVisible();
  const html = await res!.text();
  const scripts = [...html.matchAll(/<script(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(html).not.toMatch(/<script[^>]+src=/);
  expect(scripts.join('').length, 'JavaScript bytes').toBeLessThan(10_000);
  expect(await maid.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await phone.setOffline(true);
  const button = maid.getByRole('button', { name: 'Nécessite intervention — Climatiseur' });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(maid.getByRole('status')).toContainText('Hors ligne : 1 signalement gardé sur ce téléphone');
  const before = (await (await page.request.get('/api/pms/interventions/reportedInterventions')).json()) as unknown[];
  expect(before).toHaveLength(0);

  await phone.setOffline(false);
  await expect(maid.getByRole('status')).toHaveText('Signalement envoyé.');
  expect(await maid.evaluate(() => localStorage.getItem('auberge.maid.queue'))).toBe('[]');

  await page.goto('/house-keeping/interventions?status=OPEN');
  const row = page.locator('tr[data-instance]').filter({ hasText: 'Climatiseur' });
  await expect(row).toContainText(room.name);
  await expect(row).toContainText('Maid (QR code)');

  // The room cleaned from the phone.
  await maid.getByRole('button', { name: 'Chambre nettoyée' }).click();
  await expect(maid.getByRole('button', { name: 'Chambre nettoyée ✓' })).toBeDisabled();
  await expect(maid.getByRole('status')).toHaveText('Signalement envoyé.');
  expect(errors).toEqual([]);

  // A forged token shows nothing.
  const forged = await maid.goto(`${url.pathname}?k=${url.searchParams.get('k')!.slice(0, -3)}abc`);
  expect(forged?.status()).toBe(403);
  await expect(maid.getByRole('heading', { name: 'Ce lien n’est pas valide' })).toBeVisible();
  await expect(maid.getByRole('button')).toHaveCount(0);
  await maid.screenshot({ path: test.info().outputPath('housemaid-forged.png') });
  await phone.close();
});
