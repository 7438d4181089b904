import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import { isCurrency } from '../../../lib/domain/currencies.ts';
import { refineText } from '../../http/zod-refusal.ts';

const zMinor = (what: string) =>
  zStrictNumber(
    z
      .number({ error: `expected ${what} in whole minor units` })
      .int(`expected ${what} in whole minor units`)
      .min(0, `expected ${what} of 0 or more`)
      .max(100_000_000_000, `${what} is too large`),
  );

export const ZOpenShiftBody = z
  .object({
    openingFloatMinor: zMinor('the opening float').describe('The cash put in the drawer at the start, minor units of the hotel currency'),
  })
  .strict();
export type TOpenShiftBody = z.infer<typeof ZOpenShiftBody>;

export const ZCloseShiftBody = z
  .object({
    counts: z
      .array(
        z
          .object({
            currency: z
              .string()
              .transform((s) => s.trim().toUpperCase())
              .refine(isCurrency, refineText('expected an ISO 4217 currency code', 'errors.input.badFormat')),
            countedMinor: zMinor('the counted cash'),
          })
          .strict(),
      )
      .min(1, 'count at least the hotel currency')
      .max(30)
      .describe('The cash counted in the drawer, per currency'),
    note: z.string().max(500, 'at most 500 characters').default('').describe('Why the drawer is over or short, if it is'),
  })
  .strict();
export type TCloseShiftBody = z.infer<typeof ZCloseShiftBody>;

export const ZShiftParams = z.object({ shiftId: zId });

export const ZShiftListQuery = z.object({
  from: zDay.optional().describe('First business day a shift opened on'),
  to: zDay.optional().describe('Last business day a shift opened on'),
});
