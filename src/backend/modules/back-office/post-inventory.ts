import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventories, inventoryLines } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { rowsOf } from '../../core/rows.ts';
import { qty, withLedgerErrors } from './bo-sql.ts';
import { assertOwned } from './owned.ts';
import { assertStockedProducts, postMovement } from './post-movement.ts';
import { hotelCurrency } from './purchase-prices.ts';
import { averageCostE4 } from '../../../lib/domain/purchase-price.ts';
import type { BoActor } from './bo-access.ts';
import type { TInventoryRequest } from './back-office.schemas.ts';

export interface TInventoryResult {
  inventoryId: number;
  lines: { productId: number; theoretical: number; counted: number; difference: number; differenceValueMinor: number }[];
  differenceValueMinor: number;
}

/**
 * Inventory (CorrectionStock): a count of one store. Each counted product's difference from the
 * stock on hand becomes one correction movement, valued at the average cost (a surplus with no
 * average yet at the product's purchase price).
 */
export async function postInventory(db: Db, opts: { actor: BoActor; input: TInventoryRequest }): Promise<TInventoryResult> {
  const { actor, input } = opts;
  const dup = input.lines.findIndex((l, i) => input.lines.findIndex((m) => m.productId === l.productId) !== i);
  if (dup >= 0)
    throw new AppError('invalid_input', `lines.${dup}.productId: product ${input.lines[dup]!.productId} is counted twice`, `lines.${dup}.productId`, {
      key: 'errors.bo.countedTwice',
    });
  return withLedgerErrors(db, () =>
    db.transaction(async (tx) => {
      await assertOwned(tx, 'store', input.storeId, actor.groupId, 'storeId');
      const products = await assertStockedProducts(
        tx,
        actor.groupId,
        input.lines.map((l) => l.productId),
      );
      const { digits } = await hotelCurrency(tx, actor.groupId);
      const [inv] = await tx
        .insert(inventories)
        .values({ groupId: actor.groupId, storeId: input.storeId, day: input.day, note: input.note, createdBy: actor.user.userId })
        .returning({ id: inventories.inventoryId });
      const lines: TInventoryResult['lines'] = [];
      for (const l of input.lines) {
        await tx.execute(
          sql`insert into bo_stock_balances (product_id, store_id, group_id) values (${l.productId}, ${input.storeId}, ${actor.groupId}) on conflict do nothing`,
        );
        const [bal] = await rowsOf<{ quantity: string; value_minor: string }>(
          tx,
          sql`
        select quantity, value_minor from bo_stock_balances where product_id = ${l.productId} and store_id = ${input.storeId} for update`,
        );
        const theoretical = qty(bal!.quantity);
        const difference = qty(l.counted - theoretical);
        let differenceValueMinor = 0;
        if (difference !== 0) {
          const average = theoretical > 0 ? averageCostE4(BigInt(bal!.value_minor), bal!.quantity, digits) : (products.get(l.productId)?.purchasePriceE4 ?? 0);
          const posted = await postMovement(tx, {
            groupId: actor.groupId,
            productId: l.productId,
            storeId: input.storeId,
            day: input.day,
            kind: 'correction',
            quantity: difference,
            unitCostE4: average,
            sourceType: 'inventory',
            sourceId: inv!.id,
            note: input.note,
            userId: actor.user.userId,
          });
          differenceValueMinor = posted.valueMinor;
        }
        await tx
          .insert(inventoryLines)
          .values({ inventoryId: inv!.id, productId: l.productId, theoretical: String(theoretical), counted: String(l.counted), differenceValueMinor });
        lines.push({ productId: l.productId, theoretical, counted: l.counted, difference, differenceValueMinor });
      }
      const total = lines.reduce((s, l) => s + l.differenceValueMinor, 0);
      await recordAuditEvent(tx, {
        groupId: actor.groupId,
        user: actor.user,
        typeId: AUDIT.BO_INVENTORY,
        text: {
          key: 'audit.msg.backOffice.inventory',
          params: { store: input.storeId, day: input.day, corrections: lines.filter((l) => l.difference !== 0).length },
        },
        itemId: inv!.id,
        detail: `value ${total}`,
      });
      return { inventoryId: inv!.id, lines, differenceValueMinor: total };
    }),
  );
}
