import { z } from 'zod';
import { TAX_FAMILIES } from '../../../lib/domain/tax-families.ts';
import { refineText } from '../../http/zod-refusal.ts';

const zRateBp = z
  .number({ error: 'expected a tax rate in basis points (1000 = 10 %)' })
  .int('expected a whole number of basis points (1000 = 10 %)')
  .min(0, 'not below 0')
  .max(10000, 'at most 10000 (100 %)');

/** PUT /taxes/rates: the rates of some families (the others keep theirs). 0 is an explicit exemption. */
export const ZTaxRatesBody = z
  .object({
    rates: z
      .array(
        z
          .object({
            family: z.enum(TAX_FAMILIES, { error: `expected one of ${TAX_FAMILIES.join(', ')}` }).describe('Charge family'),
            rateBp: zRateBp.describe('VAT rate in basis points, included in prices (1000 = 10 %)'),
          })
          .strict(),
        { error: 'expected a list of rates' },
      )
      .min(1, 'give at least one rate')
      .max(TAX_FAMILIES.length, `at most ${TAX_FAMILIES.length} rates`)
      .refine((rs) => new Set(rs.map((r) => r.family)).size === rs.length, refineText('each family at most once', 'errors.refine.familyOnce')),
  })
  .strict();
export type TTaxRatesBody = z.infer<typeof ZTaxRatesBody>;
