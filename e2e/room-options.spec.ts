import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

test('an administrator configures a building, a floor, a room type and a room, then puts the room out of order', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Names of this run: a retry (or --repeat-each) against the same server must not meet the
  // previous run's building, type and room, which the API rightly refuses as duplicates.
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const building = `Pavillon ${run}`;
  const floor = `Rez ${run}`;
  const code = `E2E${run}`;
  const type = `Suite ${run}`;
  const room = `E${run}`;
  await signIn(page, 'admin', '/house-keeping/room-options');
  await expect(page.getByRole('heading', { name: 'Configuration Room' })).toBeVisible();
  // Each Add posts the form and the page comes back with a line naming what was saved: waiting
  // for that line (never the same twice in a row) waits for this answer, not the previous one.
  const saved = (what: string) => expect(page.locator('.hk-done')).toHaveText(`Saved: ${what}.`);
  const buildings = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Buildings' }) });
  await buildings.getByLabel('Name').fill(building);
  await buildings.getByRole('button', { name: 'Add' }).click();
  await saved(building);
  const floors = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Floors' }) });
  await floors.getByLabel('Building').selectOption({ label: building });
  await floors.getByLabel('Name').fill(floor);
  await floors.getByRole('button', { name: 'Add' }).click();
  await saved(floor);
  const types = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Room types' }) });
  await types.getByLabel('Code').fill(code);
  await types.getByLabel('Name').fill(type);
  await types.getByRole('button', { name: 'Add' }).click();
  await saved(code);
  const rooms = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Rooms/ }) });
  await rooms.getByLabel('Room number').fill(room);
  await rooms.getByLabel('Room type').selectOption({ label: `${code} — ${type}` });
  await rooms.getByLabel('Floor').selectOption({ label: `${floor} · ${building}` });
  await rooms.getByRole('button', { name: 'Add' }).click();
  await saved(room);
  const row = page.locator('tr').filter({ has: page.getByRole('rowheader', { name: room, exact: true }) });
  await expect(row).toContainText(code);
  // The same number again is refused.
  await rooms.getByLabel('Room number').fill(room);
  await rooms.getByLabel('Room type').selectOption({ label: `${code} — ${type}` });
  await rooms.getByRole('button', { name: 'Add' }).click();
  await expect(page.locator('.admin-error')).toContainText(`Room ${room} already exists: choose another number.`);
  await row.locator('summary').click();
  await row.getByLabel('From').fill('2030-01-10');
  await row.getByLabel('Reopens on').fill('2030-01-12');
  await row.getByLabel('Reason').fill(`Painting ${run}`);
  await row.getByRole('button', { name: 'Put out of order' }).click();
  await saved(`Painting ${run}`);
  await expect(row).toContainText(`10/01/2030 → 12/01/2030: Painting ${run}`);
  await page.screenshot({ path: test.info().outputPath('room-options.png'), fullPage: false });
  expect(errors).toEqual([]);
});
