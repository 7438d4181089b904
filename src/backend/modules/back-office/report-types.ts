import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import type { ColumnKind, ReportColumn, ReportRow, TReportDto } from '../../../lib/domain/back-office-dto.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';
export type { ColumnKind, ReportColumn, ReportRow, TReportDto };

/** Every report's filters, all optional, all in the URL (a filtered report is a link). */
export const ZReportQuery = z
  .object({
    from: zDay.optional(),
    to: zDay.optional(),
    store: zId.optional(),
    product: zId.optional(),
    supplier: zId.optional(),
    family: zId.optional(),
    name: z
      .string()
      .trim()
      .max(80, 'at most 80 characters')
      .refine((s) => !s.includes('\u0000'), refineText('must not contain a null character', 'errors.input.nulByte'))
      .optional(),
    status: z.enum(['0', '1', '4', '5', '9'], { error: 'expected 0, 1, 4, 5 or 9' }).optional(),
    page: zStrictNumber(
      z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
    ).default(0),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], ...refineText('must not be before from', 'errors.refine.onOrAfterDay', { day: day(q.from) }) });
  });
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const ZExportQuery = z.object({ format: z.enum(['csv', 'xlsx'], { error: 'expected csv or xlsx' }).default('csv') });

export interface ReportContext {
  groupId: number;
  q: TReportQuery;
  today: string;
}

/**
 * One report: a query over the hotel's data whose rows carry the columns' keys. `source` is a
 * FROM ... WHERE fragment read three times (page, count, totals), `order` its ORDER BY.
 */
export interface ReportDef {
  columns: ReportColumn[];
  /** Dated reports default from/to to today (operations.md §5). */
  dated: boolean;
  select: (ctx: ReportContext) => { fields: SQL; source: SQL; order: SQL };
  /**
   * The unit of each row's quantities (the product's: kg, bottle…), over the same source. Set, the
   * quantity columns are totalled per unit (never kilograms added to bottles).
   */
  unit?: (ctx: ReportContext) => SQL;
}
