import { sql } from 'drizzle-orm';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import type { AuditDetail } from '../audit/index.ts';

/** What an inventory's audit event names: its store by name (never its id) and the hotel's currency for its value. */
export async function inventoryAuditNames(tx: Db, o: { groupId: number; storeId: number }): Promise<{ store: string; currency: string }> {
  const [s] = await rowsOf<{ name: string }>(tx, sql`select name from bo_stores where store_id = ${o.storeId} and group_id = ${o.groupId}`);
  const { currency } = await readHotelCurrency(tx, o.groupId);
  return { store: s?.name ?? '-', currency };
}

/** An inventory's value (minor units of the hotel's currency) as its audit detail: posted, awaiting approval, or approved. */
export const inventoryDetail = (state: 'posted' | 'awaiting' | 'approved', value: number, currency: string): AuditDetail => ({
  key: state === 'posted' ? 'audit.detail.inventory.posted' : state === 'awaiting' ? 'audit.detail.inventory.awaiting' : 'audit.detail.inventory.approved',
  params: { value, currency },
});
