import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { OccupancySeen } from '../../../lib/domain/housekeeping-dto.ts';
import type { TOccupancyCheckDto } from '../../../lib/domain/housekeeping-reports-dto.ts';
import { recordAuditEvent } from '../audit/index.ts';
import type { Marker } from './mark-rooms.ts';
import { list } from '../../../lib/domain/error-params.ts';

/**
 * Records what housekeeping found in some rooms today, occupied or vacant (the Matching Report
 * compares it with the front desk): the day's last word per room, each audited (40). Any room id
 * not of this hotel refuses the whole call (404 naming them).
 */
export async function recordOccupancy(
  db: Db,
  opts: { groupId: number; today: string; roomIds: readonly number[]; seen: OccupancySeen; user: Marker; now: Date },
): Promise<TOccupancyCheckDto> {
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
      throw notFound(`roomIds: hotel ${opts.groupId} has no room ${missing.slice(0, 10).join(', ')}; nothing was recorded.`, {
        key: 'errors.hk.noSuchRooms',
        params: { rooms: list(missing.slice(0, 10).map(String)) },
      });
    const at = opts.now.toISOString();
    for (const r of found) {
      await tx.execute(sql`insert into room_occupancy_checks (group_id, room_id, day, seen, checked_at, checked_by)
        values (${opts.groupId}, ${r.roomId}, ${opts.today}::date, ${opts.seen}, ${at}::timestamptz, ${opts.user.userId})
        on conflict (room_id, day) do update set seen = excluded.seen, checked_at = excluded.checked_at, checked_by = excluded.checked_by`);
      await recordAuditEvent(tx, {
        groupId: opts.groupId,
        user: opts.user.userId === null ? null : { userId: opts.user.userId, name: opts.user.name },
        typeId: AUDIT.ROOM_OCCUPANCY,
        text: { key: opts.seen === 'OCCUPIED' ? 'audit.msg.room.foundOccupied' : 'audit.msg.room.foundVacant', params: { room: r.name } },
        itemId: r.roomId,
        itemNumber: r.name,
        detailText: { key: 'audit.detail.room.seen', params: { seen: `audit.word.room.${opts.seen}` } },
      });
    }
    return { recorded: found.length, seen: opts.seen };
  });
}
