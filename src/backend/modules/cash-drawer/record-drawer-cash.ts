import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requireOpenDrawer } from './require-open-drawer.ts';

/**
 * The payment path's drawer hook, in the payment's transaction: a cash payment or refund is
 * refused to a cashier without an open drawer (require-open-drawer.ts), else written as a movement
 * of the user's open shift, or of the house drawer (auberge_cash_record_payment, migration 0032).
 */
export async function recordDrawerCash(
  tx: Db,
  o: { paymentId: number; groupId: number; userId: number; method: string; roles?: readonly string[] | undefined },
): Promise<void> {
  if (o.method !== 'cash') return;
  await requireOpenDrawer(tx, o);
  await tx.execute(sql`select auberge_cash_record_payment(${o.paymentId})`);
}
