import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, auditEventTypes, hotels } from '../../db/schema/index.ts';
import type { TAuditEventDto } from '../../../lib/domain/admin-dto.ts';
import { dayBounds } from '../../db/day-bounds.ts';

export interface AuditFilter {
  /** -1: every hotel. */
  groupId: number;
  from: string;
  to: string;
  /** The hotel's time zone when one hotel is searched; every event's own hotel zone otherwise. */
  timeZone: string | null;
  typeId?: number | undefined;
  userId?: number | undefined;
  itemId?: number | undefined;
}

/** Whole days: from T00:00:00 of the first day to T23:59:59 (inclusive) of the last, in hotel time. */
function whereOf(f: AuditFilter): SQL {
  // One zone: its days' bounds as instants, from the same time-zone data as the hotel's today. All
  // hotels (each event in its own hotel's zone): the database's.
  const one = f.timeZone !== null ? dayBounds(f.from, f.to, f.timeZone) : null;
  const bounds = one
    ? [sql`${auditEvents.createdAt} >= ${one.start}`, sql`${auditEvents.createdAt} < ${one.end}`]
    : [
        sql`${auditEvents.createdAt} >= (${f.from}::date::timestamp at time zone ${hotels.timezone})`,
        sql`${auditEvents.createdAt} < ((${f.to}::date + 1)::timestamp at time zone ${hotels.timezone})`,
      ];
  return and(
    f.groupId === -1 ? undefined : eq(auditEvents.groupId, f.groupId),
    ...bounds,
    f.typeId !== undefined ? eq(auditEvents.typeId, f.typeId) : undefined,
    f.userId !== undefined ? eq(auditEvents.userId, f.userId) : undefined,
    f.itemId !== undefined ? eq(auditEvents.itemId, f.itemId) : undefined,
  )!;
}

export async function countAuditEvents(db: Db, f: AuditFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .innerJoin(hotels, eq(hotels.groupId, auditEvents.groupId))
    .where(whereOf(f));
  return row?.n ?? 0;
}

/** Newest first. */
export async function findAuditEvents(db: Db, f: AuditFilter, range: { offset: number; limit: number }): Promise<TAuditEventDto[]> {
  const rows = await db
    .select({
      auditEventId: auditEvents.auditEventId,
      groupId: auditEvents.groupId,
      groupName: hotels.name,
      userId: auditEvents.userId,
      userName: auditEvents.userName,
      typeId: auditEvents.typeId,
      typeName: auditEventTypes.name,
      typeNameFr: auditEventTypes.nameFr,
      message: auditEvents.message,
      messageKey: auditEvents.messageKey,
      messageParams: auditEvents.messageParams,
      priority: auditEvents.priority,
      itemId: auditEvents.itemId,
      itemNumber: auditEvents.itemNumber,
      detail: auditEvents.detail,
      detailKey: auditEvents.detailKey,
      detailParams: auditEvents.detailParams,
      createdAt: auditEvents.createdAt,
      createdAtLocal: sql<string>`to_char(${auditEvents.createdAt} at time zone ${hotels.timezone}, 'YYYY-MM-DD HH24:MI:SS')`,
    })
    .from(auditEvents)
    .innerJoin(hotels, eq(hotels.groupId, auditEvents.groupId))
    .innerJoin(auditEventTypes, eq(auditEventTypes.auditEventTypeId, auditEvents.typeId))
    .where(whereOf(f))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.auditEventId))
    .limit(range.limit)
    .offset(range.offset);
  return rows.map((r) => ({
    auditEventId: Number(r.auditEventId),
    groupId: r.groupId,
    groupName: r.groupName,
    user: { userId: r.userId, name: r.userName },
    type: { auditEventTypeId: r.typeId, name: r.typeName, nameFr: r.typeNameFr },
    message: r.message,
    messageKey: r.messageKey,
    messageParams: r.messageParams,
    priority: r.priority,
    itemId: r.itemId,
    itemNumber: r.itemNumber,
    detail: r.detail,
    detailKey: r.detailKey,
    detailParams: r.detailParams,
    createdAt: new Date(r.createdAt).toISOString(),
    createdAtLocal: r.createdAtLocal,
  }));
}
