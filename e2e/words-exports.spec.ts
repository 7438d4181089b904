import { inflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 36, exports an accountant opens without a fight: the invoices, payments (accounting
 * entries) and reservations exports read back as a spreadsheet program reads them — in the
 * workbook, amounts are numbers with the currency's format and days are dates; the French CSV
 * splits on ';' with a decimal comma — and the invoice PDF's text shows no internal id.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const setLanguage = async (page: Page, language: 'en' | 'fr') => {
  const res = await page.request.post('/api/crm/user', { data: { language }, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBe(200);
};

async function sheetOf(res: APIResponse): Promise<ExcelJS.Worksheet> {
  expect(res.status(), (await res.text()).slice(0, 300)).toBe(200);
  expect(res.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  const body = await res.body();
  await workbook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const headers = (ws: ExcelJS.Worksheet) => (ws.getRow(1).values as unknown[]).slice(1).map(String);

/** The cells under a header, in the data rows. */
function column(ws: ExcelJS.Worksheet, name: string): ExcelJS.Cell[] {
  const col = headers(ws).indexOf(name);
  expect(col, `no column '${name}' in ${JSON.stringify(headers(ws))}`).toBeGreaterThanOrEqual(0);
  const out: ExcelJS.Cell[] = [];
  for (let r = 2; r <= ws.rowCount; r++) out.push(ws.getRow(r).getCell(col + 1));
  return out;
}

function expectMoneyColumn(ws: ExcelJS.Worksheet, name: string): void {
  const cells = column(ws, name).filter((c) => c.value !== null && c.value !== '');
  expect(cells.length, `${name}: rows`).toBeGreaterThan(0);
  for (const c of cells.slice(0, 50)) {
    expect(typeof c.value, `${name} ${c.address}: ${String(c.value)}`).toBe('number');
    expect(c.numFmt, `${name} ${c.address}`).toMatch(/"[A-Z]{3}"/);
  }
}

function expectDayColumn(ws: ExcelJS.Worksheet, name: string): void {
  const cells = column(ws, name).filter((c) => c.value !== null && c.value !== '');
  expect(cells.length, `${name}: rows`).toBeGreaterThan(0);
  for (const c of cells.slice(0, 50)) expect(c.value, `${name} ${c.address}`).toBeInstanceOf(Date);
}

/** A French CSV as a spreadsheet splits it: BOM, ';' between fields, the header row in French. */
async function frenchCsv(res: APIResponse): Promise<{ header: string[]; rows: string[][] }> {
  expect(res.status()).toBe(200);
  const text = (await res.body()).toString('utf8');
  expect(text.startsWith('\uFEFF'), 'UTF-8 with a byte-order mark').toBe(true);
  // Simple split: the demo's values hold no quoted ';'.
  const [head, ...lines] = text.slice(1).trim().split('\r\n');
  return { header: head!.split(';'), rows: lines.map((l) => l.split(';')) };
}

/** The text a PDF draws: its content streams inflated, the strings of Tj and TJ joined. */
function pdfText(bytes: Buffer): string {
  const out: string[] = [];
  const raw = bytes.toString('latin1');
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const chunk = bytes.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(chunk).toString('latin1');
    } catch {
      content = chunk.toString('latin1');
    }
    // Strings are literal '(…)' or hex '<…>' (pdfkit's), alone before Tj or in a TJ array.
    for (const t of content.matchAll(/\[([^\]]*)\]\s*TJ|(\((?:\\.|[^)])*\)|<[0-9a-fA-F\s]*>)\s*Tj/g)) {
      const parts = [...(t[1] ?? t[2]!).matchAll(/\(((?:\\.|[^)])*)\)|<([0-9a-fA-F\s]*)>/g)];
      out.push(
        parts.map((p) => (p[1] !== undefined ? p[1].replace(/\\([()\\])/g, '$1') : Buffer.from(p[2]!.replace(/\s/g, ''), 'hex').toString('latin1'))).join(''),
      );
    }
  }
  return out.join(' ');
}

