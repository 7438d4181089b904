import { expect, test, type Page } from '@playwright/test';
import { setLanguage, signIn } from './helpers/sign-in.ts';
import { bookArrivalToday, fillPassport, pickFirstRoom, watchErrors } from './helpers/desk.ts';

interface Row {
  id: number;
  number: string;
  guestName: string;
  customerName: string;
  status: number;
  roomId: number | null;
  roomName: string | null;
  roomStatus: string | null;
  checkin: string;
  checkout: string;
  cancelPriceMinor: number | null;
}
interface DeskPage {
  today: string;
  from: string | null;
  to: string | null;
  rows: Row[];
  total: number;
}

const listApi = async (page: Page, path: string): Promise<DeskPage> => {
  const res = await page.request.get(`/api/pms/front-desk/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as DeskPage;
};

test('the dashboard arrives with its counts and its charts as SVG in the first response', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const figures = (await (await page.request.get('/api/pms/dashboard/overview')).json()) as {
    arrivals: number;
    departures: number;
    inHouse: number;
    rooms: { total: number };
    occupancy: { today: { percent: number; sold: number; available: number } };
  };
  // The HTML itself, before any script runs.
  const res = await page.request.get('/main/dashboardAdmin');
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const [stat, value] of [
    ['arrivals', figures.arrivals],
    ['departures', figures.departures],
    ['in-house', figures.inHouse],
  ] as const) {
    expect(html).toMatch(
      new RegExp(`data-stat="${stat}"[^>]*>\\s*<span class="stat-label"[^>]*>[^<]*</span>\\s*<span class="stat-value"[^>]*>${value}</span>`),
    );
  }
  for (const chart of ['occupancy', 'week', 'rooms']) expect(html).toMatch(new RegExp(`data-chart="${chart}"[\\s\\S]*?<svg[^>]*role="img"[\\s\\S]*?</svg>`));
  expect(html).toContain(`${figures.occupancy.today.sold} of ${figures.occupancy.today.available} rooms sold`);
  // The charts are not islands: no component script for them.
  expect(html).not.toMatch(/component-url="[^"]*(BarChartSvg|DonutChartSvg)/);

  await page.goto('/main/dashboardAdmin');
  await expect(page.getByRole('img', { name: 'Rooms sold per night, next 30 nights' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'This week’s check-ins' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rooms by housekeeping status' })).toBeVisible();
  await expect(page.locator('[data-occupancy="tonight"] .stat-value')).toHaveText(`${figures.occupancy.today.percent} %`);
  await page.getByText('Show the figures').first().click();
  await expect(page.getByRole('table', { name: 'Rooms sold per night, next 30 nights' }).getByRole('row')).toHaveCount(31);
});

test('a clerk checks an arrival of today in from the Check In list with a passport', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const booked = await bookArrivalToday(page, { guest: 'Karim Bennani' });
  const stay = { ...booked, roomId: null as number | null };
  // The list opens on the business day: the stay's own day, in case that day is not closed yet (a run across midnight).
  await page.goto(`/front-desk/check-in?from=${stay.today}&to=${stay.today}`);
  await expect(page.getByRole('heading', { name: 'Check In' })).toBeVisible();
  const row = page.locator(`tr[data-stay="${stay!.id}"]`);
  await expect(row.getByRole('link', { name: stay!.number })).toHaveAttribute('href', `/front-desk/details?id=${stay!.id}`);
  await row.getByRole('button', { name: /^Check in/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await expect(dialog).toBeVisible();
  const room = dialog.getByLabel('Room', { exact: true });
  let roomName = stay!.roomName ?? '';
  if (stay!.roomId === null) roomName = await pickFirstRoom(dialog);
  await fillPassport(dialog, { firstName: 'Karim', lastName: 'Bennani', birthDate: '1985-06-01', docNumber: 'AB123456' });
  await expect(room).toBeVisible();
  await dialog.getByRole('button', { name: 'Check in' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirmation !' });
  await expect(confirm).toContainText(`Check reservation ${stay!.number}`);
  await confirm.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText(`Reservation ${stay!.number} checked in to room ${roomName}.`)).toBeVisible();
  await expect(page.locator(`tr[data-stay="${stay!.id}"]`)).toHaveCount(0);

  const inHouse = await listApi(page, `in-house?q=${encodeURIComponent(stay!.number)}`);
  expect(inHouse.rows.map((r) => [r.id, r.status, r.roomName])).toEqual([[stay!.id, 2, roomName]]);
  await page.goto(`/front-desk/in-House?q=${encodeURIComponent(stay!.number)}`);
  await expect(page.locator(`tr[data-stay="${stay!.id}"]`)).toContainText(roomName);
});

test('a refused check-in shows the API message and keeps what was typed', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const stay = await bookArrivalToday(page, { guest: 'Ana Lopes', assign: true });
  await page.goto(`/front-desk/check-in?from=${stay.today}&to=${stay.today}`);
  await page
    .locator(`tr[data-stay="${stay!.id}"]`)
    .getByRole('button', { name: /^Check in/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await expect(dialog.getByLabel('Room', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Room', { exact: true }).locator('option:checked')).toHaveText(new RegExp(`^Assigned room ${stay!.roomName}`));
  await fillPassport(dialog, { firstName: 'Ana', lastName: 'Lopes', birthDate: '1990-02-14', docNumber: 'FR998877' });
  await dialog.getByRole('button', { name: 'Check in' }).click();
  // Meanwhile another desk checks the same guest in.
  const docTypes = (await (await page.request.get('/api/crm/doctypes')).json()) as { docTypeId: number; code: string }[];
  const other = await page.request.post(`/api/pms/reservations/${stay!.id}/checkin`, {
    data: {
      guests: [{ firstName: 'Ana', lastName: 'Lopes', nationality: 'PT', birthDate: '1980-01-01', docTypeId: docTypes[0]!.docTypeId, docNumber: 'PT0' }],
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(other.status()).toBe(200);
  await page.getByRole('dialog', { name: 'Confirmation !' }).getByRole('button', { name: 'Oui' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Reservation ${stay!.number} is in house; only an expected stay can be checked in.`);
  await expect(dialog.getByLabel('Document number').first()).toHaveValue('FR998877');
});

