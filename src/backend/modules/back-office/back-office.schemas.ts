import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import { moneyText, refineText } from '../../http/zod-refusal.ts';
import { INTERNAL_ORDER_KINDS, PRODUCT_TYPES } from '../../db/schema/index.ts';
import { parsePurchasePrice, PURCHASE_PRICE_DECIMALS } from '../../../lib/domain/purchase-price.ts';
import { day } from '../../../lib/domain/error-params.ts';

const MAX_MINOR = 1_000_000_000_000;
const text = (max: number) =>
  z
    .string({ error: 'expected text' })
    .trim()
    .max(max, `at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), refineText('must not contain a null character', 'errors.input.nulByte'));
const required = (max: number) => text(max).min(1, 'required');
export const zMinor = z
  .number({ error: 'expected an amount in minor units (a whole number)' })
  .int('expected a whole number of minor units')
  .min(0, 'must not be negative')
  .max(MAX_MINOR, 'too large');
/** A quantity: positive, at most three decimals (kilograms, litres), below a billion. */
export const zQuantity = z
  .number({ error: 'expected a quantity' })
  .positive('must be greater than zero')
  .max(1_000_000_000, 'too large')
  .refine((q) => Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6, refineText('at most three decimals', 'errors.input.tooManyDecimals', { max: 3 }));
const zCount = z
  .number({ error: 'expected a counted quantity' })
  .min(0, 'must not be negative')
  .max(1_000_000_000, 'too large')
  .refine((q) => Math.abs(Math.round(q * 1000) - q * 1000) < 1e-6, refineText('at most three decimals', 'errors.input.tooManyDecimals', { max: 3 }));
/**
 * A purchase price as text ('1.2345', '1 234,5678'), read exactly (parsePurchasePrice) to
 * PURCHASE_PRICE_DECIMALS decimals: the ten-thousandths of the currency. 1.23456 is refused.
 */
export const zPurchasePrice = z
  .string({ error: 'expected a price as text, such as "1.2345"' })
  .max(40, 'at most 40 characters')
  .transform((text, ctx) => {
    const read = parsePurchasePrice(text, { field: 'price' });
    if (read.ok) return read.minor;
    // parseMoney's sentence starts with the field ('price: …'); the 400 names the request's own path.
    const said = moneyText(read.error);
    ctx.addIssue({ code: 'custom', message: read.error.message.replace(/^price: /, ''), input: text, params: { code: said.key, params: said.params } });
    return z.NEVER;
  });

/**
 * One price, given as text (`text`, four decimals) or as before (`minor`, whole minor units of the
 * currency), never both; `required`: one of the two must be there.
 */
function onePrice<T extends string, M extends string>(text: T, minor: M, required: boolean) {
  return (line: Partial<Record<T | M, unknown>>, ctx: z.RefinementCtx) => {
    const hasText = line[text] !== undefined;
    const hasMinor = line[minor] !== undefined;
    if (hasText && hasMinor)
      ctx.addIssue({
        code: 'custom',
        path: [text],
        ...refineText(
          `give the price once: ${text} (text, up to ${PURCHASE_PRICE_DECIMALS} decimals) or ${minor} (minor units), not both`,
          'errors.refine.priceOnce',
        ),
      });
    else if (required && !hasText && !hasMinor)
      ctx.addIssue({
        code: 'custom',
        path: [text],
        ...refineText(`required: the price as text, such as "1.2345" (or ${minor} in minor units)`, 'errors.refine.priceRequired'),
      });
  };
}

const zRef = z.number({ error: 'expected an id' }).int('expected a whole number').positive('expected a positive id').max(2_147_483_647, 'no such id');

export const ZIdParams = z.object({ id: zId });

export const ZSupplierRequest = z.object({
  code: required(20),
  name: required(120),
  email: z.union([z.literal(''), z.email('expected an email address')]).default(''),
  phone: text(40).default(''),
  address: text(300).default(''),
  active: z.boolean().default(true),
});
export type TSupplierRequest = z.infer<typeof ZSupplierRequest>;

export const ZStoreRequest = z.object({
  code: required(20),
  name: required(120),
  posId: zRef.nullable().default(null).describe('The service point that draws from this store'),
  allowNegative: z.boolean().default(false),
  active: z.boolean().default(true),
  countApprovalMinor: zMinor.nullable().default(null).describe('A count whose variance is worth more than this (minor units) needs an approver; null: never'),
});
export type TStoreRequest = z.infer<typeof ZStoreRequest>;

export const ZFamilyRequest = z.object({ code: required(20), name: required(120), parentId: zRef.nullable().default(null).describe('Set for a sub-family') });
export type TFamilyRequest = z.infer<typeof ZFamilyRequest>;

export const ZProductRequest = z
  .object({
    reference: required(40),
    productType: z.enum(PRODUCT_TYPES, { error: `expected one of ${PRODUCT_TYPES.join(', ')}` }).default('product'),
    name: required(160),
    unit: required(20).default('unit'),
    contents: z.array(required(200)).max(50, 'at most 50').default([]),
    tags: z.array(required(40)).max(30, 'at most 30').default([]),
    purchasePrice: zPurchasePrice.optional().describe(`Purchase price as text, up to ${PURCHASE_PRICE_DECIMALS} decimals ("1.2345"); default 0`),
    purchasePriceMinor: zMinor.optional().describe('The purchase price in minor units of the currency instead (whole minor units)'),
    salePriceMinor: zMinor.default(0),
    supplierId: zRef.nullable().default(null),
    familyId: zRef.nullable().default(null),
    stocked: z.boolean().optional(),
    active: z.boolean().default(true),
    taxRateBp: z
      .number({ error: 'expected a tax rate in basis points (1000 = 10 %)' })
      .int('expected a whole number of basis points')
      .min(0, 'not below 0')
      .max(10000, 'at most 10000 (100 %)')
      .nullable()
      .default(null)
      .describe("The product's own VAT rate when it differs from its family's (null: the hotel's rate for the family)"),
  })
  .superRefine(onePrice('purchasePrice', 'purchasePriceMinor', false));
export type TProductRequest = z.infer<typeof ZProductRequest>;

export const ZProductsQuery = z.object({
  type: z.enum(PRODUCT_TYPES, { error: `expected one of ${PRODUCT_TYPES.join(', ')}` }).optional(),
  name: text(80).optional(),
  supplier: zId.optional(),
  family: zId.optional(),
  stocked: z.enum(['true', 'false'], { error: 'expected true or false' }).optional(),
  size: zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(500, 'at most 500')).default(20),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
  ).default(0),
});
export type TProductsQuery = z.infer<typeof ZProductsQuery>;

export const ZPurchaseOrderRequest = z.object({
  supplierId: zRef,
  storeId: zRef.describe('The store the goods are delivered to'),
  day: zDay,
  note: text(500).default(''),
  allowOverDelivery: z.boolean().default(false),
  lines: z
    .array(
      z
        .object({
          productId: zRef,
          quantity: zQuantity,
          unitPrice: zPurchasePrice.optional().describe(`Unit price as text, up to ${PURCHASE_PRICE_DECIMALS} decimals ("1.2345")`),
          unitPriceMinor: zMinor.optional().describe('The unit price in minor units of the currency instead (whole minor units)'),
        })
        .superRefine(onePrice('unitPrice', 'unitPriceMinor', true)),
      { error: 'expected a list of lines' },
    )
    .min(1, 'at least one line')
    .max(200, 'at most 200 lines'),
});
export type TPurchaseOrderRequest = z.infer<typeof ZPurchaseOrderRequest>;

/** Purchase list: status 1 Preorder, 0 Pending, 4 Confirmed (§4), 5 Received (every line in full), 9 cancelled. */
export const ZPurchaseOrdersQuery = z.object({
  status: z.enum(['0', '1', '4', '5', '9'], { error: 'expected 1 (Preorder), 0 (Pending), 4 (Confirmed), 5 (Received) or 9 (Cancelled)' }).optional(),
  supplier: zId.optional(),
  number: text(40).optional(),
  createdfrom: zDay.optional(),
  createdto: zDay.optional(),
  archived: z.enum(['true', 'false'], { error: 'expected true or false' }).optional(),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
  ).default(0),
});
export type TPurchaseOrdersQuery = z.infer<typeof ZPurchaseOrdersQuery>;

export const ZApproveRequest = z.object({ event: text(300).default('').describe('Optional event text appended on confirming') });
export const ZArchiveRequest = z.object({ archive: z.boolean({ error: 'expected true or false' }), archivetxt: text(300).default('') });
export const ZEventRequest = z.object({ text: required(300) });
export const ZMailRequest = z.object({ email: z.email('expected an email address').optional() });

export const ZDeliveryRequest = z.object({
  purchaseOrderId: zRef,
  day: zDay,
  supplierReference: text(60).default(''),
  lines: z
    .array(
      z
        .object({
          lineId: zRef,
          quantity: zCount.describe('0: nothing of this line came; it stays on backorder on the purchase order'),
          unitCost: zPurchasePrice.optional().describe(`Unit cost as text, up to ${PURCHASE_PRICE_DECIMALS} decimals; default the purchase order line's price`),
          unitCostMinor: zMinor.optional().describe('The unit cost in minor units of the currency instead'),
          free: z.boolean().default(false).describe('The supplier gave it: the only line valued at zero'),
        })
        .superRefine(onePrice('unitCost', 'unitCostMinor', false)),
      { error: 'expected a list of lines' },
    )
    .min(1, 'at least one line')
    .max(200, 'at most 200 lines')
    .refine((lines) => lines.some((l) => l.quantity > 0), refineText('nothing received: at least one line above 0', 'errors.bo.deliveryEmpty')),
});
export type TDeliveryRequest = z.infer<typeof ZDeliveryRequest>;

