import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { qty, rowsOf } from './bo-sql.ts';

export interface TPurchaseOrderDto {
  purchaseOrderId: number;
  number: string;
  status: number;
  supplier: { supplierId: number; name: string; email: string };
  store: { storeId: number; name: string };
  day: string;
  currency: string;
  note: string;
  allowOverDelivery: boolean;
  totalMinor: number;
  createdBy: { userId: number; name: string };
  approvedBy: { userId: number; name: string } | null;
  archived: boolean;
  lines: { lineId: number; productId: number; reference: string; name: string; unit: string; quantity: number; unitPriceMinor: number; receivedQuantity: number; status: number }[];
  events: { type: string; message: string; user: string | null; createdAt: string }[];
  deliveries: { deliveryId: number; number: string; status: number; day: string }[];
}

/** One purchase order of the caller's hotel with its lines, events (and archive texts) and deliveries. */
export async function findPurchaseOrder(db: Db, opts: { groupId: number; purchaseOrderId: number }): Promise<TPurchaseOrderDto> {
  const id = opts.purchaseOrderId;
  const [head] = await rowsOf<Record<string, unknown>>(db, sql`
    select o.*, o.day::text as day_text, s.name as supplier_name, s.email as supplier_email, st.name as store_name, cu.name as created_name, au.name as approved_name
    from bo_purchase_orders o join bo_suppliers s on s.supplier_id = o.supplier_id join bo_stores st on st.store_id = o.store_id
      join users cu on cu.user_id = o.created_by left join users au on au.user_id = o.approved_by
    where o.purchase_order_id = ${id} and o.group_id = ${opts.groupId}`);
  if (!head) throw new AppError('not_found', `No purchase order ${id} in this hotel.`);
  const [lines, events, deliveries] = await Promise.all([
    rowsOf<Record<string, unknown>>(db, sql`select l.*, p.reference, p.name, p.unit from bo_purchase_order_lines l join bo_products p on p.product_id = l.product_id where l.purchase_order_id = ${id} order by l.line_id`),
    rowsOf<Record<string, unknown>>(db, sql`select e.type, e.message, u.name as user_name, e.created_at from bo_purchase_order_events e left join users u on u.user_id = e.user_id where e.purchase_order_id = ${id} order by e.event_id`),
    rowsOf<Record<string, unknown>>(db, sql`select delivery_id, number, status, day::text as day from bo_deliveries where purchase_order_id = ${id} order by delivery_id`),
  ]);
  return {
    purchaseOrderId: id, number: String(head['number']), status: Number(head['status']),
    supplier: { supplierId: Number(head['supplier_id']), name: String(head['supplier_name']), email: String(head['supplier_email']) },
    store: { storeId: Number(head['store_id']), name: String(head['store_name']) },
    day: String(head['day_text']), currency: String(head['currency']), note: String(head['note']), allowOverDelivery: Boolean(head['allow_over_delivery']),
    totalMinor: Number(head['total_minor']), createdBy: { userId: Number(head['created_by']), name: String(head['created_name']) },
    approvedBy: head['approved_by'] === null ? null : { userId: Number(head['approved_by']), name: String(head['approved_name']) },
    archived: Boolean(head['archived']),
    lines: lines.map((l) => ({
      lineId: Number(l['line_id']), productId: Number(l['product_id']), reference: String(l['reference']), name: String(l['name']), unit: String(l['unit']),
      quantity: qty(l['quantity'] as string), unitPriceMinor: Number(l['unit_price_minor']), receivedQuantity: qty(l['received_quantity'] as string), status: Number(l['status']),
    })),
    events: events.map((e) => ({ type: String(e['type']), message: String(e['message']), user: (e['user_name'] as string | null) ?? null, createdAt: new Date(e['created_at'] as string).toISOString() })),
    deliveries: deliveries.map((d) => ({ deliveryId: Number(d['delivery_id']), number: String(d['number']), status: Number(d['status']), day: String(d['day']) })),
  };
}
