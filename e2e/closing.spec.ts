import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import ExcelJS from 'exceljs';

const dmy = (d: string) => d.split('-').reverse().join('/');
const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// Hotel 2 (Hôtel Lumière), whose night auditor is 'finance': the other browser tests work in hotel 1.
test("a night auditor simulates, checks out a blocking departure, closes the day and reads it in the history; the XLSX export holds the page's numbers", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signIn(page, 'finance', '/front-desk/End-of-Day');
  const state = (await (await page.request.get('/api/crm/closing/state')).json()) as { businessDate: string; today: string };
  expect(state.businessDate).toBe(state.today);
  await expect(page.getByTestId('business-date')).toHaveClass(/is-today/);
  await expect(page.getByTestId('eod-business-date')).toHaveText(dmy(state.businessDate));

  await page.getByRole('button', { name: `Simulate the closing of ${dmy(state.businessDate)}` }).click();
  await expect(page.getByRole('heading', { name: /Simulation of the closing/ })).toBeVisible();
  // Every closing goes through its confirmation screen (what it will do); its confirm waits for the blocking departures.
  const close = page.getByRole('button', { name: `Close ${dmy(state.businessDate)}…` });
  const confirm = page.getByRole('dialog', { name: `Confirm the closing of ${dmy(state.businessDate)}` });
  const blocking = page.getByTestId('eod-blocking').getByRole('row');
  // The demo leaves guests due out today in house: each blocks the closing until checked out.
  let left = Math.max(0, (await blocking.count()) - 1);
  expect(left).toBeGreaterThan(0);
  await close.click();
  await expect(confirm.getByTestId('closing-effects')).toContainText(`Departures not checked out: ${left}`);
  await expect(confirm.getByRole('button', { name: `Confirm the closing of ${dmy(state.businessDate)}` })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Cancel' }).first().click();
  while (left > 0) {
    await page
      .getByTestId('eod-blocking')
      .getByRole('button', { name: /^Check out / })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: /is checked out/ })).toBeVisible();
    left -= 1;
    await expect(blocking).toHaveCount(left ? left + 1 : 0);
  }
  await expect(page.getByText('No departure is still in house.')).toBeVisible();
  // The statistics' first column holds the day closed; the table's caption names the section.
  await expect(page.getByTestId('eod-stats-1').locator('thead th').first()).toHaveText('Day');
  const sold = await page.getByTestId('eod-stats-1').locator('tbody td').nth(2).textContent();
  await close.click();
  await expect(confirm.getByTestId('closing-effects')).toContainText('Departures not checked out: 0');
  await confirm.getByRole('button', { name: `Confirm the closing of ${dmy(state.businessDate)}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${dmy(state.businessDate)} is closed. The business date is now ${dmy(next(state.businessDate))}.` }),
  ).toBeVisible();
  await expect(page.getByTestId('eod-business-date')).toHaveText(dmy(next(state.businessDate)));
  // Closed ahead of the calendar: the header marks the business date as not today's.
  await expect(page.getByTestId('business-date')).toHaveText(dmy(next(state.businessDate)));
  await expect(page.getByTestId('business-date')).toHaveClass(/is-late/);

  await page.getByRole('link', { name: 'History of closed days' }).click();
  await page.getByLabel('To', { exact: true }).fill(state.businessDate);
  await page.getByRole('button', { name: 'Show' }).click();
  const row = page.getByTestId('closing-history').locator('tbody tr').last();
  await expect(row.locator('td').first()).toHaveText(dmy(state.businessDate));
  await expect(row.locator('td').nth(2)).toHaveText(sold!.trim());
  const shown = await page
    .getByTestId('closing-history')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Excel' }).click();
  const file = await (await download).path();
  // Opened with a real reader, as a spreadsheet program would.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const ws = workbook.worksheets[0]!;
  const rows = ws
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows[0]).toEqual([
    'Day',
    'Rooms available',
    'Rooms sold',
    'Occupancy',
    'ADR',
    'RevPAR',
    'Room revenue',
    'Total revenue',
    'Payments',
    'Arrivals',
    'Departures',
    'Guests',
    'No-shows',
  ]);
  // Body rows: as many as shown, same days, counts and amounts; the totals row last.
  expect(rows.length).toBe(shown.length + 2);
  const digits = (s: string) => s.replace(/\D/g, '');
  for (const [i, cells] of shown.entries()) {
    const row = rows[i + 1]!;
    expect((row[0] as Date).toISOString().slice(0, 10)).toBe(cells[0]!.split('/').reverse().join('-'));
    expect(String(row[2])).toBe(digits(cells[2]!));
    expect((row[6] as number).toFixed(2).replace('.', '')).toBe(digits(cells[6]!));
    expect(String(row[9])).toBe(digits(cells[9]!));
  }
  expect(errors).toEqual([]);
});

test("KPI reports: the chauffeur-flag rule holds for a typed URL; the page shows the API's figures with a chart and a definitions footnote", async ({
  page,
}) => {
  await signIn(page, 'nightaudit', '/front-desk/Kpis/market');
  expect((await page.request.get('/front-desk/Kpis/market')).status()).toBe(403);
  await page.context().clearCookies();
  await signIn(page, 'admin', '/front-desk/Kpis/market');
  const api = (await (await page.request.get('/api/pms/reports/kpis?by=market')).json()) as { totals: { bookings: number }; rows: unknown[] };
  const table = page.getByTestId('kpi-market');
  await expect(table.locator('tbody tr')).toHaveCount(api.rows.length);
  await expect(table.locator('tfoot th').nth(1)).toHaveText(new Intl.NumberFormat('en').format(api.totals.bookings));
  await expect(page.getByRole('img', { name: 'Bookings by market segment' })).toBeVisible();
  await expect(page.getByText(/ADR = room revenue \/ room nights/)).toBeVisible();
  // At 1366 px every column is in sight: long headings wrap instead of pushing the last figures off the side.
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('kpi-market.png'), fullPage: true });
});
