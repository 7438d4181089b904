import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';
import { roomTakenOver } from './active-stay-in-room.ts';
import { RESERVATION_STATUS } from '../../../lib/domain/reservation-status.ts';
import type { TBookableRoomDto } from '../../../lib/domain/booking-dto.ts';
export type { TBookableRoomDto };

/**
 * The rooms of a type, in service, that hold no active stay over the nights [checkin, checkout):
 * the rooms a clerk may book a stay into. Housekeeping is shown, not filtered: a dirty room today
 * is clean by a later arrival, and so is a guest still in it (due out). Each check goes through the exclusion constraint's (room_id, stay) index.
 */
export async function findFreeRooms(db: Db, o: { groupId: number; roomTypeId: number; checkin: string; checkout: string }): Promise<TBookableRoomDto[]> {
  return db
    .select({
      roomId: rooms.roomId,
      name: rooms.name,
      housekeepingStatus: rooms.housekeepingStatus,
      guestPresent: sql<boolean>`exists (select 1 from reservations g where g.room_id = ${rooms.roomId} and g.status = ${RESERVATION_STATUS.IN_HOUSE})`,
    })
    .from(rooms)
    .where(and(eq(rooms.groupId, o.groupId), eq(rooms.roomTypeId, o.roomTypeId), eq(rooms.active, true), sql`not ${roomTakenOver(rooms.roomId, o)}`))
    .orderBy(asc(rooms.name));
}
