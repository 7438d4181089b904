import { formatMoney } from './format.ts';
import { numberFormat } from './intl-cache.ts';

/**
 * A report's table, built once per page: the page renders it, and its CSV/XLSX export writes the
 * very same columns and rows (numbers as numbers), so an export holds exactly what is shown.
 */
export type ReportCell =
  | { t: 'text'; v: string }
  | { t: 'int'; v: number }
  | { t: 'money'; v: number }
  /** Basis points (4000 = 40 %). */
  | { t: 'bp'; v: number }
  | { t: 'day'; v: string };

export interface ReportTable {
  columns: { label: string; numeric: boolean }[];
  rows: ReportCell[][];
  /** A totals row under the body (period sums). */
  totals?: ReportCell[] | undefined;
}

export const text = (v: string): ReportCell => ({ t: 'text', v });
export const int = (v: number): ReportCell => ({ t: 'int', v });
export const money = (v: number): ReportCell => ({ t: 'money', v });
export const bp = (v: number): ReportCell => ({ t: 'bp', v });
export const day = (v: string): ReportCell => ({ t: 'day', v });

export function formatCell(c: ReportCell, locale: string, currency: string): string {
  switch (c.t) {
    case 'text': return c.v;
    case 'int': return numberFormat(locale).format(c.v);
    case 'money': return formatMoney(c.v, currency, locale);
    case 'bp': return `${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(c.v / 100)} %`;
    case 'day': return c.v ? c.v.split('-').reverse().join('/') : '';
  }
}
