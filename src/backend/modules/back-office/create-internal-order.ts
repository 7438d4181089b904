import type { Db } from '../../db/client.ts';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import { internalOrderLines, internalOrders } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { nextBoNumber } from './bo-sql.ts';
import { assertOnHand } from './assert-on-hand.ts';
import { assertOwned } from './owned.ts';
import { assertStockedProducts } from './post-movement.ts';
import { givenPriceE4 } from './purchase-prices.ts';
import type { BoActor } from './bo-access.ts';
import type { TInternalOrderRequest } from './back-office.schemas.ts';

/** Which stores each kind names: add stock → to; consumption → from; transfer → both, different. */
function checkStores(input: TInternalOrderRequest): void {
  const { kind, fromStoreId: from, toStoreId: to } = input;
  if (kind !== 'add_stock' && from === null)
    throw new AppError('invalid_input', `fromStoreId: a ${kind} needs the store the goods leave`, 'fromStoreId', { key: 'errors.bo.needsFromStore' });
  if (kind !== 'consumption' && to === null)
    throw new AppError('invalid_input', `toStoreId: a ${kind} needs the store the goods enter`, 'toStoreId', { key: 'errors.bo.needsToStore' });
  if (kind === 'add_stock' && from !== null)
    throw new AppError('invalid_input', 'fromStoreId: stock added from outside names no source store', 'fromStoreId', { key: 'errors.bo.addStockNoSource' });
  if (kind === 'consumption' && to !== null)
    throw new AppError('invalid_input', 'toStoreId: a consumption names no receiving store', 'toStoreId', { key: 'errors.bo.consumptionNoTarget' });
  if (kind === 'transfer' && from === to)
    throw new AppError('invalid_input', 'toStoreId: a transfer must go to another store than the one it leaves', 'toStoreId', {
      key: 'errors.bo.transferSameStore',
    });
}

/** Add Stock (InternalOrder), Stock Transfer and consumptions: a Pending (0) internal order that Control confirms. */
export async function createInternalOrder(
  db: Db,
  opts: { actor: BoActor; input: TInternalOrderRequest },
): Promise<{ internalOrderId: number; number: string }> {
  const { actor, input } = opts;
  checkStores(input);
  return db.transaction(async (tx) => {
    if (input.fromStoreId !== null) await assertOwned(tx, 'store', input.fromStoreId, actor.groupId, 'fromStoreId');
    if (input.toStoreId !== null) await assertOwned(tx, 'store', input.toStoreId, actor.groupId, 'toStoreId');
    const products = await assertStockedProducts(
      tx,
      actor.groupId,
      input.lines.map((l) => l.productId),
    );
    // A transfer or a consumption takes only what its store holds when it is entered; Control posts it and the ledger has the last word.
    if (input.kind !== 'add_stock' && input.fromStoreId !== null)
      await assertOnHand(tx, { groupId: actor.groupId, storeId: input.fromStoreId, kind: input.kind, lines: input.lines });
    const { digits } = await readHotelCurrency(tx, actor.groupId);
    const number = await nextBoNumber(tx, actor.groupId, 'IO');
    const [order] = await tx
      .insert(internalOrders)
      .values({
        groupId: actor.groupId,
        number,
        kind: input.kind,
        fromStoreId: input.fromStoreId,
        toStoreId: input.toStoreId,
        status: 0,
        day: input.day,
        note: input.note,
        createdBy: actor.user.userId,
      })
      .returning({ id: internalOrders.internalOrderId });
    await tx.insert(internalOrderLines).values(
      input.lines.map((l) => ({
        internalOrderId: order!.id,
        productId: l.productId,
        quantity: String(l.quantity),
        unitCostE4: givenPriceE4(l.unitCost, l.unitCostMinor, digits) ?? products.get(l.productId)?.purchasePriceE4 ?? 0,
      })),
    );
    await recordAuditEvent(tx, {
      groupId: actor.groupId,
      user: actor.user,
      typeId: AUDIT.BO_STOCK,
      message: `Internal order ${number} (${input.kind}) created`,
      itemId: order!.id,
      itemNumber: number,
    });
    return { internalOrderId: order!.id, number };
  });
}
