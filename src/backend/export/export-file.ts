import { csv, xlsx, type Cell } from './xlsx-writer.ts';

/** A file an export endpoint sends: CSV text or an .xlsx workbook, with its name and row count. */
export interface ExportFile {
  body: string | Buffer;
  contentType: string;
  filename: string;
  rows: number;
}

/** One column of an export: its header and how a row fills it. */
export type ExportColumn<T> = readonly [header: string, get: (row: T) => Cell];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows as CSV or a one-sheet .xlsx named `<basename>.<format>`, the columns in the given order. */
export function toExportFile<T>(opts: { columns: readonly ExportColumn<T>[]; rows: readonly T[]; format: 'csv' | 'xlsx'; basename: string; sheetName: string }): ExportFile {
  const header = opts.columns.map(([name]) => name);
  const cells = opts.rows.map((r) => opts.columns.map(([, get]) => get(r)));
  if (opts.format === 'xlsx') {
    return { body: xlsx({ sheetName: opts.sheetName, header, rows: cells }), contentType: XLSX_TYPE, filename: `${opts.basename}.xlsx`, rows: opts.rows.length };
  }
  return { body: csv(header, cells), contentType: 'text/csv; charset=utf-8', filename: `${opts.basename}.csv`, rows: opts.rows.length };
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
