import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './helpers/sign-in.ts';
import { watchErrors } from './helpers/desk.ts';

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
  page.evaluate(async (lang) => (await fetch('/api/crm/user', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ language: lang }) })).status, language);

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
  const rows = workbook.worksheets[0]!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
  expect(rows[0]).toEqual(['Night', 'Rooms available', 'Out of order', 'Rooms sold', 'Occupancy', 'Room revenue', 'ADR', 'RevPAR', 'Arrivals', 'Departures']);
  expect(rows.length).toBe(shown.length + 2);
  const digits = (s: string) => s.replace(/\D/g, '');
  const money = (v: unknown) => (v as number).toFixed(2).replace('.', '');
  for (const [i, cells] of shown.entries()) {
    const row = rows[i + 1]!;
    expect((row[0] as Date).toISOString().slice(0, 10)).toBe(cells[0]!.split('/').reverse().join('-'));
    expect([String(row[1]), String(row[2]), String(row[3])]).toEqual([digits(cells[1]!), digits(cells[2]!), digits(cells[3]!)]);
    expect((row[4] as number).toFixed(1).replace('.', '')).toBe(digits(cells[4]!));
    expect([money(row[5]), money(row[6]), money(row[7])]).toEqual([digits(cells[5]!), digits(cells[6]!), digits(cells[7]!)]);
  }
  const last = rows.at(-1)!;
  expect(last[0]).toBe('Total');
  expect([String(last[3]), money(last[5])]).toEqual([digits(totals[3]!), digits(totals[5]!)]);
  expect(errors).toEqual([]);
});
