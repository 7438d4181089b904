import { sql } from 'drizzle-orm';
import type { ReportDef } from './report-types.ts';
import { allOf, dayRange, productFilters } from './report-where.ts';

/** Purchase Report: ordered, received and their value per purchase order line over the order days. */
const purchases: ReportDef = {
  columns: [
    { key: 'number', kind: 'text' },
    { key: 'day', kind: 'day' },
    { key: 'status', kind: 'status' },
    { key: 'supplier', kind: 'text' },
    { key: 'reference', kind: 'text' },
    { key: 'product', kind: 'text' },
    { key: 'ordered', kind: 'qty', sum: true },
    { key: 'received', kind: 'qty', sum: true },
    { key: 'unitPrice', kind: 'price' },
    { key: 'valueMinor', kind: 'money', sum: true },
  ],
  dated: true,
  unit: () => sql`p.unit`,
  select: (ctx) => ({
    fields: sql`o.number, o.day::text as day, o.status, s.name as supplier, p.reference, p.name as product, l.quantity::float8 as ordered,
      l.received_quantity::float8 as received, l.unit_price_e4 as "unitPrice", bo_purchase_value_minor(l.quantity, l.unit_price_e4, auberge_currency_digits(o.currency)) as "valueMinor"`,
    source: sql`bo_purchase_order_lines l join bo_purchase_orders o on o.purchase_order_id = l.purchase_order_id join bo_products p on p.product_id = l.product_id
      join bo_suppliers s on s.supplier_id = o.supplier_id
      where ${allOf(
        sql`o.group_id = ${ctx.groupId}`,
        ctx.q.status !== undefined && sql`o.status = ${Number(ctx.q.status)}`,
        ctx.q.store !== undefined && sql`o.store_id = ${ctx.q.store}`,
        ctx.q.supplier !== undefined && sql`o.supplier_id = ${ctx.q.supplier}`,
        dayRange(ctx, sql`o.day`),
        productFilters({ ...ctx, q: { ...ctx.q, supplier: undefined } }),
      )}`,
    order: sql`o.day desc, o.purchase_order_id desc, l.line_id`,
  }),
};

/** Internal orders' lines (Internal Report, and Transfer Status for the transfers). */
function internal(kind: string | null): ReportDef {
  return {
    columns: [
      { key: 'number', kind: 'text' },
      { key: 'day', kind: 'day' },
      { key: 'kind', kind: 'text' },
      { key: 'status', kind: 'status' },
      { key: 'fromStore', kind: 'text' },
      { key: 'toStore', kind: 'text' },
      { key: 'reference', kind: 'text' },
      { key: 'product', kind: 'text' },
      { key: 'quantity', kind: 'qty', sum: true },
      { key: 'user', kind: 'text' },
    ],
    dated: true,
    unit: () => sql`p.unit`,
    select: (ctx) => ({
      fields: sql`io.number, io.day::text as day, io.kind, io.status, coalesce(fs.name, '') as "fromStore", coalesce(ts.name, '') as "toStore", p.reference, p.name as product,
        l.quantity::float8 as quantity, u.name as "user"`,
      source: sql`bo_internal_order_lines l join bo_internal_orders io on io.internal_order_id = l.internal_order_id join bo_products p on p.product_id = l.product_id
        left join bo_stores fs on fs.store_id = io.from_store_id left join bo_stores ts on ts.store_id = io.to_store_id join users u on u.user_id = io.created_by
        where ${allOf(
          sql`io.group_id = ${ctx.groupId}`,
          kind !== null && sql`io.kind = ${kind}`,
          ctx.q.status !== undefined && sql`io.status = ${Number(ctx.q.status)}`,
          ctx.q.store !== undefined && sql`(io.from_store_id = ${ctx.q.store} or io.to_store_id = ${ctx.q.store})`,
          dayRange(ctx, sql`io.day`),
          productFilters(ctx),
        )}`,
      order: sql`io.day desc, io.internal_order_id desc, l.internal_line_id`,
    }),
  };
}

/** Pending Stock Issue: what waits to touch the stock (internal orders not controlled, deliveries not confirmed). */
const pending: ReportDef = {
  columns: [
    { key: 'document', kind: 'text' },
    { key: 'number', kind: 'text' },
    { key: 'day', kind: 'day' },
    { key: 'store', kind: 'text' },
    { key: 'reference', kind: 'text' },
    { key: 'product', kind: 'text' },
    { key: 'quantity', kind: 'qty', sum: true },
  ],
  dated: false,
  unit: () => sql`p.unit`,
  select: (ctx) => ({
    fields: sql`x.document, x.number, x.day::text as day, x.store, p.reference, p.name as product, x.quantity::float8 as quantity`,
    source: sql`(select io.kind as document, io.number, io.day, coalesce(fs.name, ts.name) as store, l.product_id, l.quantity, io.group_id, coalesce(io.from_store_id, io.to_store_id) as store_id
        from bo_internal_orders io join bo_internal_order_lines l on l.internal_order_id = io.internal_order_id
        left join bo_stores fs on fs.store_id = io.from_store_id left join bo_stores ts on ts.store_id = io.to_store_id where io.status = 0
      union all
      select 'delivery', d.number, d.day, st.name, l.product_id, l.quantity, d.group_id, d.store_id
        from bo_deliveries d join bo_delivery_lines l on l.delivery_id = d.delivery_id join bo_stores st on st.store_id = d.store_id where d.status = 0) x
      join bo_products p on p.product_id = x.product_id
      where ${allOf(sql`x.group_id = ${ctx.groupId}`, ctx.q.store !== undefined && sql`x.store_id = ${ctx.q.store}`, dayRange(ctx, sql`x.day`), productFilters(ctx))}`,
    order: sql`x.day, x.number`,
  }),
};

export const ORDER_REPORTS = {
  purchases,
  internal: internal(null),
  transfers: internal('transfer'),
  pending,
} satisfies Record<string, ReportDef>;
