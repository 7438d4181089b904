import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The payment path's drawer hook, in the payment's transaction once the payment is written: a cash
 * payment or refund becomes a movement of the user's open shift, or of the house drawer
 * (auberge_cash_record_payment, migration 0032). Whether the user may take cash at all is said
 * before, by requireOpenDrawer (require-open-drawer.ts), outside the folio's lock.
 */
export async function recordDrawerCash(tx: Db, o: { paymentId: number; method: string }): Promise<void> {
  if (o.method !== 'cash') return;
  await tx.execute(sql`select auberge_cash_record_payment(${o.paymentId})`);
}
