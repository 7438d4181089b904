import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { rowsOf, sqlInstant, sqlNumber } from '../../core/rows.ts';
import { BO_PAGE_SIZE, toPage, type BoPage } from './bo-page.ts';
import type { TDeliveriesQuery } from './back-office.schemas.ts';

/** The delivery list's status rule (§4): none → 4, 0 and 4 as given, any other value → 6. */
export function deliveryStatusFilter(status: string | undefined): number {
  if (status === undefined || status === '') return 4;
  if (status === '0') return 0;
  if (status === '4') return 4;
  return 6;
}

export interface TDeliveryRow {
  deliveryId: number;
  number: string;
  status: number;
  purchaseOrderId: number;
  purchaseOrderNumber: string;
  supplier: string;
  store: string;
  day: string;
  supplierReference: string;
  /** The lines' quantity × unit cost in minor units, each rounded half up (what confirming puts into the stock's value). */
  valueMinor: number;
  lines: number;
  /** Lines whose unit cost differs from the purchase order line's price (flagged before confirming). */
  priceChanges: number;
  createdBy: string;
  createdAt: string;
}

/** A delivery row: its value is a numeric sum and its line count a bigint, its creation an instant (Date or text). */
const ZDeliveryRow = z.object({
  delivery_id: z.number(),
  number: z.string(),
  status: z.number(),
  purchase_order_id: z.number(),
  po_number: z.string(),
  supplier: z.string(),
  store: z.string(),
  day: z.string(),
  supplier_reference: z.string(),
  created_by: z.string(),
  created_at: sqlInstant,
  value_minor: sqlNumber,
  lines: sqlNumber,
  price_changes: sqlNumber,
});

export async function listDeliveries(db: Db, opts: { groupId: number; query: TDeliveriesQuery }): Promise<BoPage<TDeliveryRow> & { status: number }> {
  const q = opts.query;
  const status = deliveryStatusFilter(q.status);
  const where = sql.join(
    [
      sql`d.group_id = ${opts.groupId}`,
      sql`d.status = ${status}`,
      q.number ? sql`d.number ilike ${`%${escapeLike(q.number)}%`}` : undefined,
      q.createdfrom ? sql`d.created_at >= ${q.createdfrom}::date` : undefined,
      q.createdto ? sql`d.created_at < ${q.createdto}::date + 1` : undefined,
    ].filter((s) => s !== undefined),
    sql` and `,
  );
  const [rows, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`
      select d.delivery_id, d.number, d.status, d.purchase_order_id, o.number as po_number, s.name as supplier, st.name as store, d.day::text as day,
        d.supplier_reference, u.name as created_by, d.created_at,
        (select coalesce(sum(bo_purchase_value_minor(l.quantity, l.unit_cost_e4, auberge_currency_digits(o.currency))), 0) from bo_delivery_lines l where l.delivery_id = d.delivery_id) as value_minor,
        (select count(*) from bo_delivery_lines l where l.delivery_id = d.delivery_id) as lines,
        (select count(*) from bo_delivery_lines l join bo_purchase_order_lines pl on pl.line_id = l.line_id
          where l.delivery_id = d.delivery_id and not l.free and l.unit_cost_e4 <> pl.unit_price_e4) as price_changes
      from bo_deliveries d join bo_purchase_orders o on o.purchase_order_id = d.purchase_order_id join bo_suppliers s on s.supplier_id = o.supplier_id
        join bo_stores st on st.store_id = d.store_id join users u on u.user_id = d.created_by
      where ${where} order by d.created_at desc, d.delivery_id desc limit ${BO_PAGE_SIZE} offset ${q.page * BO_PAGE_SIZE}`,
      ZDeliveryRow,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bo_deliveries d where ${where}`),
  ]);
  return {
    ...toPage(
      rows.map((r) => ({
        deliveryId: r.delivery_id,
        number: r.number,
        status: r.status,
        purchaseOrderId: r.purchase_order_id,
        purchaseOrderNumber: r.po_number,
        supplier: r.supplier,
        store: r.store,
        day: r.day,
        supplierReference: r.supplier_reference,
        valueMinor: r.value_minor,
        lines: r.lines,
        priceChanges: r.price_changes,
        createdBy: r.created_by,
        createdAt: r.created_at,
      })),
      total?.n ?? 0,
      q.page,
    ),
    status,
  };
}
