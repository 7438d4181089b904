import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, roomTypes, rooms } from '../../db/schema/index.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';
import type { TCalendarStayDto, TRoomCalendarDto } from './reservation-detail.schemas.ts';

/**
 * The tape chart: a hotel's active rooms by type, each with its active stays (expected, in house,
 * departed) that overlap the days [from, to]; stays without a room listed under their type.
 */
export async function findRoomCalendar(db: Db, opts: { groupId: number; from: string; to: string }): Promise<TRoomCalendarDto> {
  const [types, roomRows, stays] = await Promise.all([
    db.select({ roomTypeId: roomTypes.roomTypeId, code: roomTypes.code, name: roomTypes.name }).from(roomTypes)
      .where(eq(roomTypes.groupId, opts.groupId)).orderBy(asc(roomTypes.sortOrder), asc(roomTypes.code)),
    db.select({ roomId: rooms.roomId, name: rooms.name, roomTypeId: rooms.roomTypeId, housekeepingStatus: rooms.housekeepingStatus }).from(rooms)
      .where(and(eq(rooms.groupId, opts.groupId), eq(rooms.active, true))).orderBy(asc(rooms.name)),
    db.select({
      id: reservations.reservationId, number: reservations.number, guestName: reservations.guestName,
      checkin: sql<string>`${reservations.checkin}::text`, checkout: sql<string>`${reservations.checkout}::text`,
      status: reservations.status, roomId: reservations.roomId, roomTypeId: reservations.roomTypeId,
    }).from(reservations)
      .where(and(
        eq(reservations.groupId, opts.groupId),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
        // Uses the (group_id, stay) GiST index.
        sql`${reservations.stay} && daterange(${opts.from}::date, ${opts.to}::date, '[]')`,
      ))
      .orderBy(asc(reservations.checkin), asc(reservations.reservationId)),
  ]);
  const byRoom = new Map<number, TCalendarStayDto[]>();
  const unassigned = new Map<number, TCalendarStayDto[]>();
  for (const { roomTypeId, ...s } of stays) {
    const list = s.roomId === null ? unassigned : byRoom;
    const key = s.roomId ?? roomTypeId;
    list.set(key, [...(list.get(key) ?? []), s]);
  }
  return {
    from: opts.from,
    to: opts.to,
    roomTypes: types.map((t) => ({
      ...t,
      rooms: roomRows.filter((r) => r.roomTypeId === t.roomTypeId).map(({ roomTypeId: _, ...r }) => ({ ...r, stays: byRoom.get(r.roomId) ?? [] })),
      unassigned: unassigned.get(t.roomTypeId) ?? [],
    })),
  };
}
