import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

test('an administrator configures a building, a floor, a room type and a room, then puts the room out of order', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'admin', '/house-keeping/room-options');
  await expect(page.getByRole('heading', { name: 'Configuration Room' })).toBeVisible();
  const buildings = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Buildings' }) });
  await buildings.getByLabel('Name').fill('Pavillon E2E');
  await buildings.getByRole('button', { name: 'Add' }).click();
  await expect(page.locator('.hk-done')).toHaveText('Saved.');
  const floors = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Floors' }) });
  await floors.getByLabel('Building').selectOption({ label: 'Pavillon E2E' });
  await floors.getByLabel('Name').fill('Rez E2E');
  await floors.getByRole('button', { name: 'Add' }).click();
  // Each Add posts the form and reloads the page: wait for the new floor before filling the next form.
  const roomsSection = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Rooms/ }) });
  await expect(roomsSection.getByLabel('Floor').locator('option', { hasText: 'Rez E2E · Pavillon E2E' })).toHaveCount(1);
  const types = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Room types' }) });
  await types.getByLabel('Code').fill('E2E');
  await types.getByLabel('Name').fill('Suite E2E');
  await types.getByRole('button', { name: 'Add' }).click();
  await expect(roomsSection.getByLabel('Room type').locator('option', { hasText: 'E2E — Suite E2E' })).toHaveCount(1);
  const rooms = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Rooms/ }) });
  await rooms.getByLabel('Room number').fill('E201');
  await rooms.getByLabel('Room type').selectOption({ label: 'E2E — Suite E2E' });
  await rooms.getByLabel('Floor').selectOption({ label: 'Rez E2E · Pavillon E2E' });
  await rooms.getByRole('button', { name: 'Add' }).click();
  await expect(page.locator('.hk-done')).toHaveText('Saved.');
  // The same number again is refused.
  await rooms.getByLabel('Room number').fill('E201');
  await rooms.getByLabel('Room type').selectOption({ label: 'E2E — Suite E2E' });
  await rooms.getByRole('button', { name: 'Add' }).click();
  await expect(page.locator('.admin-error')).toContainText('Room E201 in this hotel already exists');
  const row = page.locator('tr').filter({ has: page.getByRole('rowheader', { name: 'E201' }) });
  await row.locator('summary').click();
  await row.getByLabel('From').fill('2030-01-10');
  await row.getByLabel('Reopens on').fill('2030-01-12');
  await row.getByLabel('Reason').fill('Painting');
  await row.getByRole('button', { name: 'Put out of order' }).click();
  await expect(page.locator('.hk-done')).toHaveText('Saved.');
  await expect(page.locator('tr').filter({ has: page.getByRole('rowheader', { name: 'E201' }) })).toContainText('2030-01-10 → 2030-01-12: Painting');
  await page.screenshot({ path: 'test-results/room-options.png', fullPage: false });
  expect(errors).toEqual([]);
});
