import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxRates } from '../../db/schema/index.ts';
import { TAX_FAMILIES, type TTaxRatesDto } from '../../../lib/domain/tax-families.ts';

/** Every family with the hotel's rate, null where none is set (the settings screen shows it as missing). */
export async function readTaxRates(db: Db, o: { groupId: number }): Promise<TTaxRatesDto> {
  const rows = await db
    .select({ family: taxRates.family, rateBp: taxRates.rateBp, updatedAt: taxRates.updatedAt })
    .from(taxRates)
    .where(eq(taxRates.groupId, o.groupId));
  const byFamily = new Map(rows.map((r) => [r.family, r]));
  return {
    rates: TAX_FAMILIES.map((family) => {
      const r = byFamily.get(family);
      return { family, rateBp: r?.rateBp ?? null, updatedAt: r?.updatedAt.toISOString() ?? null };
    }),
  };
}
