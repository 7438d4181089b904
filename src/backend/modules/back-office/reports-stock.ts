import { sql } from 'drizzle-orm';
import type { ReportDef } from './report-types.ts';
import { allOf, dayRange, productFilters } from './report-where.ts';

/** Shown for a product without a family (a parameter: a character beyond Latin-1 in the module's text doubles its size in the server's memory). */
const NO_FAMILY = '—';

const MOVEMENT_FIELDS = sql`m.movement_id as "movementId", m.day::text as day, m.kind, p.reference, p.name as product, st.name as store,
  m.quantity::float8 as quantity, m.unit_cost_e4 as "unitCost", m.value_minor as "valueMinor",
  m.balance_after::float8 as "balanceAfter", m.value_after_minor as "valueAfterMinor", m.note, u.name as "user"`;
const MOVEMENT_COLUMNS: ReportDef['columns'] = [
  { key: 'day', kind: 'day' },
  { key: 'kind', kind: 'text' },
  { key: 'reference', kind: 'text' },
  { key: 'product', kind: 'text' },
  { key: 'store', kind: 'text' },
  { key: 'quantity', kind: 'qty', sum: true },
  { key: 'unitCost', kind: 'price' },
  { key: 'valueMinor', kind: 'money', sum: true },
  { key: 'balanceAfter', kind: 'qty' },
  { key: 'valueAfterMinor', kind: 'money' },
  { key: 'note', kind: 'text' },
  { key: 'user', kind: 'text' },
];

/** Ledger rows of some kinds, oldest first (the running balance reads in posting order). */
function movements(kinds: string[] | null, dated: boolean): ReportDef {
  return {
    columns: MOVEMENT_COLUMNS,
    dated,
    unit: () => sql`p.unit`,
    select: (ctx) => ({
      fields: MOVEMENT_FIELDS,
      source: sql`bo_stock_movements m join bo_products p on p.product_id = m.product_id join bo_stores st on st.store_id = m.store_id left join users u on u.user_id = m.user_id
        where ${allOf(
          sql`m.group_id = ${ctx.groupId}`,
          kinds !== null && sql`m.kind in ${sql.raw(`(${kinds.map((k) => `'${k}'`).join(',')})`)}`,
          ctx.q.store !== undefined && sql`m.store_id = ${ctx.q.store}`,
          dayRange(ctx, sql`m.day`),
          productFilters(ctx),
        )}`,
      // Dated: the day's rows come from the (group, day) index and are sorted; ordering by the bare
      // id let the planner walk the whole ledger's primary key from its oldest row to the day's.
      order: dated ? sql`m.movement_id + 0` : sql`m.movement_id`,
    }),
  };
}

/** On-hand stock per product and store from the balances the ledger keeps (its sums). */
const theoretical: ReportDef = {
  columns: [
    { key: 'reference', kind: 'text' },
    { key: 'product', kind: 'text' },
    { key: 'family', kind: 'text' },
    { key: 'store', kind: 'text' },
    { key: 'unit', kind: 'text' },
    { key: 'quantity', kind: 'qty', sum: true },
    { key: 'averageCost', kind: 'price' },
    { key: 'valueMinor', kind: 'money', sum: true },
  ],
  dated: false,
  unit: () => sql`p.unit`,
  select: (ctx) => ({
    fields: sql`p.reference, p.name as product, coalesce(f.name, '') as family, st.name as store, p.unit, b.quantity::float8 as quantity,
      case when b.quantity > 0 then round(b.value_minor * power(10::numeric, 4 - auberge_currency_digits(h.currency)) / b.quantity)::bigint else 0 end as "averageCost",
      b.value_minor as "valueMinor"`,
    source: sql`bo_stock_balances b join bo_products p on p.product_id = b.product_id join bo_stores st on st.store_id = b.store_id
      left join bo_product_families f on f.family_id = p.family_id join hotels h on h.group_id = b.group_id
      where ${allOf(sql`b.group_id = ${ctx.groupId}`, ctx.q.store !== undefined && sql`b.store_id = ${ctx.q.store}`, productFilters(ctx))}`,
    order: sql`st.name, p.name, b.product_id`,
  }),
};

/** The last count of each product in each store beside the ledger's stock: physical, theoretical, difference. */
const LAST_COUNT = sql`(select distinct on (i.store_id, l.product_id) i.store_id, l.product_id, i.day, l.counted
  from bo_inventory_lines l join bo_inventories i on i.inventory_id = l.inventory_id where i.status = 4 order by i.store_id, l.product_id, i.inventory_id desc)`;
