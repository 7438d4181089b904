import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './helpers/sign-in.ts';
import { bookArrivalToday, watchErrors } from './helpers/desk.ts';
import { addDays } from '../src/lib/domain/days.ts';

const PAGES: Array<{ path: string; en: string; fr: string }> = [
  { path: '/front-desk/dashboard', en: 'Front Desk Reports', fr: 'Rapports réception' },
  { path: '/front-desk/Forecast', en: 'Forecast', fr: 'Prévisions' },
  { path: '/admin/pickups', en: 'Pickups', fr: 'Prises de réservations' },
  { path: '/admin/dashboard', en: 'Dashboard (General Manager)', fr: 'Tableau de bord (directeur)' },
  { path: '/front-desk/Night-Price-Report', en: 'Night Price Report', fr: 'Rapport des prix par nuit' },
  { path: '/front-desk/reservations-export', en: 'Export Reservations', fr: 'Exporter les réservations' },
  { path: '/reports/extra-sales', en: 'Extra Sales', fr: 'Ventes annexes' },
  { path: '/reports/extra-sales?free=true', en: 'Free Items', fr: 'Articles offerts' },
  { path: '/reports/free-stay', en: 'Free Stays', fr: 'Séjours offerts' },
];

const setLanguage = (page: Page, language: 'en' | 'fr') =>
  page.evaluate(
    async (lang) =>
      (await fetch('/api/crm/user', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language: lang }) })).status,
    language,
  );

test('the night auditor opens every activity and forecast report in English and French without a console error', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'nightaudit', '/front-desk/dashboard');
  for (const p of PAGES) {
    const res = await page.goto(p.path);
    expect([p.path, res?.status()]).toEqual([p.path, 200]);
    await expect(page.getByRole('heading', { level: 1, name: p.en, exact: true })).toBeVisible();
    await expect(page.getByText(/Definitions: a room sold|The file holds every reservation/).first()).toBeVisible();
  }
  // The hub links to the other reports; the export page previews its count.
  await page.goto('/front-desk/dashboard');
  await page.getByRole('navigation', { name: 'Other reports' }).getByRole('link', { name: 'Forecast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forecast', exact: true })).toBeVisible();
  await page.goto('/front-desk/reservations-export');
  await expect(page.getByTestId('export-count')).toHaveText(/reservations match these filters|No reservation matches/);

  expect(await setLanguage(page, 'fr')).toBe(200);
  try {
    for (const p of PAGES) {
      const res = await page.goto(p.path);
      expect([p.path, res?.status()]).toEqual([p.path, 200]);
      await expect(page.getByRole('heading', { level: 1, name: p.fr, exact: true })).toBeVisible();
      await expect(page.getByText(/Définitions : une chambre vendue|Le fichier contient toutes les réservations/).first()).toBeVisible();
    }
  } finally {
    expect(await setLanguage(page, 'en')).toBe(200);
  }
  expect(errors).toEqual([]);
});

test('the activity report in French shows the events the server wrote from a key in French, and the API keeps them in English', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'frontdesk', '/front-desk/Report-Activity');
  const stay = await bookArrivalToday(page, { guest: 'Odile Marchand' });
  const note = await page.request.post(`/api/pms/reservations/${stay.id}/notes`, {
    headers: { origin: new URL(page.url()).origin },
    data: { message: 'Arrivée tardive' },
  });
  expect(note.status(), await note.text()).toBe(201);
  const api = (await (await page.request.get(`/api/crm/audit/allevent?itemid=${stay.id}`)).json()) as { content: { message: string }[] };
  expect(api.content.map((e) => e.message)).toContain(`Note added to reservation ${stay.number}`);

  expect(await setLanguage(page, 'fr')).toBe(200);
  try {
    await page.goto(`/front-desk/Report-Activity?itemid=${stay.id}`);
    const report = page.getByRole('table');
    await expect(report.getByRole('row').filter({ hasText: `Note ajoutée à la réservation ${stay.number}` })).toBeVisible();
    await expect(report.getByText(`Note added to reservation ${stay.number}`)).toHaveCount(0);
  } finally {
    expect(await setLanguage(page, 'en')).toBe(200);
  }
  expect(errors).toEqual([]);
});

