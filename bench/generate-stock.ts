import type { Database } from '../src/backend/db/client.ts';

export interface StockGenerated {
  products: number;
  stores: number;
  movements: number;
  ms: number;
}

/**
 * A year of back-office movements for the bench hotel, in bulk SQL: 250 products in 4 stores,
 * 1,050 movements per product and store (a delivery of 30 every tenth movement, issues of 2 in
 * between, so no balance goes below zero), dated evenly over the last 365 days: 1,050,000 ledger
 * rows. The per-row posting trigger is switched off for the load and its columns (running balance
 * and value, average cost) are computed by window functions instead; the balances are then the
 * ledger's sums, exactly what the trigger would have left.
 */
export async function generateStock(database: Database, opts: { groupId: number; today: string; perPair?: number }): Promise<StockGenerated> {
  const t = performance.now();
  const g = opts.groupId;
  const per = opts.perPair ?? 1050;
  await database.exec(`
    insert into bo_suppliers (group_id, code, name) values (${g}, 'BENCH', 'Bench supplier');
    insert into bo_stores (group_id, code, name) select ${g}, 'S' || i, 'Store ' || i from generate_series(1, 4) i;
    insert into bo_product_families (group_id, code, name) values (${g}, 'BENCH', 'Bench family');
    insert into bo_products (group_id, reference, name, unit, purchase_price_e4, supplier_id, family_id)
      select ${g}, 'B-' || lpad(i::text, 4, '0'), 'Bench product ' || i, 'unit', (100 + i * 7) * 100,
        (select supplier_id from bo_suppliers where group_id = ${g} and code = 'BENCH'), (select family_id from bo_product_families where group_id = ${g} and code = 'BENCH')
      from generate_series(1, 250) i;
    alter table bo_stock_movements disable trigger bo_stock_movements_post;
    insert into bo_stock_movements (group_id, product_id, store_id, day, kind, quantity, unit_cost_e4, value_minor, balance_after, value_after_minor, source_type, note, user_id)
      select ${g}, m.product_id, m.store_id, m.day, m.kind, m.q, m.cost, m.q * m.cost / 100, m.balance, m.balance * m.cost / 100, 'bench', '', 1
      from (
        select p.product_id, s.store_id, p.purchase_price_e4 as cost, i,
          ('${opts.today}'::date - 365 + (i * 365 / ${per}))::date as day,
          case when i % 10 = 0 then 'delivery' when i % 10 = 5 then 'sale' when i % 10 = 7 then 'transfer_out' else 'consumption' end as kind,
          case when i % 10 = 0 then 30 else -2 end as q,
          sum(case when i % 10 = 0 then 30 else -2 end) over (partition by p.product_id, s.store_id order by i) as balance
        from bo_products p join bo_stores s on s.group_id = p.group_id cross join generate_series(0, ${per - 1}) i
        where p.group_id = ${g}
      ) m
      order by m.day, m.product_id, m.store_id, m.i;
    alter table bo_stock_movements enable trigger bo_stock_movements_post;
    insert into bo_stock_balances (product_id, store_id, group_id, quantity, value_minor, last_movement_id)
      select product_id, store_id, group_id, sum(quantity), sum(value_minor), max(movement_id) from bo_stock_movements where group_id = ${g} group by 1, 2, 3;
    analyze bo_stock_movements;
    analyze bo_stock_balances;
  `);
  const [row] = await database.query<{ n: string | number }>(`select count(*) as n from bo_stock_movements where group_id = $1`, [g]);
  return { products: 250, stores: 4, movements: Number(row?.n ?? 0), ms: Math.round(performance.now() - t) };
}