test('a clerk checks a guest out from the Check Out list', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const dueOuts = await listApi(page, 'due-outs');
  const stay = dueOuts.rows[0];
  expect(stay, 'the demo hotel has a departure due today').toBeTruthy();
  await page.goto('/front-desk/check-out');
  await expect(page.getByRole('heading', { name: 'Check Out' })).toBeVisible();
  await page
    .locator(`tr[data-stay="${stay!.id}"]`)
    .getByRole('button', { name: /^Check out/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation !' });
  await expect(confirm).toContainText(`Check reservation ${stay!.number} (${stay!.guestName}) out of room ${stay!.roomName}?`);
  await confirm.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText(`Reservation ${stay!.number} checked out.`)).toBeVisible();
  await expect(page.locator(`tr[data-stay="${stay!.id}"]`)).toHaveCount(0);
  expect((await listApi(page, 'due-outs')).total).toBe(dueOuts.total - 1);
});

test('the Cancelation & No Show list filters by a range of days in the URL', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const all = await listApi(page, 'cancellations');
  const sample = all.rows[0];
  expect(sample, 'the demo hotel has cancellations').toBeTruthy();
  const res = await page.goto('/front-desk/Cancellation&Noshow');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Cancelation & No Show' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(Math.min(all.total, 50));

  await page.getByLabel('From', { exact: true }).fill(sample!.checkin);
  await page.getByLabel('To', { exact: true }).fill(sample!.checkin);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${sample!.checkin}&to=${sample!.checkin}`));
  const day = await listApi(page, `cancellations?from=${sample!.checkin}&to=${sample!.checkin}`);
  await expect(page.locator('tbody tr')).toHaveCount(day.rows.length);
  expect(day.rows.every((r) => r.checkin === sample!.checkin && (r.status === 5 || r.status === 6))).toBe(true);
  await expect(page.locator(`tr[data-stay="${sample!.id}"]`)).toBeVisible();

  // A bad range is refused with the API's message, naming the field.
  const bad = await page.goto(`/front-desk/Cancellation&Noshow?from=${sample!.checkin}&to=2000-01-01`);
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('to: must be on or after from');
});

test.describe("at a desk PC's size", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the Cancelation & No Show list fits a 1366×768 desk screen with the menu shown, in English and French, every column in view', async ({ page }) => {
    const errors = watchErrors(page);
    await signIn(page, 'frontdesk', '/front-desk/Cancellation&Noshow');
    const all = await listApi(page, 'cancellations');
    const fee = all.rows.find((r) => r.cancelPriceMinor);
    const HEADERS = {
      en: ['Reservation', 'Guest', 'Type', 'Stay', 'Nights', 'Price', 'Cancelled on', 'Cancellation fee', 'Reason'],
      fr: ['Réservation', 'Client hébergé', 'Type', 'Séjour', 'Nuits', 'Prix', 'Annulé le', 'Frais d’annulation', 'Motif'],
    };
    try {
      for (const lang of ['en', 'fr'] as const) {
        expect(await setLanguage(page, lang)).toBe(true);
        await page.goto('/front-desk/Cancellation&Noshow');
        await expect(page.locator('#app-sidebar')).toBeVisible();
        const table = page.getByRole('table');
        await expect(table.getByRole('columnheader')).toHaveText(HEADERS[lang]);
        for (const header of HEADERS[lang]) {
          const box = (await table.getByRole('columnheader', { name: header, exact: true }).boundingBox())!;
          expect(box.x + box.width, `${lang}: ${header}`).toBeLessThanOrEqual(1366);
        }
        const [width, box] = await page.locator('.admin-grid__scroll').evaluate((e) => [e.scrollWidth, e.clientWidth]);
        expect(width, `${lang}: the table's width within its box`).toBeLessThanOrEqual(box!);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
        // Nothing lost: the number and its status, the guest (and a different client), the stay's two days, the fee.
        const first = all.rows[0]!;
        const row = page.locator(`tr[data-stay="${first.id}"]`);
        await expect(row.getByRole('link', { name: first.number })).toBeVisible();
        await expect(row.locator('td[data-col="reservation"]')).toContainText(
          lang === 'en' ? (first.status === 6 ? 'No-show' : 'Cancelled') : first.status === 6 ? 'Non présenté' : 'Annulé',
        );
        await expect(row.locator('td[data-col="guestClient"]')).toContainText(first.guestName);
        if (first.customerName !== first.guestName) await expect(row.locator('td[data-col="guestClient"]')).toContainText(first.customerName);
        expect(await row.locator('td[data-col="stay"] time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))).toEqual([
          first.checkin,
          first.checkout,
        ]);
        if (fee) {
          const cell = page.locator(`tr[data-stay="${fee.id}"] td[data-col="cancelPriceMinor"]`);
          await expect(cell).toHaveText(/\d/);
          const box = (await cell.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(1366);
        }
      }
    } finally {
      expect(await setLanguage(page, 'en')).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