/** Delivery list (§4): no filter → 4; 0 and 4 as given; any other value → 6 (nothing matches). */
export const ZDeliveriesQuery = z.object({
  status: text(10).optional(),
  number: text(40).optional(),
  createdfrom: zDay.optional(),
  createdto: zDay.optional(),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
  ).default(0),
});
export type TDeliveriesQuery = z.infer<typeof ZDeliveriesQuery>;

export const ZInternalOrderRequest = z.object({
  kind: z.enum(INTERNAL_ORDER_KINDS, { error: `expected one of ${INTERNAL_ORDER_KINDS.join(', ')}` }),
  fromStoreId: zRef.nullable().default(null),
  toStoreId: zRef.nullable().default(null),
  day: zDay,
  note: text(500).default(''),
  lines: z
    .array(
      z
        .object({
          productId: zRef,
          quantity: zQuantity,
          unitCost: zPurchasePrice
            .optional()
            .describe(`Add stock: unit cost as text, up to ${PURCHASE_PRICE_DECIMALS} decimals; default the product's purchase price`),
          unitCostMinor: zMinor.optional().describe('Add stock: the unit cost in minor units of the currency instead'),
        })
        .superRefine(onePrice('unitCost', 'unitCostMinor', false)),
      { error: 'expected a list of lines' },
    )
    .min(1, 'at least one line')
    .max(200, 'at most 200 lines'),
});
export type TInternalOrderRequest = z.infer<typeof ZInternalOrderRequest>;

