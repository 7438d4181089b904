import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { roomClosures, rooms } from '../../db/schema/index.ts';
import { conflict, notFound, pgErrorCode, word } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { takeRoomTypeUnit } from '../front-desk/index.ts';
import type { Marker } from './mark-rooms.ts';
import { day as dayP, list } from '../../../lib/domain/error-params.ts';

/**
 * Puts a room out of order over the nights [from, to) with a reason (audit 22 Room Closed). Refused
 * (409) when the room holds stays over those nights — they are named — or when its room type has
 * no unit left to give up on one of them (unassigned bookings count against the type); a closed
 * room is then neither sold by the booking service nor offered by the front desk over those nights.
 */
export async function closeRoom(
  db: Db,
  o: { groupId: number; roomId: number; from: string; to: string; reason: string; user: Marker; now: Date },
): Promise<{ closureId: number }> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .select({ name: rooms.name, roomTypeId: rooms.roomTypeId })
      .from(rooms)
      .where(and(eq(rooms.roomId, o.roomId), eq(rooms.groupId, o.groupId)))
      .for('update');
    if (!room) throw notFound(`id: hotel ${o.groupId} has no room ${o.roomId}.`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.room') } });
    const stays = await rowsOf<{ number: string; checkin: string; checkout: string }>(
      tx,
      sql`select number, checkin::text as checkin, checkout::text as checkout from reservations
      where room_id = ${o.roomId} and status in (0, 2, 3) and stay && daterange(${o.from}::date, ${o.to}::date) order by checkin`,
    );
    if (stays.length) {
      throw conflict(
        `Room ${room.name} holds ${stays.length} stay(s) between ${o.from} and ${o.to}: ${stays.map((s) => `${s.number} (${s.checkin} to ${s.checkout})`).join(', ')}; move them to another room first.`,
        { key: 'errors.hk.closeHoldsStays', params: { room: room.name, from: dayP(o.from), to: dayP(o.to), numbers: list(stays.map((s) => s.number)) } },
      );
    }
    try {
      await takeRoomTypeUnit(tx, { groupId: o.groupId, roomTypeId: room.roomTypeId, checkin: o.from, checkout: o.to, now: o.now });
    } catch (err) {
      throw conflict(`Room ${room.name} cannot close from ${o.from} to ${o.to}: ${(err as Error).message}`, {
        key: 'errors.hk.closeSoldOut',
        params: { room: room.name, from: dayP(o.from), to: dayP(o.to) },
      });
    }
    let closureId: number;
    try {
      const [row] = await tx
        .insert(roomClosures)
        .values({ groupId: o.groupId, roomId: o.roomId, fromDay: o.from, toDay: o.to, reason: o.reason, createdBy: o.user.userId })
        .returning({ closureId: roomClosures.closureId });
      closureId = row!.closureId;
    } catch (err) {
      if (pgErrorCode(err) === '23P01')
        throw conflict(`Room ${room.name} is already out of order over some of the nights from ${o.from} to ${o.to}.`, {
          key: 'errors.hk.alreadyClosed',
          params: { room: room.name, from: dayP(o.from), to: dayP(o.to) },
        });
      throw err;
    }
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user.userId === null ? null : { userId: o.user.userId, name: o.user.name },
      typeId: AUDIT.ADD_EXTRAS,
      text: { key: 'audit.msg.room.closed', params: { room: room.name, from: o.from, to: o.to, reason: o.reason } },
      itemId: o.roomId,
      itemNumber: room.name,
      detailText: { key: 'audit.detail.room.closed' },
    });
    return { closureId };
  });
}

/** Reopens a room: deletes one of its closures (audit 32). */
export async function reopenRoom(db: Db, o: { groupId: number; roomId: number; closureId: number; user: Marker }): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(roomClosures)
      .where(and(eq(roomClosures.closureId, o.closureId), eq(roomClosures.roomId, o.roomId), eq(roomClosures.groupId, o.groupId)))
      .returning({ from: roomClosures.fromDay, to: roomClosures.toDay });
    if (!gone) throw notFound(`closureId: room ${o.roomId} of hotel ${o.groupId} has no closure ${o.closureId}.`, { key: 'errors.hk.noClosure' });
    await recordAuditEvent(tx, {
      groupId: o.groupId,
      user: o.user.userId === null ? null : { userId: o.user.userId, name: o.user.name },
      typeId: AUDIT.ROOM_EDITED,
      text: { key: 'audit.msg.room.reopened', params: { room: o.roomId, from: gone.from, to: gone.to } },
      itemId: o.roomId,
    });
  });
}