const reconciliation: ReportDef = {
  columns: [
    { key: 'reference', kind: 'text' },
    { key: 'product', kind: 'text' },
    { key: 'store', kind: 'text' },
    { key: 'countDay', kind: 'day', empty: 'bo.neverCounted' },
    { key: 'physical', kind: 'qty', sum: true },
    { key: 'theoretical', kind: 'qty', sum: true },
    { key: 'difference', kind: 'qty', sum: true },
    { key: 'differenceValueMinor', kind: 'money', sum: true },
  ],
  dated: false,
  unit: () => sql`p.unit`,
  select: (ctx) => ({
    // A product never counted in the store has no physical figure (not a count of 0): no count day, no difference.
    fields: sql`p.reference, p.name as product, st.name as store, c.day::text as "countDay", c.counted::float8 as physical,
      b.quantity::float8 as theoretical, (c.counted - b.quantity)::float8 as difference,
      case when c.counted is null then null when b.quantity > 0 then round((c.counted - b.quantity) * b.value_minor / b.quantity)::bigint else 0 end as "differenceValueMinor"`,
    source: sql`bo_stock_balances b join bo_products p on p.product_id = b.product_id join bo_stores st on st.store_id = b.store_id
      left join ${LAST_COUNT} c on c.store_id = b.store_id and c.product_id = b.product_id
      where ${allOf(sql`b.group_id = ${ctx.groupId}`, ctx.q.store !== undefined && sql`b.store_id = ${ctx.q.store}`, productFilters(ctx))}`,
    order: sql`st.name, p.name, b.product_id`,
  }),
};

const physical: ReportDef = {
  columns: [
    { key: 'reference', kind: 'text' },
    { key: 'product', kind: 'text' },
    { key: 'store', kind: 'text' },
    { key: 'countDay', kind: 'day' },
    { key: 'physical', kind: 'qty', sum: true },
    { key: 'theoreticalAtCount', kind: 'qty', sum: true },
    { key: 'differenceValueMinor', kind: 'money', sum: true },
  ],
  dated: false,
  unit: () => sql`p.unit`,
  select: (ctx) => ({
    fields: sql`p.reference, p.name as product, st.name as store, i.day::text as "countDay", l.counted::float8 as physical, l.theoretical::float8 as "theoreticalAtCount",
      l.difference_value_minor as "differenceValueMinor"`,
    source: sql`bo_inventory_lines l join bo_inventories i on i.inventory_id = l.inventory_id join bo_products p on p.product_id = l.product_id join bo_stores st on st.store_id = i.store_id
      where ${allOf(sql`i.group_id = ${ctx.groupId}`, sql`i.status = 4`, ctx.q.store !== undefined && sql`i.store_id = ${ctx.q.store}`, dayRange(ctx, sql`i.day`), productFilters(ctx))}`,
    order: sql`i.day desc, i.inventory_id desc, p.name`,
  }),
};

/** Per store: how many products, how much on hand, what it is worth (the Board). */
const board: ReportDef = {
  columns: [
    { key: 'store', kind: 'text' },
    { key: 'products', kind: 'qty', sum: true },
    // Per unit, as text ('12.5 kg · 30 bottle'): kilograms are never added to bottles.
    { key: 'quantity', kind: 'text' },
    { key: 'valueMinor', kind: 'money', sum: true },
    { key: 'zeroStock', kind: 'qty', sum: true },
  ],
  dated: false,
  select: (ctx) => ({
    fields: sql`st.name as store, count(b.product_id)::int as products,
      coalesce((select string_agg(trim_scale(x.q)::text || ' ' || x.u, ' · ' order by x.u) from (select p2.unit as u, sum(b2.quantity) as q
        from bo_stock_balances b2 join bo_products p2 on p2.product_id = b2.product_id where b2.store_id = st.store_id group by p2.unit) x), '') as quantity,
      coalesce(sum(b.value_minor), 0)::bigint as "valueMinor",
      count(b.product_id) filter (where b.quantity <= 0)::int as "zeroStock"`,
    source: sql`bo_stores st left join bo_stock_balances b on b.store_id = st.store_id
      where ${allOf(sql`st.group_id = ${ctx.groupId}`, ctx.q.store !== undefined && sql`st.store_id = ${ctx.q.store}`)} group by st.store_id, st.name`,
    order: sql`st.name`,
  }),
};

/** Stock value by family and store (Asset Status: what the stock is worth on the books). */
const assets: ReportDef = {
  columns: [
    { key: 'family', kind: 'text' },
    { key: 'store', kind: 'text' },
    { key: 'unit', kind: 'text' },
    { key: 'quantity', kind: 'qty', sum: true },
    { key: 'valueMinor', kind: 'money', sum: true },
  ],
  dated: false,
  unit: () => sql`p.unit`,
  select: (ctx) => ({
    fields: sql`coalesce(f.name, ${NO_FAMILY}) as family, st.name as store, p.unit, sum(b.quantity)::float8 as quantity, sum(b.value_minor)::bigint as "valueMinor"`,
    source: sql`bo_stock_balances b join bo_products p on p.product_id = b.product_id join bo_stores st on st.store_id = b.store_id left join bo_product_families f on f.family_id = p.family_id
      where ${allOf(sql`b.group_id = ${ctx.groupId}`, ctx.q.store !== undefined && sql`b.store_id = ${ctx.q.store}`, productFilters(ctx))} group by f.name, st.name, p.unit`,
    order: sql`1, 2, 3`,
  }),
};

