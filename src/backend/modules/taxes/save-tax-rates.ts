import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxRates } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { TTaxRatesDto } from '../../../lib/domain/tax-families.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { readTaxRates } from './read-tax-rates.ts';
import type { TTaxRatesBody } from './taxes.schemas.ts';
import type { Actor } from '../../core/actor.ts';

/**
 * Sets the rates of some families (administrators). Charges already written keep the rate they
 * were written with; the new rate applies to what is charged from now on. Audited (70) with the
 * rates before and after.
 */
export async function saveTaxRates(db: Db, o: { groupId: number; user: Actor; body: TTaxRatesBody; now: Date }): Promise<TTaxRatesDto> {
  return db.transaction(async (tx) => {
    const before = await readTaxRates(tx, { groupId: o.groupId });
    await tx
      .insert(taxRates)
      .values(o.body.rates.map((r) => ({ groupId: o.groupId, family: r.family, rateBp: r.rateBp, updatedAt: o.now, updatedBy: o.user.userId })))
      .onConflictDoUpdate({
        target: [taxRates.groupId, taxRates.family],
        set: { rateBp: sql`excluded.rate_bp`, updatedAt: sql`excluded.updated_at`, updatedBy: sql`excluded.updated_by` },
      });
    const was = new Map(before.rates.map((r) => [r.family, r.rateBp]));
    const changed = o.body.rates.filter((r) => was.get(r.family) !== r.rateBp);
    // One event per family changed, its words in the reader's language (audit 70); the detail stays an English note for support.
    for (const r of changed) {
      const before = was.get(r.family) ?? null;
      await recordAuditEvent(tx, {
        groupId: o.groupId,
        user: o.user,
        typeId: AUDIT.RATES,
        priority: 'Normal',
        text:
          before === null
            ? { key: 'audit.msg.rates.taxRateFirst', params: { family: r.family, rate: r.rateBp } }
            : { key: 'audit.msg.rates.taxRate', params: { family: r.family, rate: r.rateBp, was: before } },
        detailText:
          before === null
            ? { key: 'audit.detail.tax.rateFirst', params: { family: r.family, rate: r.rateBp } }
            : { key: 'audit.detail.tax.rate', params: { family: r.family, rate: r.rateBp, was: before } },
      });
    }
    return readTaxRates(tx, { groupId: o.groupId });
  });
}
