import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';

export interface TFreeRoomDto {
  roomId: number;
  name: string;
  housekeepingStatus: string;
}

/**
 * The rooms of a type, in service, that hold no active stay over the nights [checkin, checkout):
 * the rooms a clerk may book a stay into. Housekeeping is shown, not filtered: a dirty room today
 * is clean by a later arrival. Each check goes through the exclusion constraint's (room_id, stay) index.
 */
export async function findFreeRooms(db: Db, o: { groupId: number; roomTypeId: number; checkin: string; checkout: string }): Promise<TFreeRoomDto[]> {
  return db
    .select({ roomId: rooms.roomId, name: rooms.name, housekeepingStatus: rooms.housekeepingStatus })
    .from(rooms)
    .where(and(
      eq(rooms.groupId, o.groupId), eq(rooms.roomTypeId, o.roomTypeId), eq(rooms.active, true),
      sql`not exists (select 1 from ${reservations} r where r.room_id = ${rooms.roomId}
        and r.status in (${sql.join(ACTIVE_STATUSES.map((s) => sql`${s}`), sql`, `)})
        and r.stay && daterange(${o.checkin}::date, ${o.checkout}::date))`,
    ))
    .orderBy(asc(rooms.name));
}
