import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { typedDay, watchErrors } from './helpers/desk.ts';

const NEW_RESERVATION = '/front-desk/reservations-management';
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 1366, height: 768 } });

test('New Reservation takes a typed check-in and refuses what it cannot take beside the field, changing nothing', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'frontdesk', NEW_RESERVATION);
  const checkin = page.getByLabel(/^Check-in/);
  // Typed with the keyboard as the app writes dates (dd/mm/yyyy), whatever the browser's locale.
  const day = inDays(120);
  await checkin.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(typedDay(day));
  await checkin.blur();
  await expect(checkin).toHaveValue(typedDay(day));
  await expect(page.getByLabel(/^Check-out/)).toHaveValue(typedDay(inDays(121)));

  // What is no date is said beside the field, in the clerk's language, and not taken.
  await checkin.fill('31/02/2031');
  await checkin.blur();
  await expect(page.getByText('“31/02/2031” is not a date. Type it as dd/mm/yyyy, e.g. 24/11/2026.')).toBeVisible();
  await expect(page.getByLabel(/^Check-out/)).toHaveValue(typedDay(inDays(121)));

  // A past day stays as typed, with the reason beside it; the search is blocked.
  const past = inDays(-3);
  await checkin.fill(typedDay(past));
  await expect(checkin).toHaveValue(typedDay(past));
  await expect(page.getByText(/^The check-in cannot be before today \(/)).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Adults' }).fill('0');
  await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('0');
  await expect(page.getByText('Type a whole number from 1 to 20.')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Rooms' }).fill('40');
  await expect(page.getByRole('spinbutton', { name: 'Rooms' })).toHaveValue('40');
  await expect(page.getByText('Type a whole number from 1 to 10.')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Nights' }).fill('0');
  await expect(page.getByRole('spinbutton', { name: 'Nights' })).toHaveValue('0');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Room types' })).toHaveCount(0);

  // Fixed, the search runs and the focus goes to its result.
  await checkin.fill(typedDay(day));
  await page.getByRole('spinbutton', { name: 'Nights' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Adults' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Rooms' }).fill('1');
  await expect(page.locator('.booking-field-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Room types' })).toBeFocused();

  const radio = page
    .getByRole('radio', { name: /^Choose / })
    .and(page.locator(':not([disabled])'))
    .first();
  await radio.check();
  await page.getByRole('radio', { name: 'New client' }).check();
  await page.getByLabel('Title').selectOption({ label: 'Mr' });
  await page.getByLabel('First name').fill('Omar');
  await page.getByLabel('Last name').fill(`Focus${Date.now().toString(36)}`);
  await page.getByLabel('Country').selectOption({ label: 'Morocco' });
  await page.getByLabel('Phone').fill('+212 600 000 002');
  await page.getByLabel('Email').fill('omar@example.com');
  await page.getByLabel('City', { exact: true }).fill('Rabat');
  await page.getByRole('button', { name: 'Hold the rooms' }).click();
  await expect(page.getByRole('status').filter({ hasText: /held until/ })).toBeFocused();
  await page.getByRole('button', { name: 'Confirm the reservation' }).click();
  await expect(page.getByRole('heading', { name: 'Booked' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('French: a refused number is explained in French beside the field', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'restricted', NEW_RESERVATION);
  expect((await page.request.post('/api/crm/user', { data: { language: 'fr' }, headers: { origin: new URL(page.url()).origin } })).status()).toBe(200);
  try {
    await page.reload();
    await page.getByRole('spinbutton', { name: 'Chambres' }).fill('40');
    await expect(page.getByText('Saisissez un nombre entier de 1 à 10.')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Chambres' })).toHaveValue('40');
    await page.screenshot({ path: test.info().outputPath('booking-fields-fr.png') });
  } finally {
    await page.request.post('/api/crm/user', { data: { language: 'en' }, headers: { origin: new URL(page.url()).origin } });
  }
  expect(errors).toEqual([]);
});
