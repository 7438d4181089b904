import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import type { TAccountingLineDto, TAccountingQuery } from './accounting.schemas.ts';
import { entryFilter, readEntryLines } from './list-accounting-entries.ts';

const major = (m: number) => (m / 100).toFixed(2);

/** The columns an accountant loads: entry, date, journal, account, document, label, debit, credit (major units, dot decimals). */
const COLUMNS: readonly ExportColumn<TAccountingLineDto>[] = [
  ['accounting.entry', (r) => r.entryNo],
  ['payments.day', (r) => r.day],
  ['accounting.journal', (r) => r.journal],
  ['accounting.account', (r) => r.account],
  ['accounting.document', (r) => r.documentNumber],
  ['accounting.label', (r) => r.label],
  ['accounting.debit', (r) => major(r.debitMinor)],
  ['accounting.credit', (r) => major(r.creditMinor)],
];

export async function exportAccountingEntries(
  db: Db,
  opts: { groupIds: readonly number[]; query: Partial<TAccountingQuery>; format: 'csv' | 'xlsx'; lang: Locale },
): Promise<ExportFile> {
  const rows = await readEntryLines(db, entryFilter(opts.groupIds, opts.query), sql`order by a.day, a.entry_no, a.line_id limit 200000`);
  return toExportFile({ columns: COLUMNS, rows, format: opts.format, lang: opts.lang, basename: 'accounting-entries', sheetName: 'accounting.title' });
}
