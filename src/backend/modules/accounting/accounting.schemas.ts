import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import type { TAccountingLineDto, TAccountingPageDto, TInvoiceAnalysisDto } from '../../../lib/domain/accounting-dto.ts';
import { refineText } from '../../http/zod-refusal.ts';
export type { TAccountingLineDto, TAccountingPageDto, TInvoiceAnalysisDto };

export const ZAccountingQuery = z.object({
  groupId: z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/, 'expected a hotel id')
    .optional(),
  operationDateFrom: zDay.optional(),
  operationDateTo: zDay.optional(),
  customer: zId.optional(),
  number: z
    .string()
    .trim()
    .max(40, 'at most 40 characters')
    .refine((s) => !s.includes('\u0000'), refineText('must not contain a null character', 'errors.input.nulByte'))
    .optional(),
  segment: zId.optional(),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
  ).default(0),
  size: zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(500, 'at most 500')).default(50),
});
export type TAccountingQuery = z.infer<typeof ZAccountingQuery>;

export const ZAccountingExportQuery = ZAccountingQuery.omit({ page: true, size: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: "expected 'csv' or 'xlsx'" }).default('csv'),
});

export const ZAnalysisQuery = z.object({
  group: z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/, 'expected a hotel id')
    .optional(),
  from: zDay.optional(),
  to: zDay.optional(),
});
