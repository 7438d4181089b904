import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { AppError, notFound, word } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { qty, withLedgerErrors } from './bo-sql.ts';
import { postCountedLines, type TInventoryResult } from './post-inventory.ts';
import type { BoActor } from './bo-access.ts';
import { inventoryAuditNames, inventoryDetail } from './inventory-audit.ts';

/**
 * Approves a count that waits (status 0): another user than its counter posts it. The differences
 * are taken against the stock as it is now (what moved since the count moved since), the lines
 * keep what was posted, and the inventory is stamped with its approver. The database holds the
 * four-eyes rule too (bo_inventories_four_eyes).
 */
export async function approveInventory(db: Db, o: { actor: BoActor; inventoryId: number }): Promise<TInventoryResult> {
  return withLedgerErrors(db, () =>
    db.transaction(async (tx) => {
      const [inv] = await rowsOf<{ inventory_id: number; store_id: number; day: string; note: string; status: number; created_by: number }>(
        tx,
        sql`select inventory_id, store_id, day::text as day, note, status, created_by from bo_inventories
        where inventory_id = ${o.inventoryId} and group_id = ${o.actor.groupId} for update`,
      );
      if (!inv)
        throw notFound(`id: hotel ${o.actor.groupId} has no count ${o.inventoryId}.`, {
          key: 'errors.bo.noSuch',
          params: { thing: word('errors.boThing.inventory') },
        });
      if (inv.status !== 0)
        throw new AppError('conflict', `count ${o.inventoryId} is not waiting for an approval`, 'id', {
          key: 'errors.bo.inventoryNotPending',
          params: { id: o.inventoryId },
        });
      if (inv.created_by === o.actor.user.userId)
        throw new AppError('forbidden', 'the counter cannot approve their own count', 'id', { key: 'errors.bo.inventoryOwnApproval' });
      const counted = await rowsOf<{ product_id: number; counted: string }>(
        tx,
        sql`select product_id, counted from bo_inventory_lines where inventory_id = ${inv.inventory_id} order by product_id`,
      );
      const lines = await postCountedLines(tx, {
        actor: o.actor,
        inventoryId: inv.inventory_id,
        storeId: inv.store_id,
        day: inv.day,
        note: inv.note,
        lines: counted.map((l) => ({ productId: l.product_id, counted: qty(l.counted) })),
      });
      for (const l of lines) {
        await tx.execute(
          sql`update bo_inventory_lines set theoretical = ${String(l.theoretical)}::numeric, difference_value_minor = ${l.differenceValueMinor}
          where inventory_id = ${inv.inventory_id} and product_id = ${l.productId}`,
        );
      }
      await tx.execute(
        sql`update bo_inventories set status = 4, approved_by = ${o.actor.user.userId}, approved_at = now() where inventory_id = ${inv.inventory_id}`,
      );
      const total = lines.reduce((s, l) => s + l.differenceValueMinor, 0);
      const named = await inventoryAuditNames(tx, { groupId: o.actor.groupId, storeId: inv.store_id });
      await recordAuditEvent(tx, {
        groupId: o.actor.groupId,
        user: o.actor.user,
        typeId: AUDIT.BO_INVENTORY,
        text: {
          key: 'audit.msg.backOffice.inventory',
          params: { store: named.store, day: inv.day, corrections: lines.filter((l) => l.difference !== 0).length },
        },
        itemId: inv.inventory_id,
        detailText: inventoryDetail('approved', total, named.currency),
      });
      return { inventoryId: inv.inventory_id, status: 4, lines, differenceValueMinor: total, needsApproval: false };
    }),
  );
}
