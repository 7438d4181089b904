import type { Queryer } from '../db/client.ts';
import { addDays } from '../../lib/domain/days.ts';

/** Rates the demo's cashiers find set: a month back, so every later day uses them until changed. */
const DEMO_RATES: Record<string, Array<[string, number]>> = {
  MAD: [
    ['EUR', 10.85],
    ['USD', 10.02],
    ['GBP', 12.7],
  ],
  EUR: [
    ['MAD', 0.0922],
    ['USD', 0.92],
    ['GBP', 1.17],
  ],
};

/** The legal identity printed on a demo hotel's invoices, and its exchange rates. */
export async function seedDemoCashiering(
  q: Queryer,
  o: { groupId: number; currency: string; legalName: string; address: string; taxId: string; today: string },
): Promise<void> {
  await q.query(`update hotels set legal_name = $2, address = $3, tax_id = $4 where group_id = $1`, [o.groupId, o.legalName, o.address, o.taxId]);
  for (const [currency, rate] of DEMO_RATES[o.currency] ?? []) {
    await q.query(`insert into exchange_rates (group_id, currency, day, rate) values ($1, $2, $3, $4) on conflict do nothing`, [
      o.groupId,
      currency,
      addDays(o.today, -30),
      rate,
    ]);
  }
}
