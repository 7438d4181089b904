import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { roomCleanings, rooms } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import type { MarkableStatus, TMarkRoomsDto } from '../../../lib/domain/housekeeping-dto.ts';
import { auditTypeOfMark } from './room-status-rules.ts';
import { list } from '../../../lib/domain/error-params.ts';

export interface Marker {
  userId: number | null;
  name: string;
}

/**
 * Sets the housekeeping state of some rooms of one hotel, in one transaction, each audited (23
 * cleaned or inspected, 24 dirty). A room cleaned gets a row in the day's cleanings (the
 * Housekeeping Report); a room inspected stamps the day's last cleaning not yet inspected, or
 * records one. Any room id not of this hotel refuses the whole call (404 naming them).
 */
export async function markRooms(
  db: Db,
  opts: {
    groupId: number;
    today: string;
    roomIds: readonly number[];
    status: MarkableStatus;
    user: Marker;
    source?: 'desk' | 'qr';
    houseMaidId?: number | null;
    seen?: 'OCCUPIED' | 'VACANT' | null;
    clientRef?: string | null;
    now: Date;
  },
): Promise<TMarkRoomsDto> {
  const ids = [...new Set(opts.roomIds)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ roomId: rooms.roomId, name: rooms.name })
      .from(rooms)
      .where(and(eq(rooms.groupId, opts.groupId), inArray(rooms.roomId, ids)))
      .orderBy(rooms.roomId)
      .for('update');
    const missing = ids.filter((id) => !found.some((r) => r.roomId === id));
    if (missing.length)
      throw notFound(`roomIds: hotel ${opts.groupId} has no room ${missing.slice(0, 10).join(', ')}; nothing was marked.`, {
        key: 'errors.hk.noSuchRooms',
        params: { rooms: list(missing.slice(0, 10).map(String)) },
      });
    await tx.update(rooms).set({ housekeepingStatus: opts.status, statusChangedAt: opts.now }).where(inArray(rooms.roomId, ids));
    const base = { groupId: opts.groupId, day: opts.today, source: opts.source ?? 'desk' };
    if (opts.status === 'CLEAN') {
      await tx.insert(roomCleanings).values(
        found.map((r) => ({
          ...base,
          roomId: r.roomId,
          houseMaidId: opts.houseMaidId ?? null,
          seen: opts.seen ?? null,
          cleanedAt: opts.now,
          cleanedBy: opts.user.userId,
          clientRef: opts.clientRef ?? null,
        })),
      );
    } else if (opts.status === 'INSPECTED') {
      const stamped = await rowsOf<{ room_id: number }>(
        tx,
        sql`
        update room_cleanings c set inspected_at = ${opts.now.toISOString()}::timestamptz, inspected_by = ${opts.user.userId}
        where c.cleaning_id in (select distinct on (x.room_id) x.cleaning_id from room_cleanings x
          where x.room_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and x.day = ${opts.today}::date and x.inspected_at is null
          order by x.room_id, x.cleaned_at desc)
        returning c.room_id`,
      );
      const done = new Set(stamped.map((r) => r.room_id));
      const rest = found.filter((r) => !done.has(r.roomId));
      if (rest.length) {
        await tx.insert(roomCleanings).values(
          rest.map((r) => ({
            ...base,
            roomId: r.roomId,
            cleanedAt: opts.now,
            cleanedBy: opts.user.userId,
            inspectedAt: opts.now,
            inspectedBy: opts.user.userId,
          })),
        );
      }
    }
    const byQr = opts.source === 'qr';
    const key =
      opts.status === 'CLEAN'
        ? byQr
          ? 'audit.msg.room.cleanedQr'
          : 'audit.msg.room.cleaned'
        : opts.status === 'DIRTY'
          ? byQr
            ? 'audit.msg.room.markedDirtyQr'
            : 'audit.msg.room.markedDirty'
          : byQr
            ? 'audit.msg.room.inspectedQr'
            : 'audit.msg.room.inspected';
    for (const r of found) {
      await recordAuditEvent(tx, {
        groupId: opts.groupId,
        user: opts.user.userId === null ? null : { userId: opts.user.userId, name: opts.user.name },
        typeId: auditTypeOfMark(opts.status),
        text: { key, params: { room: r.name } },
        itemId: r.roomId,
        itemNumber: r.name,
        detailText: { key: 'audit.detail.room.marked', params: { status: `audit.word.room.${opts.status}` } },
      });
    }
    return { marked: found.length, status: opts.status };
  });
}
