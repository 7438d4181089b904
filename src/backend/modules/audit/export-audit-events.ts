import type { Db } from '../../db/client.ts';
import type { TAuditEventDto } from '../../../lib/domain/admin-dto.ts';
import type { Locale } from '../../../lib/i18n/t.ts';
import { auditDetailText, auditMessageText } from '../../../lib/i18n/audit-message-text.ts';
import { invalid } from '../../http/errors.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { countAuditEvents, findAuditEvents, type AuditFilter } from './audit-event-data.ts';

/** More rows than a spreadsheet handles comfortably: narrow the filter instead. */
export const MAX_EXPORT_ROWS = 100_000;

const columns = (lang: Locale): ExportColumn<TAuditEventDto>[] => [
  // The hotel's wall clock: a date and time in a workbook.
  ['export.activity.col.date', (e) => ({ dateTime: e.createdAtLocal })],
  ['export.activity.col.hotel', (e) => e.groupName],
  ['export.activity.col.user', (e) => e.user.name],
  ['export.activity.col.type', (e) => (lang === 'fr' ? e.type.nameFr : e.type.name)],
  ['export.activity.col.message', (e) => auditMessageText(lang, e)],
  ['export.activity.col.item', (e) => e.itemId],
  ['export.activity.col.itemNumber', (e) => e.itemNumber],
  ['export.activity.col.detail', (e) => auditDetailText(lang, e)],
  ['export.activity.col.priority', (e) => e.priority],
];

/** Exactly the filtered events, newest first, as CSV or .xlsx in the user's language (one read: a consistent snapshot). */
export async function exportAuditEvents(db: Db, opts: { filter: AuditFilter; lang: Locale; format: 'csv' | 'xlsx' }): Promise<ExportFile> {
  const total = await countAuditEvents(db, opts.filter);
  if (total > MAX_EXPORT_ROWS)
    throw invalid('createdto', `${total} events match but an export holds at most ${MAX_EXPORT_ROWS}; narrow the dates or filters`, {
      key: 'errors.audit.exportTooLarge',
      params: { count: total, max: MAX_EXPORT_ROWS },
    });
  const rows = await findAuditEvents(db, opts.filter, { offset: 0, limit: MAX_EXPORT_ROWS + 1 });
  return toExportFile({
    columns: columns(opts.lang),
    rows,
    format: opts.format,
    lang: opts.lang,
    basename: `activity-${opts.filter.from}-${opts.filter.to}`,
    sheetName: 'export.activity.sheet',
  });
}
