import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import { storedEntryText } from '../../../lib/i18n/stored-text.ts';
import type { TAccountingLineDto, TAccountingQuery } from './accounting.schemas.ts';
import { entryFilter, readEntryLines } from './list-accounting-entries.ts';

/** The columns an accountant loads: entry, date (a date), journal, account, document, label, debit and credit (numbers with the currency's format). */
const columns = (currency: string, lang: Locale): readonly ExportColumn<TAccountingLineDto>[] => [
  ['accounting.entry', (r) => r.entryNo],
  ['payments.day', (r) => ({ day: r.day })],
  ['accounting.journal', (r) => r.journal],
  ['accounting.account', (r) => r.account],
  ['accounting.document', (r) => r.documentNumber],
  ['accounting.label', (r) => storedEntryText(r.label, lang)],
  ['accounting.debit', (r) => ({ minor: r.debitMinor, currency })],
  ['accounting.credit', (r) => ({ minor: r.creditMinor, currency })],
];

export async function exportAccountingEntries(
  db: Db,
  opts: { groupIds: readonly number[]; currency: string; query: Partial<TAccountingQuery>; format: 'csv' | 'xlsx'; lang: Locale },
): Promise<ExportFile> {
  const rows = await readEntryLines(db, entryFilter(opts.groupIds, opts.query), sql`order by a.day, a.entry_no, a.line_id limit 200000`);
  return toExportFile({
    columns: columns(opts.currency.trim(), opts.lang),
    rows,
    format: opts.format,
    lang: opts.lang,
    basename: 'accounting-entries',
    sheetName: 'accounting.title',
  });
}
