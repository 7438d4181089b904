import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveries, deliveryLines } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { rowsOf } from '../../core/rows.ts';
import { nextBoNumber, qty } from './bo-sql.ts';
import { addOrderEvent, lockPurchaseOrder, PO_STATUS, requireStatus } from './purchase-order-data.ts';
import { givenPriceE4 } from './purchase-prices.ts';
import { currencyDigits } from '../../../lib/domain/currencies.ts';
import type { BoActor } from './bo-access.ts';
import type { TDeliveryRequest } from './back-office.schemas.ts';

/**
 * Delivery: receives goods against a confirmed purchase order of the caller's hotel, possibly in
 * part. A line may not receive more than ordered unless the order allows over-delivery. The
 * delivery is Sended (0) until confirmed; only confirming puts the goods into stock. A line's unit
 * cost is the one typed (four decimals kept) or the order line's price.
 */
export async function receiveDelivery(db: Db, opts: { actor: BoActor; input: TDeliveryRequest }): Promise<{ deliveryId: number; number: string }> {
  const { actor, input } = opts;
  return db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, actor.groupId, input.purchaseOrderId, 'purchaseOrderId');
    requireStatus(order, [PO_STATUS.CONFIRMED], 'receiving a delivery');
    const lines = await rowsOf<{ line_id: number; product_id: number; quantity: string; received_quantity: string; unit_price_e4: string }>(
      tx,
      sql`
      select line_id, product_id, quantity, received_quantity, unit_price_e4 from bo_purchase_order_lines where purchase_order_id = ${order.purchase_order_id}`,
    );
    const digits = currencyDigits(order.currency.trim());
    const byId = new Map(lines.map((l) => [l.line_id, l]));
    const seen = new Set<number>();
    const rows = input.lines.map((l, i) => {
      const line = byId.get(l.lineId);
      if (!line)
        throw new AppError('invalid_input', `lines.${i}.lineId: line ${l.lineId} is not on purchase order ${order.number}`, `lines.${i}.lineId`, {
          key: 'errors.bo.lineNotOnOrder',
          params: { number: order.number },
        });
      if (seen.has(l.lineId))
        throw new AppError('invalid_input', `lines.${i}.lineId: line ${l.lineId} appears twice`, `lines.${i}.lineId`, { key: 'errors.bo.lineTwice' });
      seen.add(l.lineId);
      const left = qty(line.quantity) - qty(line.received_quantity);
      if (!order.allow_over_delivery && l.quantity > left + 1e-9) {
        throw new AppError(
          'invalid_input',
          `lines.${i}.quantity: ${l.quantity} exceeds the ${qty(left)} still to receive on purchase order ${order.number} (over-delivery not allowed)`,
          `lines.${i}.quantity`,
          { key: 'errors.bo.overDelivery', params: { quantity: l.quantity, left: qty(left), number: order.number } },
        );
      }
      if (l.quantity === 0) return { line, quantity: 0, unitCostE4: 0, free: l.free };
      // Valued, or given away on purpose: an empty cost (none typed and none on the order) is not a free line.
      const typed = givenPriceE4(l.unitCost, l.unitCostMinor, digits);
      const field = `lines.${i}.${l.unitCost !== undefined ? 'unitCost' : 'unitCostMinor'}`;
      const unitCostE4 = l.free ? 0 : (typed ?? Number(line.unit_price_e4));
      if (l.free && typed !== undefined && typed !== 0) {
        throw new AppError('invalid_input', `${field}: a free line costs nothing; leave the cost empty or untick free`, field, {
          key: 'errors.bo.freeLineCost',
        });
      }
      if (unitCostE4 <= 0 && !l.free) {
        throw new AppError(
          'invalid_input',
          `${field}: the unit cost of line ${l.lineId} is empty (0.00); type what the supplier charges, or mark the line free if it was given`,
          field,
          { key: 'errors.bo.lineCostEmpty' },
        );
      }
      return { line, quantity: l.quantity, unitCostE4, free: l.free };
    });
    const number = await nextBoNumber(tx, actor.groupId, 'BL');
    const [delivery] = await tx
      .insert(deliveries)
      .values({
        groupId: actor.groupId,
        number,
        purchaseOrderId: order.purchase_order_id,
        storeId: order.store_id,
        status: 0,
        day: input.day,
        supplierReference: input.supplierReference,
        createdBy: actor.user.userId,
      })
      .returning({ id: deliveries.deliveryId });
    // A line at 0 came in with nothing: it stays on backorder, with no delivery line.
    const received = rows.filter((r) => r.quantity > 0);
    await tx.insert(deliveryLines).values(
      received.map((r) => ({
        deliveryId: delivery!.id,
        lineId: r.line.line_id,
        productId: r.line.product_id,
        quantity: String(r.quantity),
        unitCostE4: r.unitCostE4,
        free: r.free,
      })),
    );
    for (const r of received) {
      await tx.execute(
        sql`update bo_purchase_order_lines set received_quantity = received_quantity + ${String(r.quantity)}::numeric where line_id = ${r.line.line_id}`,
      );
    }
    await addOrderEvent(tx, actor, order, 'delivery', { key: 'po.event.delivery', params: { number, lines: received.length } });
    // Every line in full: the order is Received and leaves the list of orders to receive.
    const [open] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from bo_purchase_order_lines where purchase_order_id = ${order.purchase_order_id} and received_quantity < quantity`,
    );
    if (Number(open?.n ?? 0) === 0) {
      await tx.execute(sql`update bo_purchase_orders set status = ${PO_STATUS.RECEIVED} where purchase_order_id = ${order.purchase_order_id}`);
      await tx.execute(sql`update bo_purchase_order_lines set status = ${PO_STATUS.RECEIVED} where purchase_order_id = ${order.purchase_order_id}`);
    }
    await recordAuditEvent(tx, {
      groupId: actor.groupId,
      user: actor.user,
      typeId: AUDIT.BO_DELIVERY,
      text: { key: 'audit.msg.backOffice.deliveryReceived', params: { delivery: number, order: order.number } },
      itemId: delivery!.id,
      itemNumber: number,
    });
    return { deliveryId: delivery!.id, number };
  });
}
