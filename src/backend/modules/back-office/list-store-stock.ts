import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { qty } from './bo-sql.ts';
import type { TStoreStockDto } from '../../../lib/domain/back-office-dto.ts';
export type { TStoreStockDto };

/** Every active stocked product with what one store holds of it (0 when it never moved there): the inventory sheet. */
export async function listStoreStock(db: Db, opts: { groupId: number; storeId: number }): Promise<TStoreStockDto[]> {
  const rows = await rowsOf<{
    product_id: number;
    reference: string;
    name: string;
    unit: string;
    quantity: string | null;
    value_minor: string | null;
    last_count: string | null;
  }>(
    db,
    sql`
    select p.product_id, p.reference, p.name, p.unit, b.quantity, b.value_minor,
      (select max(i.day)::text from bo_inventory_lines l join bo_inventories i on i.inventory_id = l.inventory_id
        where l.product_id = p.product_id and i.store_id = ${opts.storeId} and i.status = 4) as last_count
    from bo_products p left join bo_stock_balances b on b.product_id = p.product_id and b.store_id = ${opts.storeId}
    where p.group_id = ${opts.groupId} and p.stocked and p.active order by p.name, p.product_id limit 2000`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    reference: r.reference,
    name: r.name,
    unit: r.unit,
    quantity: qty(r.quantity),
    valueMinor: Number(r.value_minor ?? 0),
    lastCountDay: r.last_count,
  }));
}
