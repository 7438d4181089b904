import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import { invoiceFilter, readInvoiceRows, type InvoiceScope } from './invoice-rows.ts';
import type { TInvoiceRowDto, TInvoicesQuery } from './invoices.schemas.ts';

/** Money as an accountant loads it: a number in the workbook with the currency's format (a decimal amount in the CSV), the currency in its own column. */
const major = (minor: number, currency: string) => ({ minor, currency });

const COLUMNS: readonly ExportColumn<TInvoiceRowDto>[] = [
  ['invoices.number', (r) => r.number],
  ['invoices.kind', (r, label) => label(r.kind === 'invoice' ? 'cash.doc.invoice' : 'cash.doc.credit_note')],
  ['invoices.date', (r) => ({ day: r.day })],
  ['invoices.customer', (r) => r.customer?.name ?? r.billTo],
  ['invoices.order', (r) => r.orderNumber ?? ''],
  ['invoices.guest', (r) => r.guestName ?? ''],
  ['invoices.net', (r) => major(r.netMinor, r.currency)],
  ['invoices.tax', (r) => major(r.taxMinor, r.currency)],
  ['invoices.total', (r) => major(r.totalMinor, r.currency)],
  ['invoices.credited', (r) => major(r.creditedMinor, r.currency)],
  ['export.col.currency', (r) => r.currency],
];

/** Every invoice and credit note of the filter (at most 50 000 rows), as CSV or XLSX. */
export async function exportInvoices(
  db: Db,
  opts: { scope: InvoiceScope; query: Omit<TInvoicesQuery, 'page' | 'size'>; format: 'csv' | 'xlsx'; lang: Locale },
): Promise<ExportFile> {
  const rows = await readInvoiceRows(db, invoiceFilter(opts.scope, opts.query), sql`order by i.day, i.number limit 50000`);
  return toExportFile({ columns: COLUMNS, rows, format: opts.format, lang: opts.lang, basename: 'invoices', sheetName: 'invoices.title' });
}
