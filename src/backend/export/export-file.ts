import type { MessageKey } from '../../lib/i18n/en.ts';
import { t, type Locale, type Vars } from '../../lib/i18n/t.ts';
import { csv, xlsx, type Cell } from './xlsx-writer.ts';

/** A file an export endpoint sends: CSV text or an .xlsx workbook, with its name and row count. */
export interface ExportFile {
  body: string | Buffer;
  contentType: string;
  filename: string;
  rows: number;
}

/** Labels in the language of the export. */
export type ExportLabel = (key: MessageKey, vars?: Vars) => string;

/** One column of an export: its header (a label key, or a text already in the user's language) and how a row fills it. */
export type ExportColumn<T> = readonly [header: MessageKey | { text: string }, get: (row: T, label: ExportLabel) => Cell];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Rows as CSV or a one-sheet .xlsx named `<basename>.<format>`, the columns in the given order,
 * headers and values in the user's language, the CSV in its convention (French: ';' and a decimal
 * comma); the sheet name is a label key too.
 */
export function toExportFile<T>(opts: {
  columns: readonly ExportColumn<T>[];
  rows: readonly T[];
  format: 'csv' | 'xlsx';
  lang: Locale;
  basename: string;
  sheetName: MessageKey | { text: string };
  sheetVars?: Vars;
}): ExportFile {
  const label: ExportLabel = (key, vars) => t(opts.lang, key, vars);
  const header = opts.columns.map(([h]) => (typeof h === 'string' ? label(h) : h.text));
  const cells = opts.rows.map((r) => opts.columns.map(([, get]) => get(r, label)));
  if (opts.format === 'xlsx') {
    return {
      body: xlsx({ sheetName: typeof opts.sheetName === 'string' ? label(opts.sheetName, opts.sheetVars) : opts.sheetName.text, header, rows: cells }),
      contentType: XLSX_TYPE,
      filename: `${opts.basename}.xlsx`,
      rows: opts.rows.length,
    };
  }
  return { body: csv(header, cells, opts.lang), contentType: 'text/csv; charset=utf-8', filename: `${opts.basename}.csv`, rows: opts.rows.length };
}

/** The HTTP answer of an export: an attachment, never cached, with the row count in x-total-count. */
export function exportFileResponse(file: ExportFile): Response {
  return new Response(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'x-total-count': String(file.rows),
      'cache-control': 'no-store',
    },
  });
}
