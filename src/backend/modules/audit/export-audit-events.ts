import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { countAuditEvents, findAuditEvents, type AuditFilter } from './audit-event-data.ts';
import { auditCsvHeader, auditCsvRow, UTF8_BOM } from './audit-csv.ts';

/** More rows than a spreadsheet handles comfortably: narrow the filter instead. */
export const MAX_EXPORT_ROWS = 100_000;

/** Exactly the filtered events, newest first, as UTF-8 CSV with a BOM (one read: a consistent snapshot). */
export async function exportAuditEvents(db: Db, opts: { filter: AuditFilter; lang: 'en' | 'fr' }): Promise<string> {
  const total = await countAuditEvents(db, opts.filter);
  if (total > MAX_EXPORT_ROWS) throw invalid('createdto', `${total} events match but an export holds at most ${MAX_EXPORT_ROWS}; narrow the dates or filters`);
  const rows = await findAuditEvents(db, opts.filter, { offset: 0, limit: MAX_EXPORT_ROWS + 1 });
  return `${UTF8_BOM}${[auditCsvHeader(opts.lang), ...rows.map((r) => auditCsvRow(r, opts.lang))].join('\r\n')}\r\n`;
}
