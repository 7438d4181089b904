import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, word } from '../../http/errors.ts';
import { rowsOf, sqlInstant, sqlNumber } from '../../core/rows.ts';
import { qty } from './bo-sql.ts';
import { currencyDigits } from '../../../lib/domain/currencies.ts';
import { purchasePriceText } from '../../../lib/domain/purchase-price.ts';
import { lineValueMinor } from './purchase-prices.ts';
import type { TPurchaseOrderDto } from '../../../lib/domain/back-office-dto.ts';
import { textOf } from '../../../lib/i18n/stored-texts.ts';
export type { TPurchaseOrderDto };

/** The order's head: its total a bigint (text from node-postgres). */
const ZHeadRow = z.object({
  number: z.string(),
  status: z.number(),
  supplier_id: z.number(),
  supplier_name: z.string(),
  supplier_email: z.string(),
  store_id: z.number(),
  store_name: z.string(),
  day_text: z.string(),
  currency: z.string(),
  note: z.string(),
  allow_over_delivery: z.boolean(),
  total_minor: sqlNumber,
  created_by: z.number(),
  created_name: z.string(),
  approved_by: z.number().nullable(),
  approved_name: z.string().nullable(),
  archived: z.boolean(),
});
/** A line: its quantities are numeric, kept as their exact text (the value is computed from it); its price a bigint. */
const ZLineRow = z.object({
  line_id: z.number(),
  product_id: z.number(),
  reference: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.string(),
  unit_price_e4: sqlNumber,
  received_quantity: z.string(),
  status: z.number(),
});
const ZEventRow = z.object({
  type: z.string(),
  message: z.string(),
  text_key: z.string().nullable(),
  text_params: z.unknown(),
  user_name: z.string().nullable(),
  created_at: sqlInstant,
});

/** One purchase order of the caller's hotel with its lines, events (and archive texts) and deliveries. */
export async function findPurchaseOrder(db: Db, opts: { groupId: number; purchaseOrderId: number }): Promise<TPurchaseOrderDto> {
  const id = opts.purchaseOrderId;
  const [head] = await rowsOf(
    db,
    sql`
    select o.number, o.status, o.supplier_id, o.store_id, o.currency, o.note, o.allow_over_delivery, o.total_minor, o.created_by, o.approved_by, o.archived,
      o.day::text as day_text, s.name as supplier_name, s.email as supplier_email, st.name as store_name, cu.name as created_name, au.name as approved_name
    from bo_purchase_orders o join bo_suppliers s on s.supplier_id = o.supplier_id join bo_stores st on st.store_id = o.store_id
      join users cu on cu.user_id = o.created_by left join users au on au.user_id = o.approved_by
    where o.purchase_order_id = ${id} and o.group_id = ${opts.groupId}`,
    ZHeadRow,
  );
  if (!head)
    throw new AppError('not_found', `No purchase order ${id} in this hotel.`, undefined, {
      key: 'errors.bo.noSuch',
      params: { thing: word('errors.boThing.purchaseOrder') },
    });
  const [lines, events, deliveries] = await Promise.all([
    rowsOf(
      db,
      sql`select l.line_id, l.product_id, l.quantity, l.unit_price_e4, l.received_quantity, l.status, p.reference, p.name, p.unit
      from bo_purchase_order_lines l join bo_products p on p.product_id = l.product_id where l.purchase_order_id = ${id} order by l.line_id`,
      ZLineRow,
    ),
    rowsOf(
      db,
      sql`select e.type, e.message, e.text_key, e.text_params, u.name as user_name, e.created_at from bo_purchase_order_events e left join users u on u.user_id = e.user_id where e.purchase_order_id = ${id} order by e.event_id`,
      ZEventRow,
    ),
    rowsOf<{ deliveryId: number; number: string; status: number; day: string }>(
      db,
      sql`select delivery_id as "deliveryId", number, status, day::text as day from bo_deliveries where purchase_order_id = ${id} order by delivery_id`,
    ),
  ]);
  const digits = currencyDigits(head.currency.trim());
  return {
    purchaseOrderId: id,
    number: head.number,
    status: head.status,
    supplier: { supplierId: head.supplier_id, name: head.supplier_name, email: head.supplier_email },
    store: { storeId: head.store_id, name: head.store_name },
    day: head.day_text,
    currency: head.currency,
    note: head.note,
    allowOverDelivery: head.allow_over_delivery,
    totalMinor: head.total_minor,
    createdBy: { userId: head.created_by, name: head.created_name },
    // The approver is a user (a foreign key): their name is there whenever their id is.
    approvedBy: head.approved_by === null ? null : { userId: head.approved_by, name: head.approved_name ?? '' },
    archived: head.archived,
    lines: lines.map((l, i) => ({
      lineId: l.line_id,
      productId: l.product_id,
      reference: l.reference,
      name: l.name,
      unit: l.unit,
      quantity: qty(l.quantity),
      unitPriceE4: l.unit_price_e4,
      unitPrice: purchasePriceText(l.unit_price_e4),
      valueMinor: lineValueMinor(l.quantity, l.unit_price_e4, digits, `lines.${i}.quantity`),
      receivedQuantity: qty(l.received_quantity),
      status: l.status,
    })),
    events: events.map((e) => ({
      type: e.type,
      message: e.message,
      text: textOf({ description: e.message, textKey: e.text_key, textParams: e.text_params }),
      user: e.user_name,
      createdAt: e.created_at,
    })),
    deliveries,
  };
}