/** Consumption: what left the stores for use or sale, per product, over the days. */
const consumption: ReportDef = {
  columns: [
    { key: 'reference', kind: 'text' },
    { key: 'product', kind: 'text' },
    { key: 'store', kind: 'text' },
    { key: 'consumed', kind: 'qty', sum: true },
    { key: 'sold', kind: 'qty', sum: true },
    { key: 'valueMinor', kind: 'money', sum: true },
  ],
  dated: true,
  unit: () => sql`p.unit`,
  // The movements (16k a week at the bench hotel) are summed per product and store first, then the
  // few hundred sums get their names: grouping each movement by its texts took 45 ms, this 30.
  select: (ctx) => ({
    fields: sql`p.reference, p.name as product, st.name as store, (-sum(m.consumed))::float8 as consumed, (-sum(m.sold))::float8 as sold,
      (-sum(m.value))::bigint as "valueMinor"`,
    source: sql`(
        select m.product_id, m.store_id, sum(m.quantity) filter (where m.kind = 'consumption') as consumed,
          sum(m.quantity) filter (where m.kind = 'sale') as sold, sum(m.value_minor) as value
        from bo_stock_movements m
        where ${allOf(sql`m.group_id = ${ctx.groupId}`, sql`m.kind in ('consumption', 'sale')`, ctx.q.store !== undefined && sql`m.store_id = ${ctx.q.store}`, dayRange(ctx, sql`m.day`))}
        group by 1, 2
      ) m join bo_products p on p.product_id = m.product_id join bo_stores st on st.store_id = m.store_id
      where ${productFilters(ctx)}
      group by p.reference, p.name, p.unit, st.name`,
    order: sql`2, 3`,
  }),
};

/** Stocked products with nothing on hand (all stores together), with their last movement's day. */
const zeroStock: ReportDef = {
  columns: [
    { key: 'reference', kind: 'text' },
    { key: 'product', kind: 'text' },
    { key: 'unit', kind: 'text' },
    { key: 'quantity', kind: 'qty' },
    { key: 'lastMovement', kind: 'day' },
  ],
  dated: false,
  select: (ctx) => ({
    fields: sql`p.reference, p.name as product, p.unit, coalesce(sum(b.quantity), 0)::float8 as quantity,
      (select max(m.day)::text from bo_stock_movements m where m.movement_id = max(b.last_movement_id)) as "lastMovement"`,
    source: sql`bo_products p left join bo_stock_balances b on b.product_id = p.product_id and ${ctx.q.store !== undefined ? sql`b.store_id = ${ctx.q.store}` : sql`true`}
      where ${allOf(sql`p.group_id = ${ctx.groupId}`, sql`p.stocked`, sql`p.active`, productFilters(ctx))}
      group by p.product_id, p.reference, p.name, p.unit having coalesce(sum(b.quantity), 0) <= 0`,
    order: sql`2`,
  }),
};

/**
 * Cardex: one product's every movement with its running balance and value. In one store the
 * ledger's own balance-after columns are the running figures; over all stores they are the
 * running sums of the product's movements (all of them, before the day filter applies).
 */
const cardex: ReportDef = {
  columns: MOVEMENT_COLUMNS,
  dated: false,
  unit: (ctx) => (ctx.q.store !== undefined ? sql`p.unit` : sql`c.unit`),
  select: (ctx) => {
    if (ctx.q.store !== undefined) return movements(null, false).select(ctx);
    return {
      fields: sql`c."movementId", c.day::text as day, c.kind, c.reference, c.product, c.store, c.quantity, c."unitCost", c."valueMinor",
        c."balanceAfter", c."valueAfterMinor", c.note, c."user"`,
      source: sql`(select m.movement_id as "movementId", m.day, m.kind, p.reference, p.name as product, st.name as store,
          m.quantity::float8 as quantity, m.unit_cost_e4 as "unitCost", m.value_minor as "valueMinor", p.unit,
          (sum(m.quantity) over w)::float8 as "balanceAfter", (sum(m.value_minor) over w)::bigint as "valueAfterMinor", m.note, u.name as "user"
        from bo_stock_movements m join bo_products p on p.product_id = m.product_id join bo_stores st on st.store_id = m.store_id left join users u on u.user_id = m.user_id
        where ${allOf(sql`m.group_id = ${ctx.groupId}`, productFilters(ctx))}
        window w as (order by m.movement_id)) c
        where ${allOf(dayRange(ctx, sql`c.day`))}`,
      order: sql`c."movementId"`,
    };
  },
};

export const STOCK_REPORTS = {
  movements: movements(null, true),
  cardex,
  'stock-out': movements(['consumption', 'sale', 'transfer_out'], true),
  entries: movements(['delivery', 'add_stock', 'transfer_in'], true),
  corrections: movements(['correction'], true),
  theoretical,
  physical,
  reconciliation,
  board,
  assets,
  consumption,
  'zero-stock': zeroStock,
} satisfies Record<string, ReportDef>;
