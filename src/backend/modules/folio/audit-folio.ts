import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/rows.ts';
import type { Db } from '../../db/client.ts';
import { messageOf, recordAuditEvent, type AuditDetail, type AuditMessage } from '../audit/index.ts';
import type { Actor } from '../../core/actor.ts';
import type { OrderRow } from './folio-data.ts';

/** The audit event of a folio write, tied to the item it touched (else the order's first) and its stay's number. */
export async function auditFolio(
  tx: Db,
  opts: AuditMessage & { order: OrderRow; user: Actor; typeId: number; itemId?: number | null; detail?: string | null; detailText?: AuditDetail },
): Promise<void> {
  // The item (else the order's first) and, when it is a stay, the stay's own number, as the front
  // desk's events carry it: one round trip (a payment's hot path).
  const [row] = await rowsOf<{ itemId: number | null; number: string | null }>(
    tx,
    sql`select i.item_id as "itemId", r.number from (select ${opts.itemId ?? null}::int as wanted) w
      left join lateral (select item_id from order_items where order_id = ${opts.order.orderId} and (w.wanted is null or item_id = w.wanted)
        order by item_id limit 1) i on true
      left join reservations r on r.item_id = coalesce(w.wanted, i.item_id)`,
  );
  const itemId = opts.itemId ?? row?.itemId ?? null;
  await recordAuditEvent(tx, {
    ...messageOf(opts),
    groupId: opts.order.groupId,
    user: opts.user,
    typeId: opts.typeId,
    itemId,
    itemNumber: row?.number ?? opts.order.number ?? String(opts.order.orderId),
    detail: opts.detail ?? null,
    ...(opts.detailText ? { detailText: opts.detailText } : {}),
  });
}
