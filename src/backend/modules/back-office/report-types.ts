import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';

/** Every report's filters, all optional, all in the URL (a filtered report is a link). */
export const ZReportQuery = z.object({
  from: zDay.optional(), to: zDay.optional(), store: zId.optional(), product: zId.optional(), supplier: zId.optional(), family: zId.optional(),
  name: z.string().trim().max(80, 'at most 80 characters').refine((s) => !s.includes('\u0000'), 'must not contain a null character').optional(),
  status: z.enum(['0', '1', '4', '9'], { error: 'expected 0, 1, 4 or 9' }).optional(),
  page: zStrictNumber(z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large')).default(0),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] });
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const ZExportQuery = z.object({ format: z.enum(['csv', 'xlsx'], { error: 'expected csv or xlsx' }).default('csv') });

export type ColumnKind = 'text' | 'qty' | 'money' | 'day' | 'status';
export interface ReportColumn { key: string; kind: ColumnKind; sum?: boolean }
export type ReportRow = Record<string, string | number | null>;

export interface TReportDto {
  report: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Sums of the qty and money columns over every row of the filter (not only the page). */
  totals: Record<string, number>;
  totalElements: number;
  page: number;
  size: number;
  totalPages: number;
  /** The filters applied after defaults (from and to default to today where the report is dated). */
  filters: Partial<Record<'from' | 'to' | 'store' | 'product' | 'supplier' | 'family' | 'name' | 'status', string>>;
  currency: string;
}

export interface ReportContext { groupId: number; q: TReportQuery; today: string }

/**
 * One report: a query over the hotel's data whose rows carry the columns' keys. `source` is a
 * FROM ... WHERE fragment read three times (page, count, totals), `order` its ORDER BY.
 */
export interface ReportDef {
  columns: ReportColumn[];
  /** Dated reports default from/to to today (operations.md §5). */
  dated: boolean;
  select: (ctx: ReportContext) => { fields: SQL; source: SQL; order: SQL };
}