test('the invoices, payments and reservations exports read back as numbers, dates and French CSV; the invoice PDF shows no internal id', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', '/front-desk/Analyse-Invoice');
  await setLanguage(page, 'fr');
  try {
    // An invoice to read back: an in-house stay's folio with a discounted extra, issued.
    const origin = { origin: new URL(page.url()).origin };
    const inHouse = (await (await page.request.get('/api/pms/reservations?resastatus=2&size=5')).json()) as { content: { id: number }[] };
    expect(inHouse.content.length, 'the demo hotel has in-house stays').toBeGreaterThan(0);
    const stay = (await (await page.request.get(`/api/pms/reservations/${inHouse.content[0]!.id}`)).json()) as { orderId: number };
    const extra = await page.request.post(`/api/crm/folio/${stay.orderId}/charges`, {
      data: { kind: 'extra', description: 'Minibar', unitPriceMinor: 5000, family: 'beverage' },
      headers: origin,
    });
    expect(extra.status(), await extra.text()).toBe(201);
    const charge = (await extra.json()) as { chargeId: number };
    const discount = await page.request.post(`/api/crm/folio/${stay.orderId}/discount`, {
      data: { chargeId: charge.chargeId, mode: 'amount', value: 1000 },
      headers: origin,
    });
    expect(discount.status(), await discount.text()).toBe(201);
    const issued = await page.request.post('/api/crm/invoices', { data: { orderId: stay.orderId }, headers: origin });
    expect(issued.status(), await issued.text()).toBe(201);
    const invoice = (await issued.json()) as { invoiceId: number; number: string };

    const invoices = await sheetOf(await page.request.get('/api/crm/allinvoices/export?format=xlsx&group=1'));
    expectMoneyColumn(invoices, 'Total');
    expectDayColumn(invoices, 'Date');
    const invCsv = await frenchCsv(await page.request.get('/api/crm/allinvoices/export?format=csv&group=1'));
    const total = invCsv.header.indexOf('Total');
    expect(total, JSON.stringify(invCsv.header)).toBeGreaterThan(0);
    for (const r of invCsv.rows.slice(0, 50)) expect(r[total], r.join(';')).toMatch(/^-?\d+,\d{2}$/);

    const entries = await sheetOf(await page.request.get('/api/crm/accounting-entries/export?format=xlsx&groupId=1'));
    expectDayColumn(entries, headers(entries)[1]!);
    const debit = headers(entries)[6]!;
    expectMoneyColumn(entries, debit);
    const entCsv = await frenchCsv(await page.request.get('/api/crm/accounting-entries/export?format=csv&groupId=1'));
    for (const r of entCsv.rows.slice(0, 50)) {
      expect(r[1], r.join(';')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(r[6], r.join(';')).toMatch(/^-?\d+,\d{2}$/);
    }

    const stays = await sheetOf(await page.request.get('/api/pms/reservations/export?format=xlsx&lang=fr&size=200'));
    expectMoneyColumn(stays, 'Prix');
    expectDayColumn(stays, 'Arrivée');
    const resCsv = await frenchCsv(await page.request.get('/api/pms/reservations/export?lang=fr&size=200'));
    const price = resCsv.header.indexOf('Prix');
    expect(price, JSON.stringify(resCsv.header)).toBeGreaterThan(0);
    for (const r of resCsv.rows.slice(0, 50)) expect(r[price], r.join(';')).toMatch(/^-?\d+,\d{2}$/);

    for (const inv of [invoice]) {
      const pdf = await page.request.get(`/api/crm/invoices/${inv.invoiceId}/pdf`);
      expect(pdf.status()).toBe(200);
      // pdfkit draws word by word: compare without the spaces between them.
      const text = pdfText(await pdf.body()).replace(/\s+/g, '');
      expect(text, `invoice ${inv.number}`).toContain(inv.number);
      expect(text, `invoice ${inv.number}: an internal id`).not.toMatch(/#\d{3,}|RFID/);
      expect(text, 'the discount says what it discounts, in words').toMatch(/DiscountonMinibar|RemisesurMinibar/);
    }
  } finally {
    await setLanguage(page, 'en');
  }
});
