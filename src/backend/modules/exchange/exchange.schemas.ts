import { z } from 'zod';
import { zDay, zId, zMinorAmount, zPlainText, zStrictNumber } from '../../http/validate.ts';
import { CURRENCY_CODES, isCurrency } from '../../../lib/domain/currencies.ts';
import type { TExchangeRateDto, TRatePageDto, TDayRatesDto, TConversionDto, TExchangeOperationDto, TSlipDto } from '../../../lib/domain/exchange-dto.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { list } from '../../../lib/domain/error-params.ts';
export type { TExchangeRateDto, TRatePageDto, TDayRatesDto, TConversionDto, TExchangeOperationDto, TSlipDto };

/** An ISO 4217 code the desk deals in (upper-cased); anything else is a 400 naming the field. */
export const zCurrency = z
  .string({ error: 'expected a currency code' })
  .trim()
  .toUpperCase()
  .refine(
    isCurrency,
    refineText(`unknown currency; expected one of ${CURRENCY_CODES.join(', ')}`, 'errors.input.notOneOf', { values: list([...CURRENCY_CODES], 'or') }),
  );

const zPage = zStrictNumber(
  z.number({ error: 'expected a page number' }).int('expected a whole page number').min(0, 'pages start at 0').max(100_000, 'at most 100000'),
).default(0);
const zSize = zStrictNumber(z.number({ error: 'expected a page size' }).int('expected a whole page size').min(1, 'at least 1').max(500, 'at most 500')).default(
  50,
);

/** GET /exchange/v2: the rates of one day (default the hotel's today). */
export const ZDayRatesQuery = z.object({ day: zDay.optional().describe('Business day (YYYY-MM-DD); default today') });

/** GET /exchange/all/v2 and its export: every rate of the hotel, newest day first. */
export const ZRatesQuery = z.object({
  from: zDay.optional().describe('First day'),
  to: zDay.optional().describe('Last day'),
  currency: zCurrency.optional().describe('Only this currency'),
  page: zPage,
  size: zSize,
  format: z.enum(['csv', 'xlsx'], { error: 'expected csv or xlsx' }).default('csv').describe('Export format'),
});
export type TRatesQuery = z.infer<typeof ZRatesQuery>;

export const ZRateIdParams = z.object({ id: zId.describe('Exchange rate id') });

/** A rate as typed: '10.85' or 10.85, positive, at most 6 decimals. */
const zRateValue = z.union([z.string(), z.number()], { error: 'expected a rate such as 10.85' }).transform((v) => String(v));

/** PUT /exchange/v2: creates a rate (no id) or changes one (id). */
export const ZSaveRateBody = z.object({
  id: zId.optional().describe('The rate to change; none to create one'),
  currency: zCurrency.describe('The foreign currency'),
  day: zDay.describe('Business day the rate applies to'),
  rate: zRateValue.describe("Units of the hotel's currency for one unit of the currency"),
});
export type TSaveRateBody = z.infer<typeof ZSaveRateBody>;

/** GET /exchange/v2/execute/3: converts a typed amount at the day's rates. */
export const ZConvertQuery = z.object({
  fromCurr: zCurrency.describe('Currency of value'),
  toCurr: zCurrency.describe('Currency of the result'),
  value: z.string({ error: 'expected an amount' }).max(20, 'at most 20 characters').describe('Amount in fromCurr, e.g. 100.50'),
  day: zDay.optional().describe('Day of the rates; default today'),
});

/** POST /exchange/v2/operations: a guest sells foreign cash to the desk. */
export const ZExchangeOperationBody = z.object({
  currency: zCurrency.describe('The foreign currency the guest hands over'),
  amountMinor: zMinorAmount.describe('Amount handed over, in minor units of that currency'),
  guestName: zPlainText(120).pipe(z.string().min(1, "the guest's name is required")).describe('Who sells the currency'),
  docNumber: zPlainText(40).pipe(z.string().min(1, 'an identity document number is required')).describe('Passport or identity card number'),
  reservationId: zId.optional().describe("The guest's stay, when they stay at the hotel"),
});
export type TExchangeOperationBody = z.infer<typeof ZExchangeOperationBody>;

/** GET /exchange/v2/operations (the slip) and its export. */
export const ZSlipQuery = z.object({
  day: zDay.optional().describe('Business day; default today'),
  format: z.enum(['csv', 'xlsx'], { error: 'expected csv or xlsx' }).default('csv'),
});
