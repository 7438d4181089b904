import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, roomTypes, rooms } from '../../db/schema/index.ts';
import type { HousekeepingStatus, TFreeRoomsDto } from '../../../lib/domain/rooms-dto.ts';
import { notFound } from '../../http/errors.ts';
import { parseKidAges } from '../../../lib/domain/kid-ages.ts';
import { type HotelClock } from './stay-data.ts';
import { roomTakenOver } from '../booking/index.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';

const READY: HousekeepingStatus[] = ['CLEAN', 'INSPECTED'];

/**
 * The rooms a stay can be given, moved to or checked into: active, holding no other active stay
 * over any of its nights (the exclusion constraint's test), the stay's own room excluded, and —
 * once the stay has arrived or arrives today — clean or inspected with no other guest still in it (a room dirty now is cleaned
 * before a later arrival, so future stays see it with its status). Its own room type first,
 * then — with `types: 'all'` — the others.
 */
export async function findFreeRoomsForStay(db: Db, opts: { reservationId: number; types: 'same' | 'all' } & HotelClock): Promise<TFreeRoomsDto> {
  const [stay] = await db
    .select({
      groupId: reservations.groupId,
      roomTypeId: reservations.roomTypeId,
      roomId: reservations.roomId,
      checkin: sql<string>`${reservations.checkin}::text`,
      checkout: sql<string>`${reservations.checkout}::text`,
      adults: reservations.adults,
      kidAges: reservations.kidAges,
    })
    .from(reservations)
    .where(eq(reservations.reservationId, opts.reservationId));
  if (!stay) throw notFound(`No reservation has the id ${opts.reservationId}.`, { key: 'errors.notFound.reservation' });
  const mustBeReady = stay.checkin <= (await findBusinessDay(db, { ...opts, groupId: stay.groupId }));
  const found = await db
    .select({
      roomId: rooms.roomId,
      name: rooms.name,
      housekeepingStatus: rooms.housekeepingStatus,
      typeId: roomTypes.roomTypeId,
      typeCode: roomTypes.code,
      typeName: roomTypes.name,
      typeCapacity: roomTypes.capacity,
      typeOrder: roomTypes.sortOrder,
    })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.roomTypeId, rooms.roomTypeId))
    .where(
      and(
        eq(rooms.groupId, stay.groupId),
        eq(rooms.active, true),
        mustBeReady ? inArray(rooms.housekeepingStatus, READY) : undefined,
        opts.types === 'same' ? eq(rooms.roomTypeId, stay.roomTypeId) : undefined,
        stay.roomId === null ? undefined : ne(rooms.roomId, stay.roomId),
        sql`not ${roomTakenOver(rooms.roomId, stay, opts.reservationId)}`,
        // A stay checking in now needs the room vacated: a guest due out today is still in it.
        mustBeReady
          ? sql`not exists (select 1 from ${reservations} g where g.room_id = ${rooms.roomId} and g.status = ${S.IN_HOUSE} and g.reservation_id <> ${opts.reservationId})`
          : undefined,
      ),
    )
    .orderBy(sql`${rooms.roomTypeId} <> ${stay.roomTypeId}`, asc(roomTypes.sortOrder), asc(roomTypes.code), asc(rooms.name));
  return {
    reservationId: opts.reservationId,
    checkin: stay.checkin,
    checkout: stay.checkout,
    readyOnly: mustBeReady,
    party: stay.adults + parseKidAges(stay.kidAges).length,
    rooms: found.map((r) => ({
      roomId: r.roomId,
      name: r.name,
      housekeepingStatus: r.housekeepingStatus,
      roomType: { id: r.typeId, code: r.typeCode, name: r.typeName, capacity: r.typeCapacity },
      sameType: r.typeId === stay.roomTypeId,
    })),
  };
}
