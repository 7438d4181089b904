import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { rooms } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent, type AuditDetail } from '../audit/index.ts';
import { assertOwned, countUses, unique } from './owned.ts';
import type { TRoomRequest } from './property.schemas.ts';
import type { Marker } from './mark-rooms.ts';

/** Checks the floor, zone and room type named by a room belong to the hotel (404 naming the field). */
async function checkRefs(db: Db, groupId: number, r: TRoomRequest): Promise<void> {
  await assertOwned(db, 'roomType', r.roomTypeId, groupId);
  if (r.floorId !== null) await assertOwned(db, 'floor', r.floorId, groupId);
  if (r.zoneId !== null) await assertOwned(db, 'zone', r.zoneId, groupId);
}

/** The room as its audit detail says it: its type, floor and zone by name, in service or not, its tags as typed. */
async function roomDetail(tx: Db, r: TRoomRequest): Promise<AuditDetail> {
  const [n] = await rowsOf<{ type: string | null; floor: string | null; zone: string | null }>(
    tx,
    sql`select (select name from room_types where room_type_id = ${r.roomTypeId}) as type,
      (select name from floors where floor_id = ${r.floorId}) as floor, (select name from zones where zone_id = ${r.zoneId}) as zone`,
  );
  return {
    key: 'audit.detail.room.saved',
    params: {
      type: n?.type ?? '-',
      floor: n?.floor ?? 'audit.word.none',
      zone: n?.zone ?? 'audit.word.none',
      active: r.active ? 1 : 0,
      tags: Object.values(r.tags).flat().join(', ') || 'audit.word.none',
    },
  };
}

/** Expected and in-house stays of a room that have not left by `today`. */
const staysFrom = (roomId: number, today: string) => sql`select string_agg(number, ', ' order by checkin) as numbers from reservations
  where room_id = ${roomId} and status in (0, 2) and checkout >= ${today}::date`;

/**
 * Creates a room (audit 26) or edits one (audit 32), in one transaction with its audit. The room
 * number is unique per hotel (409); the booking service and the front desk count it at once.
 */
export async function saveRoom(db: Db, o: { groupId: number; today: string; user: Marker; room: TRoomRequest }): Promise<{ roomId: number }> {
  const r = o.room;
  await checkRefs(db, o.groupId, r);
  const values = { name: r.name, roomTypeId: r.roomTypeId, floorId: r.floorId, zoneId: r.zoneId, active: r.active, tags: r.tags };
  const user = o.user.userId === null ? null : { userId: o.user.userId, name: o.user.name };
  return unique({ kind: 'room', name: r.name }, () =>
    db.transaction(async (tx) => {
      if (r.roomId !== undefined) {
        await assertOwned(tx, 'room', r.roomId, o.groupId, 'roomId');
        if (!r.active) {
          const [busy] = await rowsOf<{ numbers: string | null }>(tx, staysFrom(r.roomId, o.today));
          if (busy?.numbers)
            throw conflict(`Room ${r.name} still holds stays from today on (${busy.numbers}); move them before taking it out of service.`, {
              key: 'errors.hk.roomHoldsStays',
              params: { room: r.name, numbers: busy.numbers },
            });
        }
        await tx
          .update(rooms)
          .set(values)
          .where(and(eq(rooms.roomId, r.roomId), eq(rooms.groupId, o.groupId)));
        await recordAuditEvent(tx, {
          groupId: o.groupId,
          user,
          typeId: AUDIT.ROOM_EDITED,
          text: { key: 'audit.msg.room.edited', params: { room: r.name } },
          itemId: r.roomId,
          itemNumber: r.name,
          detailText: await roomDetail(tx, r),
        });
        return { roomId: r.roomId };
      }
      const [row] = await tx
        .insert(rooms)
        .values({ groupId: o.groupId, ...values })
        .returning({ roomId: rooms.roomId });
      await recordAuditEvent(tx, {
        groupId: o.groupId,
        user,
        typeId: AUDIT.CREATE_ROOM,
        text: { key: 'audit.msg.room.created', params: { room: r.name } },
        itemId: row!.roomId,
        itemNumber: r.name,
        detailText: await roomDetail(tx, r),
      });
      return row!;
    }),
  );
}

/** Deletes a room that never held a stay (409 otherwise: take it out of service instead), audited 32. */
export async function deleteRoom(db: Db, o: { groupId: number; user: Marker; roomId: number }): Promise<void> {
  await assertOwned(db, 'room', o.roomId, o.groupId, 'id');
  const stays = await countUses(db, 'reservations', 'room_id', o.roomId);
  if (stays > 0)
    throw conflict(`Room ${o.roomId} has ${stays} stay(s) in its history; set it inactive instead of deleting it.`, {
      key: 'errors.hk.roomHasHistory',
      params: { count: stays },
    });
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(rooms)
      .where(and(eq(rooms.roomId, o.roomId), eq(rooms.groupId, o.groupId)))
      .returning({ name: rooms.name });
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user.userId === null ? null : { userId: o.user.userId, name: o.user.name },
      typeId: AUDIT.ROOM_EDITED,
      text: { key: 'audit.msg.room.deleted', params: { room: gone?.name ?? o.roomId } },
      itemId: o.roomId,
      itemNumber: gone?.name ?? null,
    });
  });
}
