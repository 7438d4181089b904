import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import { MAX_MINOR, zMinor } from '../../http/shared-params.ts';
import { CURRENCIES, PAYMENT_METHOD_CODES } from '../../../lib/domain/cashiering.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { list, term } from '../../../lib/domain/error-params.ts';

export const zPositiveMinor = zMinor.refine((v) => v > 0, refineText('expected an amount above zero', 'errors.input.mustBeAbove', { min: 0 }));
const zText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), refineText('must not contain a null character', 'errors.input.nulByte'));
const zFolioNo = z.number({ error: 'expected a folio number' }).int('expected a whole folio number').min(1, 'folios start at 1').max(99, 'at most 99 folios');
const zTaxRate = z
  .number({ error: 'expected a tax rate in basis points' })
  .int('expected a whole number of basis points (1000 = 10 %)')
  .min(0, 'not below 0')
  .max(10000, 'at most 10000 (100 %)');

export const ZOrderParams = z.object({ orderId: zId.describe('Order (folio) id') });
export const ZChargeParams = z.object({ chargeId: zId.describe('Charge id') });
export const ZPaymentParams = z.object({ paymentId: zId.describe('Payment id') });

export const ZAddChargeRequest = z
  .object({
    kind: z.enum(['extra', 'fee'], { error: "expected 'extra' (a product or service sold) or 'fee'" }),
    description: zText(200).refine((s) => s.length > 0, refineText('say what is charged', 'errors.input.required')),
    quantity: z.number({ error: 'expected a quantity' }).int('expected a whole quantity').min(1, 'at least 1').max(1000, 'at most 1000').default(1),
    unitPriceMinor: zPositiveMinor.describe('Unit price, tax included, in minor units of the order currency'),
    taxRateBp: zTaxRate.optional().describe("Not needed: the rate is the hotel's for the family (or the product's own). Given, it must be that rate"),
    family: z.enum(['food', 'beverage', 'service', 'minibar', 'laundry', 'fee', 'other'], { error: 'expected a product family' }).default('service'),
    folioNo: zFolioNo.default(1),
    itemId: zId.optional().describe("The stay (order item) the charge belongs to; default: the order's first"),
    posId: zId.optional(),
    productId: zId.optional().describe('The back-office product sold: when it is stocked, the sale takes it from the store of the point of sale (posId)'),
  })
  .strict();
export type TAddChargeRequest = z.infer<typeof ZAddChargeRequest>;

export const ZDiscountRequest = z
  .object({
    chargeId: zId.describe('The charge discounted'),
    mode: z.enum(['percent', 'amount'], { error: "expected 'percent' or 'amount'" }),
    value: z
      .number({ error: 'expected a number' })
      .min(0, 'not below 0')
      .max(MAX_MINOR, 'too large')
      .describe('percent: the share of the price to pay (value/100 × price); amount: minor units taken off the price'),
    reason: zText(200).default(''),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.mode === 'percent' && b.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], ...refineText('a percentage is at most 100', 'errors.input.tooLarge', { max: 100 }) });
    if (b.mode === 'amount' && !Number.isInteger(b.value))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        ...refineText('expected a whole number of minor units', 'errors.input.invalidType', { expected: term('errors.type.int') }),
      });
  });

export const ZEditPriceRequest = z
  .object({
    unitPriceMinor: zMinor.refine(
      (v) => v > 0,
      refineText('a charge is sold above zero; to take it off, discount it or issue a credit note', 'errors.refine.chargeAboveZero'),
    ),
    reason: zText(200).default(''),
  })
  .strict();

export const ZCityTaxRequest = z
  .object({
    perPersonNightMinor: zPositiveMinor.describe('City tax per person and night'),
    itemId: zId.optional(),
    folioNo: zFolioNo.default(1),
  })
  .strict();

export const ZAddFolioRequest = z
  .object({
    label: zText(80).default(''),
    companyId: zId.optional().describe('A company that pays this folio through its account (city ledger)'),
  })
  .strict();

export const ZRouteRequest = z
  .object({
    chargeIds: z.array(zId, { error: 'expected a list of charge ids' }).min(1, 'name at least one charge').max(500, 'at most 500 charges'),
    folioNo: zFolioNo,
  })
  .strict();

export const ZPaymentRequest = z
  .object({
    method: z.enum(PAYMENT_METHOD_CODES, { error: `expected one of ${PAYMENT_METHOD_CODES.join(', ')}` }),
    currency: z
      .string({ error: 'expected a currency code' })
      .refine(
        (c) => (CURRENCIES as readonly string[]).includes(c),
        refineText('unknown currency (expected an ISO code such as MAD, EUR, USD)', 'errors.input.notOneOf', { values: list([...CURRENCIES], 'or') }),
      )
      .optional(),
    amountMinor: zMinor.refine((v) => v !== 0, refineText('a payment cannot be zero; a refund is negative', 'errors.refine.paymentZero')),
    folioNo: zFolioNo.default(1),
    reference: zText(120).default(''),
    companyId: zId.optional().describe('The company whose account pays (method company_account)'),
  })
  .strict();
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;

export const ZEditPaymentRequest = z
  .object({
    method: z.enum(PAYMENT_METHOD_CODES, { error: `expected one of ${PAYMENT_METHOD_CODES.join(', ')}` }).optional(),
    amountMinor: zMinor.refine((v) => v !== 0, refineText('a payment cannot be zero; delete it instead', 'errors.refine.paymentZeroEdit')).optional(),
    reference: zText(120).optional(),
  })
  .strict();

const zGroup = z
  .string()
  .trim()
  .regex(/^-?\d{1,9}$/, 'expected a hotel id')
  .optional();
export const ZPaymentsQuery = z.object({
  group: zGroup,
  createdfrom: zDay.optional(),
  createdto: zDay.optional(),
  user: zId.optional(),
  method: z.enum(PAYMENT_METHOD_CODES, { error: `expected one of ${PAYMENT_METHOD_CODES.join(', ')}` }).optional(),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
  ).default(0),
  size: zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(200, 'at most 200')).default(20),
});
export type TPaymentsQuery = z.infer<typeof ZPaymentsQuery>;

export type { TFolioChargeDto, TPaymentDto, TFolioSummaryDto, TFolioInvoiceDto, TFolioDto } from '../../../lib/domain/folio-dto.ts';
