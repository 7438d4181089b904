import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { typedDay } from './helpers/desk.ts';

const NEW_RESERVATION = '/front-desk/reservations-management';

/** A day `n` days from now, 'YYYY-MM-DD' (far enough ahead that the demo hotel has rooms left). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function searchStay(page: Page, o: { checkin: string; nights: number; adults: number }) {
  await page.getByLabel(/^Check-in/).fill(typedDay(o.checkin));
  await page.getByLabel('Nights').fill(String(o.nights));
  await page.getByLabel('Adults').fill(String(o.adults));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Room types' })).toBeVisible();
}

/** The first room type with units left: its radio, and its name. */
async function chooseFirstFreeType(page: Page): Promise<string> {
  const radio = page
    .getByRole('radio', { name: /^Choose / })
    .and(page.locator(':not([disabled])'))
    .first();
  const name = ((await radio.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await radio.check();
  return name;
}

async function holdAndConfirm(page: Page): Promise<{ number: string; href: string }> {
  await page.getByRole('button', { name: 'Hold the rooms' }).click();
  await expect(page.getByRole('status').filter({ hasText: /held until/ })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Time left: \d\d:\d\d/);
  await page.getByRole('button', { name: 'Confirm the reservation' }).click();
  const toast = page.locator('.toast-success').filter({ hasText: /Reservation .+ created/ });
  await expect(toast).toBeVisible();
  const number = /Reservation (\S+) created/.exec((await toast.textContent()) ?? '')![1]!;
  const link = toast.getByRole('link', { name: 'Open' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/front-desk\/details\?id=\d+$/);
  await expect(page.getByRole('link', { name: `Open reservation ${number}` })).toHaveAttribute('href', href);
  return { number, href };
}

test('a clerk books a stay for a new client and finds it in the filtered list', async ({ page }) => {
  const lastName = unique('Ouazzani');
  await signIn(page, 'frontdesk', NEW_RESERVATION);
  await expect(page.getByRole('heading', { name: 'New reservation' })).toBeVisible();
  await page.getByLabel('Segment').selectOption({ label: 'Direct' });
  await expect(page.getByText('Channel: Direct')).toBeVisible();
  await page.getByRole('button', { name: 'Add a child' }).click();
  await page.getByLabel('Age of child 1').selectOption({ label: '7 years' });
  await searchStay(page, { checkin: inDays(150), nights: 3, adults: 2 });
  // Check-out follows check-in and nights.
  await expect(page.getByLabel(/^Check-out/)).toHaveValue(typedDay(inDays(153)));
  const quote = page.getByRole('table');
  await expect(quote.getByRole('columnheader', { name: 'Price per night' })).toBeVisible();
  await expect(quote.getByRole('row').nth(1)).toContainText('MAD');
  const typeName = await chooseFirstFreeType(page);

  await page.getByRole('radio', { name: 'New client' }).check();
  await page.getByLabel('Title').selectOption({ label: 'Mrs' });
  await page.getByLabel('First name').fill('Salma');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Country').selectOption({ label: 'Morocco' });
  await page.getByLabel('Phone').fill('+212 600 000 001');
  await page.getByLabel('Email').fill('salma@example.com');
  await page.getByLabel('City', { exact: true }).fill('Fès');
  const { number } = await holdAndConfirm(page);
  await expect(page.getByRole('region', { name: 'Booked' })).toContainText(`Reservation ${number} for Salma ${lastName}`);

  await page.goto(`/front-desk/reservationslist?guest=${lastName}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(number);
  await expect(rows.nth(1)).toContainText(`Salma ${lastName}`);
  // The list writes dates the user's way (dd/mm/yyyy).
  await expect(rows.nth(1)).toContainText(inDays(150).split('-').reverse().join('/'));
  expect(typeName).not.toBe('');
});

test('the draft survives a reload, hold included', async ({ page }) => {
  const lastName = unique('Draft');
  await signIn(page, 'frontdesk', NEW_RESERVATION);
  await page.getByRole('button', { name: 'Add a child' }).click();
  await page.getByLabel('Age of child 1').selectOption({ label: '4 years' });
  await searchStay(page, { checkin: inDays(160), nights: 2, adults: 2 });
  const typeName = await chooseFirstFreeType(page);
  await page.getByRole('radio', { name: 'New client' }).check();
  await page.getByLabel('Last name').fill(lastName);

  await page.reload();
  await expect(page.getByLabel(/^Check-in/)).toHaveValue(typedDay(inDays(160)));
  await expect(page.getByLabel('Nights')).toHaveValue('2');
  await expect(page.getByLabel(/^Check-out/)).toHaveValue(typedDay(inDays(162)));
  await expect(page.getByLabel('Adults')).toHaveValue('2');
  await expect(page.getByLabel('Age of child 1')).toHaveValue('4');
  await expect(page.getByRole('radio', { name: `Choose ${typeName}` })).toBeChecked();
  await expect(page.getByLabel('Last name')).toHaveValue(lastName);

  await page.getByRole('button', { name: 'Hold the rooms' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: `1 × ${typeName} held until` })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Time left: 1\d:\d\d/);
  await expect(page.getByLabel(/^Check-in/)).toBeDisabled();
  await page.getByRole('button', { name: 'Release the rooms' }).click();
  await expect(page.getByText('The rooms were released.')).toBeVisible();
  await expect(page.getByLabel(/^Check-in/)).toBeEnabled();
});

test("a partner books for their company and cannot open another company's booking", async ({ page, browser }) => {
  const guest = unique('Partnerguest');
  await signIn(page, 'partner', '/');
  await expect(page).toHaveURL(new RegExp(`${NEW_RESERVATION}$`));
  await expect(page.getByText('Booking for Atlas Voyages')).toBeVisible();
  // No client search, no segment, no forced flag, no room or price for a partner.
  await expect(page.getByLabel('Search clients by name')).toHaveCount(0);
  await expect(page.getByLabel('Segment')).toHaveCount(0);
  await expect(page.getByText('Forced reservation')).toHaveCount(0);
  await searchStay(page, { checkin: inDays(170), nights: 2, adults: 1 });
  await chooseFirstFreeType(page);
  await expect(page.getByRole('heading', { name: 'Rooms', exact: true })).toHaveCount(0);
  await page.getByLabel('First name').fill('Pierre');
  await page.getByLabel('Last name').fill(guest);
  const { number, href } = await holdAndConfirm(page);
  const id = Number(href.split('=')[1]);

  // Their own booking: in their list, and readable.
  await page.goto(`/front-desk/reservationslist?guest=${guest}`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(number);
  const mine = await page.request.get(`/api/pms/reservations/${id}`);
  expect(mine.status()).toBe(200);
  expect((await mine.json()).partnerId).not.toBeNull();

  // Bookings of the hotel that are not Atlas Voyages': booked by staff for a client, or for another company.
  const staff = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const clerk = await staff.newPage();
  await signIn(clerk, 'frontdesk', '/front-desk/reservationslist?size=100&resastatus=0');
  const list = await clerk.request.get('/api/pms/reservations?size=200&resastatus=0');
  const rows = ((await list.json()) as { content: { id: number; number: string; guestName: string; partnerName: string | null }[] }).content;
  const others = [rows.find((r) => r.partnerName !== null && r.partnerName !== 'Atlas Voyages'), rows.find((r) => r.partnerName === null)];
  await staff.close();
  for (const other of others) {
    expect(other, 'the demo hotel has such a booking').toBeTruthy();
    expect((await page.request.get(`/api/pms/reservations/${other!.id}`)).status()).toBe(404);
    const search = await page.request.get(`/api/pms/reservations/search?q=${encodeURIComponent(other!.number)}`);
    expect(await search.json()).toEqual([]);
    await page.goto(`/front-desk/reservationslist?bookingnumber=${encodeURIComponent(other!.number)}`);
    await expect(page.getByRole('table')).toContainText('No reservation');
    await page.goto(`/front-desk/details?id=${other!.id}`);
    await expect(page.locator('main')).not.toContainText(other!.number);
  }
});
