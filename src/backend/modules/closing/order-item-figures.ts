import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';

/** An item's charges posted by the closing of `day` (the spec's per-item "bac"), with its hotel. */
export async function findItemBac(db: Db, o: { itemId: number; day: string }): Promise<{ groupId: number; amountMinor: number } | undefined> {
  const [row] = await rowsOf<{ groupId: number; amountMinor: number }>(
    db,
    sql`
    select i.group_id as "groupId",
      coalesce((select sum(c.amount_minor) from order_charges c where c.item_id = i.item_id and c.posted_day = ${o.day}::date), 0)::float8 as "amountMinor"
    from order_items i where i.item_id = ${o.itemId}`,
  );
  return row;
}

/** Order items of a type (and order status) whose service starts and ends fall in the given windows. */
export async function countOrderItems(
  db: Db,
  o: {
    groupId: number;
    type: string;
    status?: number | undefined;
    startservice?: string | undefined;
    startendservice?: string | undefined;
    endservice?: string | undefined;
    endendservice?: string | undefined;
  },
): Promise<number> {
  const where: SQL[] = [sql`i.group_id = ${o.groupId}`, sql`o.order_type = ${o.type}`];
  if (o.status !== undefined) where.push(sql`o.status = ${o.status}`);
  if (o.startservice) where.push(sql`i.service_start >= ${o.startservice}::date`);
  if (o.startendservice) where.push(sql`i.service_start <= ${o.startendservice}::date`);
  if (o.endservice) where.push(sql`i.service_end >= ${o.endservice}::date`);
  if (o.endendservice) where.push(sql`i.service_end <= ${o.endendservice}::date`);
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from order_items i join orders o on o.order_id = i.order_id where ${sql.join(where, sql` and `)}`,
  );
  return row?.n ?? 0;
}
