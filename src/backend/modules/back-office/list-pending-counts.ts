import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { qty } from './bo-sql.ts';

export interface TPendingCount {
  inventoryId: number;
  storeId: number;
  store: string;
  day: string;
  note: string;
  createdBy: string;
  createdById: number;
  differenceValueMinor: number;
  lines: {
    productId: number;
    reference: string;
    product: string;
    unit: string;
    theoretical: number;
    counted: number;
    difference: number;
    differenceValueMinor: number;
  }[];
}

/** The counts waiting for an approver, oldest first, each with its variance line by line (as counted). */
export async function listPendingCounts(db: Db, o: { groupId: number }): Promise<TPendingCount[]> {
  const heads = await rowsOf<{ inventory_id: number; store_id: number; store: string; day: string; note: string; created_by: string; created_by_id: number }>(
    db,
    sql`select i.inventory_id, i.store_id, s.name as store, i.day::text as day, i.note, u.name as created_by, i.created_by as created_by_id
    from bo_inventories i join bo_stores s on s.store_id = i.store_id join users u on u.user_id = i.created_by
    where i.group_id = ${o.groupId} and i.status = 0 order by i.inventory_id limit 100`,
  );
  if (heads.length === 0) return [];
  const lines = await rowsOf<{
    inventory_id: number;
    product_id: number;
    reference: string;
    name: string;
    unit: string;
    theoretical: string;
    counted: string;
    value: string;
  }>(
    db,
    sql`select l.inventory_id, l.product_id, p.reference, p.name, p.unit, l.theoretical, l.counted, l.difference_value_minor as value
    from bo_inventory_lines l join bo_products p on p.product_id = l.product_id
    where l.inventory_id in (${sql.join(
      heads.map((h) => sql`${h.inventory_id}`),
      sql`, `,
    )}) order by p.name, l.product_id`,
  );
  return heads.map((h) => {
    const mine = lines
      .filter((l) => l.inventory_id === h.inventory_id)
      .map((l) => ({
        productId: l.product_id,
        reference: l.reference,
        product: l.name,
        unit: l.unit,
        theoretical: qty(l.theoretical),
        counted: qty(l.counted),
        difference: qty(qty(l.counted) - qty(l.theoretical)),
        differenceValueMinor: Number(l.value),
      }));
    return {
      inventoryId: h.inventory_id,
      storeId: h.store_id,
      store: h.store,
      day: h.day,
      note: h.note,
      createdBy: h.created_by,
      createdById: h.created_by_id,
      differenceValueMinor: mine.reduce((s, l) => s + l.differenceValueMinor, 0),
      lines: mine,
    };
  });
}
