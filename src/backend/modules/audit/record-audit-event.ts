import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, orderItems } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export interface AuditInput {
  groupId: number;
  user: { userId: number; name: string } | null;
  typeId: number;
  message: string;
  itemId?: number | null;
  itemNumber?: string | null;
  detail?: string | null;
  priority?: string;
}

/** Appends one audit event; call it inside the transaction of the write it records. */
export async function recordAuditEvent(db: Db, e: AuditInput): Promise<number> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      groupId: e.groupId,
      userId: e.user?.userId ?? null,
      userName: e.user?.name ?? '',
      typeId: e.typeId,
      message: e.message,
      priority: e.priority ?? 'Critical',
      itemId: e.itemId ?? null,
      itemNumber: e.itemNumber ?? null,
      detail: e.detail ?? null,
    })
    .returning({ id: auditEvents.auditEventId });
  return row!.id;
}

/** 404 unless the order item exists in the hotel (another hotel's ids cannot be probed). */
export async function assertItemInHotel(db: Db, opts: { itemId: number; groupId: number }): Promise<void> {
  const [row] = await db.select({ id: orderItems.itemId }).from(orderItems).where(and(eq(orderItems.itemId, opts.itemId), eq(orderItems.groupId, opts.groupId)));
  if (!row) throw notFound(`No order item ${opts.itemId} in hotel ${opts.groupId}.`);
}
