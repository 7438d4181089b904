import { sql } from 'drizzle-orm';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import type { Db } from '../../db/client.ts';
import { inventories, inventoryLines } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { rowsOf } from '../../core/rows.ts';
import { qty, withLedgerErrors } from './bo-sql.ts';
import { assertStockedProducts, postMovement } from './post-movement.ts';
import { averageCostE4 } from '../../../lib/domain/purchase-price.ts';
import { countVariance } from './inventory-variance.ts';
import type { BoActor } from './bo-access.ts';
import { inventoryAuditNames, inventoryDetail } from './inventory-audit.ts';
import type { TInventoryRequest } from './back-office.schemas.ts';

export interface TInventoryResult {
  inventoryId: number;
  /** 4 posted; 0 waiting for an approver (nothing moved yet). */
  status: 0 | 4;
  lines: { productId: number; theoretical: number; counted: number; difference: number; differenceValueMinor: number }[];
  differenceValueMinor: number;
  needsApproval: boolean;
}

/**
 * Posts the counted lines of an inventory: each product's difference from the stock on hand now
 * (under the balance row's lock) becomes one correction movement, valued at the average cost (a
 * surplus with no average yet at the product's purchase price). Writes the inventory's lines.
 */
export async function postCountedLines(
  tx: Db,
  o: { actor: BoActor; inventoryId: number; storeId: number; day: string; note: string; lines: readonly { productId: number; counted: number }[] },
): Promise<TInventoryResult['lines']> {
  const products = await assertStockedProducts(
    tx,
    o.actor.groupId,
    o.lines.map((l) => l.productId),
  );
  const { digits } = await readHotelCurrency(tx, o.actor.groupId);
  const lines: TInventoryResult['lines'] = [];
  for (const l of o.lines) {
    await tx.execute(
      sql`insert into bo_stock_balances (product_id, store_id, group_id) values (${l.productId}, ${o.storeId}, ${o.actor.groupId}) on conflict do nothing`,
    );
    const [bal] = await rowsOf<{ quantity: string; value_minor: string }>(
      tx,
      sql`select quantity, value_minor from bo_stock_balances where product_id = ${l.productId} and store_id = ${o.storeId} for update`,
    );
    const theoretical = qty(bal!.quantity);
    const difference = qty(l.counted - theoretical);
    let differenceValueMinor = 0;
    if (difference !== 0) {
      const average = theoretical > 0 ? averageCostE4(BigInt(bal!.value_minor), bal!.quantity, digits) : (products.get(l.productId)?.purchasePriceE4 ?? 0);
      const posted = await postMovement(tx, {
        groupId: o.actor.groupId,
        productId: l.productId,
        storeId: o.storeId,
        day: o.day,
        kind: 'correction',
        quantity: difference,
        unitCostE4: average,
        sourceType: 'inventory',
        sourceId: o.inventoryId,
        note: o.note,
        userId: o.actor.user.userId,
      });
      differenceValueMinor = posted.valueMinor;
    }
    lines.push({ productId: l.productId, theoretical, counted: l.counted, difference, differenceValueMinor });
  }
  return lines;
}

/**
 * Inventory (CorrectionStock): a count of one store. Below the store's approval threshold it posts
 * at once (see postCountedLines); above it, the count is kept with its variance as it stands now and
 * waits (status 0) for an approver other than the counter (approveInventory), nothing moved.
 */
export async function postInventory(db: Db, opts: { actor: BoActor; input: TInventoryRequest }): Promise<TInventoryResult> {
  const { actor, input } = opts;
  return withLedgerErrors(db, () =>
    db.transaction(async (tx) => {
      const variance = await countVariance(tx, { groupId: actor.groupId, storeId: input.storeId, lines: input.lines });
      const status = variance.needsApproval ? 0 : 4;
      const [inv] = await tx
        .insert(inventories)
        .values({ groupId: actor.groupId, storeId: input.storeId, day: input.day, note: input.note, createdBy: actor.user.userId, status })
        .returning({ id: inventories.inventoryId });
      const lines = variance.needsApproval
        ? variance.lines.map(({ unit: _unit, ...l }) => l)
        : await postCountedLines(tx, { actor, inventoryId: inv!.id, storeId: input.storeId, day: input.day, note: input.note, lines: input.lines });
      await tx.insert(inventoryLines).values(
        lines.map((l) => ({
          inventoryId: inv!.id,
          productId: l.productId,
          theoretical: String(l.theoretical),
          counted: String(l.counted),
          differenceValueMinor: l.differenceValueMinor,
        })),
      );
      const total = lines.reduce((s, l) => s + l.differenceValueMinor, 0);
      const named = await inventoryAuditNames(tx, { groupId: actor.groupId, storeId: input.storeId });
      await recordAuditEvent(tx, {
        groupId: actor.groupId,
        user: actor.user,
        typeId: AUDIT.BO_INVENTORY,
        text: {
          key: 'audit.msg.backOffice.inventory',
          params: { store: named.store, day: input.day, corrections: lines.filter((l) => l.difference !== 0).length },
        },
        itemId: inv!.id,
        detailText: inventoryDetail(status === 0 ? 'awaiting' : 'posted', total, named.currency),
      });
      return { inventoryId: inv!.id, status, lines, differenceValueMinor: total, needsApproval: variance.needsApproval };
    }),
  );
}
