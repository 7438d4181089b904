import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, reservations } from '../../db/schema/index.ts';
import { messageOf, recordAuditEvent, type AuditMessage } from '../audit/index.ts';
import type { Actor } from '../../core/actor.ts';
import type { OrderRow } from './folio-data.ts';

/** The audit event of a folio write, tied to the item it touched (else the order's first) and its stay's number. */
export async function auditFolio(
  tx: Db,
  opts: AuditMessage & { order: OrderRow; user: Actor; typeId: number; itemId?: number | null; detail?: string | null },
): Promise<void> {
  let itemId = opts.itemId ?? null;
  if (itemId === null) {
    const [first] = await tx
      .select({ itemId: orderItems.itemId })
      .from(orderItems)
      .where(eq(orderItems.orderId, opts.order.orderId))
      .orderBy(asc(orderItems.itemId))
      .limit(1);
    itemId = first?.itemId ?? null;
  }
  // The stay's own number when the item is a stay, as the front desk's events carry it.
  const [stay] = itemId === null ? [] : await tx.select({ number: reservations.number }).from(reservations).where(eq(reservations.itemId, itemId));
  await recordAuditEvent(tx, {
    ...messageOf(opts),
    groupId: opts.order.groupId,
    user: opts.user,
    typeId: opts.typeId,
    itemId,
    itemNumber: stay?.number ?? opts.order.number ?? String(opts.order.orderId),
    detail: opts.detail ?? null,
  });
}
