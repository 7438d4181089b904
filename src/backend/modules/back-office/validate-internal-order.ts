import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { InternalOrderKind } from '../../db/schema/index.ts';
import { AppError, word } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { rowsOf } from '../../core/rows.ts';
import { qty, withLedgerErrors } from './bo-sql.ts';
import { postMovement } from './post-movement.ts';
import type { BoActor } from './bo-access.ts';

interface LockedInternal {
  internal_order_id: number;
  number: string;
  kind: InternalOrderKind;
  from_store_id: number | null;
  to_store_id: number | null;
  status: number;
  day: string;
}

async function lockInternalOrder(tx: Db, groupId: number, id: number): Promise<LockedInternal> {
  const [order] = await rowsOf<LockedInternal>(
    tx,
    sql`
    select internal_order_id, number, kind, from_store_id, to_store_id, status, day::text as day from bo_internal_orders
    where internal_order_id = ${id} and group_id = ${groupId} for update`,
  );
  if (!order)
    throw new AppError('not_found', `No internal order ${id} in this hotel.`, undefined, {
      key: 'errors.bo.noSuch',
      params: { thing: word('errors.boThing.internalOrder') },
    });
  if (order.status !== 0)
    throw new AppError('conflict', `Internal order ${order.number} is not pending (status ${order.status}).`, undefined, {
      key: 'errors.bo.internalNotPending',
      params: { number: order.number },
    });
  return order;
}

/**
 * Control (ValidateOrderInternal): confirms a pending internal order (4) and posts its movements
 * on its day: a transfer leaves at the source's average cost and arrives with that same value.
 */
export async function validateInternalOrder(db: Db, opts: { actor: BoActor; internalOrderId: number }): Promise<{ status: number; movements: number }> {
  const { actor } = opts;
  return withLedgerErrors(db, () =>
    db.transaction(async (tx) => {
      const order = await lockInternalOrder(tx, actor.groupId, opts.internalOrderId);
      const lines = await rowsOf<{ product_id: number; quantity: string; unit_cost_e4: string }>(
        tx,
        sql`
      select product_id, quantity, unit_cost_e4 from bo_internal_order_lines where internal_order_id = ${order.internal_order_id} order by internal_line_id`,
      );
      const base = {
        groupId: actor.groupId,
        day: order.day,
        sourceType: 'internal_order',
        sourceId: order.internal_order_id,
        note: order.number,
        userId: actor.user.userId,
      };
      let movements = 0;
      for (const l of lines) {
        const q = qty(l.quantity);
        if (order.kind === 'add_stock') {
          await postMovement(tx, {
            ...base,
            productId: l.product_id,
            storeId: order.to_store_id!,
            kind: 'add_stock',
            quantity: q,
            unitCostE4: Number(l.unit_cost_e4),
          });
          movements += 1;
          continue;
        }
        const out = await postMovement(tx, {
          ...base,
          productId: l.product_id,
          storeId: order.from_store_id!,
          kind: order.kind === 'transfer' ? 'transfer_out' : 'consumption',
          quantity: -q,
        });
        movements += 1;
        if (order.kind === 'transfer') {
          await postMovement(tx, {
            ...base,
            productId: l.product_id,
            storeId: order.to_store_id!,
            kind: 'transfer_in',
            quantity: q,
            unitCostE4: out.unitCostE4,
            valueMinor: -out.valueMinor,
          });
          movements += 1;
        }
      }
      await tx.execute(
        sql`update bo_internal_orders set status = 4, validated_by = ${actor.user.userId}, validated_at = now() where internal_order_id = ${order.internal_order_id}`,
      );
      await recordAuditEvent(tx, {
        groupId: actor.groupId,
        user: actor.user,
        typeId: AUDIT.BO_STOCK,
        message: `Internal order ${order.number} (${order.kind}) confirmed`,
        itemId: order.internal_order_id,
        itemNumber: order.number,
      });
      return { status: 4, movements };
    }),
  );
}

/** Cancels a pending internal order (9): nothing was posted, nothing to undo. */
export async function cancelInternalOrder(db: Db, opts: { actor: BoActor; internalOrderId: number }): Promise<{ status: number }> {
  return db.transaction(async (tx) => {
    const order = await lockInternalOrder(tx, opts.actor.groupId, opts.internalOrderId);
    await tx.execute(
      sql`update bo_internal_orders set status = 9, validated_by = ${opts.actor.user.userId}, validated_at = now() where internal_order_id = ${order.internal_order_id}`,
    );
    await recordAuditEvent(tx, {
      groupId: opts.actor.groupId,
      user: opts.actor.user,
      typeId: AUDIT.BO_STOCK,
      text: { key: 'audit.msg.backOffice.internalOrderCancelled', params: { order: order.number } },
      itemId: order.internal_order_id,
      itemNumber: order.number,
    });
    return { status: 9 };
  });
}
