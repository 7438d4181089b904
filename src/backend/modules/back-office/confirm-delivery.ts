import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, word } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { rowsOf } from '../../core/rows.ts';
import { qty, withLedgerErrors } from './bo-sql.ts';
import { postMovement } from './post-movement.ts';
import type { BoActor } from './bo-access.ts';

/** Confirm delivery: the goods enter the receiving store (one ledger row per line) and the delivery is Factured (4). */
export async function confirmDelivery(db: Db, opts: { actor: BoActor; deliveryId: number }): Promise<{ status: number; movements: number }> {
  const { actor } = opts;
  return withLedgerErrors(db, () =>
    db.transaction(async (tx) => {
      const [delivery] = await rowsOf<{ delivery_id: number; number: string; status: number; store_id: number; day: string }>(
        tx,
        sql`
      select delivery_id, number, status, store_id, day::text as day from bo_deliveries where delivery_id = ${opts.deliveryId} and group_id = ${actor.groupId} for update`,
      );
      if (!delivery)
        throw new AppError('not_found', `No delivery ${opts.deliveryId} in this hotel.`, undefined, {
          key: 'errors.bo.noSuch',
          params: { thing: word('errors.boThing.delivery') },
        });
      if (delivery.status !== 0)
        throw new AppError('conflict', `Delivery ${delivery.number} is already confirmed.`, undefined, {
          key: 'errors.bo.deliveryConfirmed',
          params: { number: delivery.number },
        });
      const lines = await rowsOf<{ delivery_line_id: number; product_id: number; quantity: string; unit_cost_e4: string; free: boolean }>(
        tx,
        sql`
      select delivery_line_id, product_id, quantity, unit_cost_e4, free from bo_delivery_lines where delivery_id = ${delivery.delivery_id} order by delivery_line_id`,
      );
      // A line received before costs were required may be at zero: it never enters the cardex at 0 unless it was given.
      const unvalued = lines.findIndex((l) => Number(l.unit_cost_e4) <= 0 && !l.free);
      if (unvalued >= 0) {
        throw new AppError(
          'conflict',
          `Delivery ${delivery.number}: line ${lines[unvalued]!.delivery_line_id} has no unit cost (0.00) and is not marked free; it would enter the stock at zero. Receive it again with its cost.`,
          `lines.${unvalued}.unitCost`,
          { key: 'errors.bo.lineUnvalued', params: { number: delivery.number, line: unvalued + 1 } },
        );
      }
      for (const l of lines) {
        await postMovement(tx, {
          groupId: actor.groupId,
          productId: l.product_id,
          storeId: delivery.store_id,
          day: delivery.day,
          kind: 'delivery',
          quantity: qty(l.quantity),
          unitCostE4: Number(l.unit_cost_e4),
          sourceType: 'delivery',
          sourceId: delivery.delivery_id,
          note: delivery.number,
          userId: actor.user.userId,
        });
      }
      await tx.execute(
        sql`update bo_deliveries set status = 4, confirmed_by = ${actor.user.userId}, confirmed_at = now() where delivery_id = ${delivery.delivery_id}`,
      );
      await recordAuditEvent(tx, {
        groupId: actor.groupId,
        user: actor.user,
        typeId: AUDIT.BO_DELIVERY,
        text: { key: 'audit.msg.backOffice.deliveryConfirmed', params: { delivery: delivery.number } },
        itemId: delivery.delivery_id,
        itemNumber: delivery.number,
      });
      return { status: 4, movements: lines.length };
    }),
  );
}