export const ZInternalOrdersQuery = z.object({
  status: z.enum(['0', '4', '9'], { error: 'expected 0 (Pending), 4 (Confirmed) or 9 (Cancelled)' }).optional(),
  kind: z.enum(INTERNAL_ORDER_KINDS, { error: `expected one of ${INTERNAL_ORDER_KINDS.join(', ')}` }).optional(),
  page: zStrictNumber(
    z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100000, 'too large'),
  ).default(0),
});
export type TInternalOrdersQuery = z.infer<typeof ZInternalOrdersQuery>;

export const ZInventoryRequest = z.object({
  storeId: zRef,
  day: zDay,
  note: text(500).default(''),
  lines: z
    .array(z.object({ productId: zRef, counted: zCount }), { error: 'expected a list of lines' })
    .min(1, 'at least one line')
    .max(2000, 'at most 2000 lines'),
});
export type TInventoryRequest = z.infer<typeof ZInventoryRequest>;

export const ZSaleRequest = z.object({ productId: zRef, posId: zRef, quantity: zQuantity, day: zDay, sourceId: zRef.optional() });

/** Close and reopen (§7 /orders/close, /orders/reopen): order type 4 over a creation-date range and a status. */
export const ZClosePeriodRequest = z
  .object({
    orderType: z.literal(4, { error: 'the back office closes order type 4 only' }).default(4),
    creationDateFrom: zDay,
    creationDateTo: zDay,
    status: z.number({ error: 'expected a status' }).int('expected a whole number').min(0, 'expected 0 to 9').max(9, 'expected 0 to 9').default(4),
  })
  .superRefine((r, ctx) => {
    if (r.creationDateFrom > r.creationDateTo)
      ctx.addIssue({
        code: 'custom',
        path: ['creationDateTo'],
        ...refineText('must not be before creationDateFrom', 'errors.refine.onOrAfterDay', { day: day(r.creationDateFrom) }),
      });
  });
export const ZReopenRequest = z.object({ closedPeriodId: zRef });