test('the Forecast page and its Excel export hold the same nights and numbers', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'nightaudit', '/front-desk/Forecast');
  const table = page.getByTestId('forecast');
  await expect(table).toBeVisible();
  const shown = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  expect(shown.length).toBe(90);
  const totals = await table.locator('tfoot th').allTextContents();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Excel' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await download).path());
  const rows = workbook.worksheets[0]!.getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows[0]).toEqual(['Night', 'Rooms available', 'Out of order', 'Rooms sold', 'Occupancy', 'Room revenue', 'ADR', 'RevPAR', 'Arrivals', 'Departures']);
  expect(rows.length).toBe(shown.length + 2);
  const digits = (s: string) => s.replace(/\D/g, '');
  const money = (v: unknown) => (v as number).toFixed(2).replace('.', '');
  for (const [i, cells] of shown.entries()) {
    const row = rows[i + 1]!;
    expect((row[0] as Date).toISOString().slice(0, 10)).toBe(cells[0]!.split('/').reverse().join('-'));
    expect([String(row[1]), String(row[2]), String(row[3])]).toEqual([digits(cells[1]!), digits(cells[2]!), digits(cells[3]!)]);
    // The page rounds half up; a binary float's toFixed rounds 30.95 down: round as the page does.
    expect((Math.round((row[4] as number) * 10 + 1e-9) / 10).toFixed(1).replace('.', '')).toBe(digits(cells[4]!));
    expect([money(row[5]), money(row[6]), money(row[7])]).toEqual([digits(cells[5]!), digits(cells[6]!), digits(cells[7]!)]);
  }
  const last = rows.at(-1)!;
  expect(last[0]).toBe('Total');
  expect([String(last[3]), money(last[5])]).toEqual([digits(totals[3]!), digits(totals[5]!)]);
  expect(errors).toEqual([]);
});

test('Pickups in French: the days show and are typed as dd/mm/yyyy, filter the report and its exports, and a day that is no day is explained', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, 'nightaudit', '/admin/pickups');
  const fr = (iso: string) => iso.split('-').reverse().join('/');
  const api = async (qs: string) => {
    const res = await page.request.get(`/api/pms/reports/pickups${qs}`);
    expect(res.status(), qs).toBe(200);
    return (await res.json()) as {
      from: string;
      to: string;
      stayFrom: string | null;
      days: { day: string; roomNights: number }[];
      totals: { bookings: number };
    };
  };
  const opening = await api('');
  expect(await setLanguage(page, 'fr')).toBe(200);
  try {
    await page.goto('/admin/pickups');
    const from = page.getByRole('textbox', { name: 'Du', exact: true });
    const to = page.getByRole('textbox', { name: 'Au', exact: true });
    // The opening period, written the French way whatever the browser's language.
    await expect(from).toHaveValue(fr(opening.from));
    await expect(to).toHaveValue(fr(opening.to));
    await expect(from).toHaveAttribute('placeholder', 'jj/mm/aaaa');

    // A week typed dd/mm/yyyy, with a stay window typed the same way.
    const week = { from: addDays(opening.to, -6), to: opening.to };
    await from.fill(fr(week.from));
    await to.fill(fr(week.to));
    await page.getByRole('textbox', { name: 'Nuits de séjour du', exact: true }).fill(fr(week.from));
    await page.getByRole('textbox', { name: 'au', exact: true }).fill(fr(opening.to));
    await page.getByRole('button', { name: 'Afficher' }).click();
    await expect(page).toHaveURL(/from=\d{2}%2F\d{2}%2F\d{4}&to=\d{2}%2F\d{2}%2F\d{4}/);
    const expected = await api(`?from=${week.from}&to=${week.to}&stayFrom=${week.from}&stayTo=${opening.to}`);
    await expect(page.getByText(`Du ${fr(week.from)} au ${fr(week.to)}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Seules les nuits du ${fr(week.from)} au ${fr(opening.to)} sont comptées.`)).toBeVisible();
    await expect(from).toHaveValue(fr(week.from));
    const table = page.getByTestId('pickups');
    await expect(table.locator('tbody tr')).toHaveCount(expected.days.length);
    await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(fr(expected.days[0]!.day));
    // The exports carry the days as YYYY-MM-DD, whatever was typed.
    const csv = await page.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href');
    expect(new URL(csv!, page.url()).searchParams.get('from')).toBe(week.from);
    expect(new URL(csv!, page.url()).searchParams.get('stayTo')).toBe(opening.to);

    // A day that does not exist: the page says which field and how to type it, and keeps what was typed.
    await from.fill('31/02/2026');
    const [bad] = await Promise.all([page.waitForResponse((r) => r.url().includes('/admin/pickups?')), page.getByRole('button', { name: 'Afficher' }).click()]);
    expect(bad.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(
      'Le rapport n’a pas pu être lu : Du : « 31/02/2026 » n’est pas une date. Saisissez-la en jour/mois/année, par ex. 24/11/2026.',
    );
    await expect(page.getByRole('textbox', { name: 'Du', exact: true })).toHaveValue('31/02/2026');
  } finally {
    expect(await setLanguage(page, 'en')).toBe(200);
  }
  // The refused period's page is a 400 on purpose; nothing else may fail.
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
