import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { rowsOf } from './bo-sql.ts';
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
  valueMinor: number;
  lines: number;
  createdBy: string;
  createdAt: string;
}

export async function listDeliveries(db: Db, opts: { groupId: number; query: TDeliveriesQuery }): Promise<BoPage<TDeliveryRow> & { status: number }> {
  const q = opts.query;
  const status = deliveryStatusFilter(q.status);
  const where = sql.join([
    sql`d.group_id = ${opts.groupId}`, sql`d.status = ${status}`,
    q.number ? sql`d.number ilike ${`%${escapeLike(q.number)}%`}` : undefined,
    q.createdfrom ? sql`d.created_at >= ${q.createdfrom}::date` : undefined,
    q.createdto ? sql`d.created_at < ${q.createdto}::date + 1` : undefined,
  ].filter((s) => s !== undefined), sql` and `);
  const [rows, [total]] = await Promise.all([
    rowsOf<Record<string, unknown>>(db, sql`
      select d.delivery_id, d.number, d.status, d.purchase_order_id, o.number as po_number, s.name as supplier, st.name as store, d.day::text as day,
        d.supplier_reference, u.name as created_by, d.created_at,
        (select coalesce(sum(round(l.quantity * l.unit_cost_minor)), 0) from bo_delivery_lines l where l.delivery_id = d.delivery_id) as value_minor,
        (select count(*) from bo_delivery_lines l where l.delivery_id = d.delivery_id) as lines
      from bo_deliveries d join bo_purchase_orders o on o.purchase_order_id = d.purchase_order_id join bo_suppliers s on s.supplier_id = o.supplier_id
        join bo_stores st on st.store_id = d.store_id join users u on u.user_id = d.created_by
      where ${where} order by d.created_at desc, d.delivery_id desc limit ${BO_PAGE_SIZE} offset ${q.page * BO_PAGE_SIZE}`),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bo_deliveries d where ${where}`),
  ]);
  return {
    ...toPage(rows.map((r) => ({
      deliveryId: Number(r['delivery_id']), number: String(r['number']), status: Number(r['status']), purchaseOrderId: Number(r['purchase_order_id']),
      purchaseOrderNumber: String(r['po_number']), supplier: String(r['supplier']), store: String(r['store']), day: String(r['day']),
      supplierReference: String(r['supplier_reference']), valueMinor: Number(r['value_minor']), lines: Number(r['lines']), createdBy: String(r['created_by']),
      createdAt: new Date(r['created_at'] as string).toISOString(),
    })), total?.n ?? 0, q.page),
    status,
  };
}
