import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import { zMinor } from '../../http/shared-params.ts';
import type { TInvoiceRowDto, TInvoicePageDto, TInvoiceDetailDto } from '../../../lib/domain/invoices-dto.ts';
import { refineText } from '../../http/zod-refusal.ts';
export type { TInvoiceRowDto, TInvoicePageDto, TInvoiceDetailDto };

const zText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), refineText('must not contain a null character', 'errors.input.nulByte'));

export const ZInvoiceParams = z.object({ id: zId.describe('Invoice or credit note id') });
export const ZGroupParams = z.object({ invoiceId: zId.describe('The debtor invoice'), otherId: zId.describe('The invoice grouped under it') });
export const ZPersonParams = z.object({ id: zId.describe('Customer id') });

export const ZIssueInvoiceRequest = z
  .object({
    orderId: zId.describe('The order (folio) invoiced'),
    folioNo: z.number({ error: 'expected a folio number' }).int('expected a whole folio number').min(1, 'folios start at 1').max(99, 'at most 99').default(1),
    chargeIds: z
      .array(zId, { error: 'expected a list of charge ids' })
      .min(1, 'name at least one charge, or leave chargeIds out to invoice the whole folio')
      .max(2000, 'at most 2000 charges')
      .optional(),
    customerId: zId.optional().describe("Bill to this customer (default: the folio's company, else the order's customer)"),
    language: z.enum(['fr', 'en'], { error: "expected 'fr' or 'en'" }).optional(),
  })
  .strict();
export type TIssueInvoiceRequest = z.infer<typeof ZIssueInvoiceRequest>;

export const ZCreditNoteRequest = z
  .object({
    invoiceId: zId.describe('The invoice corrected'),
    amountMinor: zMinor
      .refine((v) => v > 0, refineText('expected an amount above zero', 'errors.input.mustBeAbove', { min: 0 }))
      .optional()
      .describe('Credited amount, tax included (default: all that is left of the invoice)'),
    reason: zText(300).refine((s) => s.length > 0, refineText('say why the invoice is corrected', 'errors.input.required')),
  })
  .strict();

export const ZInvoicesQuery = z.object({
  group: z
    .string()
    .trim()
    .regex(/^-?\d{1,9}$/, 'expected a hotel id')
    .optional(),
  createdfrom: zDay.optional(),
  createdto: zDay.optional(),
  customer: zId.optional(),
  number: zText(40).optional(),
  segment: zId.optional(),
  kind: z.enum(['invoice', 'credit_note'], { error: "expected 'invoice' or 'credit_note'" }).optional(),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
  ).default(0),
  size: zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(200, 'at most 200')).default(20),
});
export type TInvoicesQuery = z.infer<typeof ZInvoicesQuery>;

export const ZInvoiceExportQuery = ZInvoicesQuery.omit({ page: true, size: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: "expected 'csv' or 'xlsx'" }).default('csv'),
});

export const ZPersonQuery = z.object({
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
  ).default(0),
});

/** GET /debtor-invoices/account: one company's open lines, invoices and what it owes. */
export const ZDebtorAccountQuery = z.object({ customer: zId.describe('The company (customer id)') });

/** POST /debtor-invoices: one debtor invoice from open lines of a company's stays. */
export const ZDebtorInvoiceRequest = z
  .object({
    customerId: zId.describe('The company billed'),
    chargeIds: z
      .array(zId, { error: 'expected a list of charge ids' })
      .min(1, refineText('choose at least one open line', 'errors.input.required'))
      .max(2000, 'at most 2000 charges')
      .describe("Open lines of the company's stays"),
  })
  .strict();
