import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './helpers/sign-in.ts';

/** The daily and financial reports: each page in English and French, the XLSX of one holding the page's numbers, the card reconciliation's upload. */
const PAGES: Array<[path: string, en: string, fr: string]> = [
  ['/front-desk/DailyReport', 'Daily report', 'Rapport journalier'],
  ['/front-desk/DailyReportDetailCA', 'Daily details of turnover', 'Détail journalier du chiffre d’affaires'],
  ['/front-desk/Report-Bacs', 'Report bacs', 'Rapport des bacs'],
  ['/front-desk/Reports', 'Financial reports', 'Rapports financiers'],
  ['/front-desk/taxes', 'Taxes', 'Taxes'],
  ['/front-desk/rapproch', 'Card payments reconciliation', 'Rapprochement des paiements par carte'],
  ['/front-desk/DiscountReport', 'Discount report', 'Rapport des remises'],
];

const setLanguage = (page: Page, language: 'en' | 'fr') =>
  page.request.post('/api/crm/user', { data: { language }, headers: { origin: new URL(page.url()).origin } });

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

test('every daily and financial report opens in English and in French, with its chart, table and definitions, and no console error', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'admin', PAGES[0]![0]);
  try {
    for (const language of ['en', 'fr'] as const) {
      expect((await setLanguage(page, language)).status()).toBe(200);
      for (const [path, en, fr] of PAGES) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.locator('h1'), path).toHaveText(language === 'en' ? en : fr);
        await expect(page.locator('.report-footnote'), path).toContainText(
          language === 'en'
            ? /Definitions|discount|A statement line|Amounts are|Revenue is|Turnover|A day's bac/
            : /Définitions|remise|Une ligne du relevé|Les montants|Le chiffre d’affaires|Le bac/,
        );
        await expect(page.getByRole('alert'), path).toHaveCount(0);
      }
    }
  } finally {
    await setLanguage(page, 'en');
  }
  // The daily report shows the last closed day with its charts; the demo's past is closed.
  await page.goto('/front-desk/DailyReport');
  await expect(page.getByTestId('daily-state')).toHaveText('Closed day: the figures its closing stored.');
  await expect(page.getByRole('img', { name: 'Revenue by department' })).toBeVisible();
  await expect(page.getByTestId('daily-report').locator('tbody tr').first()).toContainText('Rooms available');
  await expect(page.getByRole('link', { name: 'Excel', exact: true })).toHaveAttribute('href', /\/api\/pms\/reservations\/dailyreport\/export\?closingdate=/);
  expect(errors).toEqual([]);
});

test('daily details of turnover: the Excel export holds the days and amounts the page shows', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'admin', '/front-desk/DailyReportDetailCA');
  await expect(page.getByRole('img', { name: 'Turnover per day' })).toBeVisible();
  const table = page.getByTestId('turnover-detail');
  const header = await table.locator('thead th').allTextContents();
  const shown = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  const totals = await table.locator('tfoot th').allTextContents();
  expect(shown.length).toBe(30);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Excel' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows = workbook.worksheets[0]!.getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
  expect(rows[0]).toEqual(header);
  expect(rows.length).toBe(shown.length + 2);
  const digits = (s: string) => s.replace(/[^\d-]/g, '');
  const cents = (v: unknown) =>
    v === undefined || v === null
      ? '000'
      : (v as number)
          .toFixed(2)
          .replace('.', '')
          .replace(/^(-?)0+(?=\d{3})/, '$1');
  for (const [i, cells] of [...shown, totals].entries()) {
    const row = rows[i + 1]!;
    if (i < shown.length) expect((row[0] as Date).toISOString().slice(0, 10)).toBe(cells[0]!.split('/').reverse().join('-'));
    // Every amount column, the total included: the same number of cents as the page shows.
    for (let c = 1; c < header.length - 1; c += 1) expect(cents(row[c]), `${cells[0]} ${header[c]}`).toBe(digits(cells[c]!).replace(/^(-?)0+(?=\d{3})/, '$1'));
  }
  expect(errors).toEqual([]);
});

test('card reconciliation: a bad line is refused naming it; a statement is matched against the card payments and exported', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'admin', '/front-desk/rapproch');
  await page
    .getByLabel('Statement (CSV file)')
    .setInputFiles({ name: 'cmi.csv', mimeType: 'text/csv', buffer: Buffer.from('Date;Amount;Card\n10/03/2026;12x,00;1234\n') });
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByRole('alert')).toContainText('Line 2: “12x,00” is not an amount in MAD');

  await page.getByLabel('or paste its lines').fill('2020-01-02;100,00;4111111111111111;AUTH1;REF1\n2020-01-03;-20,00;1111;;');
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByTestId('card-summary')).toContainText('2 statement lines');
  await expect(page.getByTestId('card-reconciliation').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('card-reconciliation').locator('tbody tr').first()).toContainText('Statement only');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await (await download).createReadStream();
  let text = '';
  for await (const chunk of csv) text += String(chunk);
  expect(text.trim().split('\r\n')).toHaveLength(4);
  // The refused upload answers 400, which the browser reports as such; nothing else went wrong.
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('the night auditor reads the reports but not the discount report without the chauffeur flag', async ({ page }) => {
  await signIn(page, 'nightaudit', '/front-desk/Reports');
  await expect(page.locator('h1')).toHaveText('Financial reports');
  expect((await page.request.get('/front-desk/taxes')).status()).toBe(200);
  expect((await page.request.get('/front-desk/DiscountReport')).status()).toBe(403);
  expect((await page.request.get('/api/pms/reports/discounts')).status()).toBe(403);
  expect((await page.request.get('/api/pms/reports/financial?from=2026-13-01')).status()).toBe(400);
});
