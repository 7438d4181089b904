import type { Db } from '../../db/client.ts';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { nextBoNumber } from './bo-sql.ts';
import { assertOwned } from './owned.ts';
import { assertStockedProducts } from './post-movement.ts';
import { addOrderEvent, PO_STATUS } from './purchase-order-data.ts';
import { givenPriceE4, lineValueMinor } from './purchase-prices.ts';
import type { BoActor } from './bo-access.ts';
import type { TPurchaseOrderRequest } from './back-office.schemas.ts';

/**
 * New purchase (OrderSuplier, POST order-commande): a Preorder (1) in the hotel's currency. Unit
 * prices keep their four decimals; the total is the sum of the lines' values in minor units, each
 * quantity × price rounded half up once.
 */
export async function createPurchaseOrder(
  db: Db,
  opts: { actor: BoActor; input: TPurchaseOrderRequest },
): Promise<{ purchaseOrderId: number; number: string; totalMinor: number }> {
  const { actor, input } = opts;
  return db.transaction(async (tx) => {
    await assertOwned(tx, 'supplier', input.supplierId, actor.groupId, 'supplierId');
    await assertOwned(tx, 'store', input.storeId, actor.groupId, 'storeId');
    await assertStockedProducts(
      tx,
      actor.groupId,
      input.lines.map((l) => l.productId),
    );
    const { currency, digits } = await readHotelCurrency(tx, actor.groupId);
    const lines = input.lines.map((l, i) => {
      const unitPriceE4 = givenPriceE4(l.unitPrice, l.unitPriceMinor, digits)!;
      return { ...l, unitPriceE4, valueMinor: lineValueMinor(l.quantity, unitPriceE4, digits, `lines.${i}.quantity`) };
    });
    const totalMinor = lines.reduce((s, l) => s + l.valueMinor, 0);
    if (!Number.isSafeInteger(totalMinor))
      throw new AppError('invalid_input', "lines: the order's total is too large an amount; split the order", 'lines', { key: 'errors.bo.orderTooLarge' });
    const number = await nextBoNumber(tx, actor.groupId, 'PO');
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        groupId: actor.groupId,
        number,
        supplierId: input.supplierId,
        storeId: input.storeId,
        status: PO_STATUS.PREORDER,
        currency,
        day: input.day,
        note: input.note,
        allowOverDelivery: input.allowOverDelivery,
        totalMinor,
        createdBy: actor.user.userId,
      })
      .returning({ id: purchaseOrders.purchaseOrderId });
    await tx.insert(purchaseOrderLines).values(
      lines.map((l) => ({
        purchaseOrderId: order!.id,
        productId: l.productId,
        quantity: String(l.quantity),
        unitPriceE4: l.unitPriceE4,
        status: PO_STATUS.PREORDER,
      })),
    );
    await addOrderEvent(tx, actor, { purchase_order_id: order!.id, number }, 'created', { key: 'po.event.created', params: { lines: input.lines.length } });
    return { purchaseOrderId: order!.id, number, totalMinor };
  });
}
