import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { notFound, word } from '../../http/errors.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { roomTakenOver } from '../booking/index.ts';
import type { TCleanRoomDto } from '../../../lib/domain/front-desk-dto.ts';
export type { TCleanRoomDto };

const READY = ['CLEAN', 'INSPECTED'] as const;

const noStayOver = (checkin: string, checkout: string) => sql`not ${roomTakenOver(rooms.roomId, { checkin, checkout })}`;

/** No guest in house in the room now (one due out today is still in it: the room is occupied until checked out). */
const noGuestIn = sql`not exists (select 1 from ${reservations} g where g.room_id = ${rooms.roomId} and g.status = ${S.IN_HOUSE})`;

/**
 * Rooms ready to sell (clean or inspected) holding no stay over the nights [from, to); from
 * `today` on, no guest still in them either (a check-in now needs the room vacated).
 */
export async function findCleanEmptyRooms(db: Db, opts: { groupId: number; from: string; to: string; today: string }): Promise<TCleanRoomDto[]> {
  return db
    .select({ roomId: rooms.roomId, name: rooms.name, roomTypeId: rooms.roomTypeId, housekeepingStatus: rooms.housekeepingStatus })
    .from(rooms)
    .where(
      and(
        eq(rooms.groupId, opts.groupId),
        eq(rooms.active, true),
        inArray(rooms.housekeepingStatus, [...READY]),
        noStayOver(opts.from, opts.to),
        opts.from <= opts.today ? noGuestIn : undefined,
      ),
    )
    .orderBy(asc(rooms.name));
}

/** Whether one room is clean, and empty: no stay tonight and no guest still in it (as Room Status shows a due-out: departing). */
export async function checkRoomCleanEmpty(
  db: Db,
  opts: { groupId: number; roomId: number; today: string },
): Promise<{ roomId: number; name: string; clean: boolean; empty: boolean }> {
  const [room] = await db
    .select({
      roomId: rooms.roomId,
      name: rooms.name,
      status: rooms.housekeepingStatus,
      empty: sql<boolean>`(${noStayOver(opts.today, addDays(opts.today, 1))} and ${noGuestIn})`,
    })
    .from(rooms)
    .where(and(eq(rooms.roomId, opts.roomId), eq(rooms.groupId, opts.groupId)));
  if (!room)
    throw notFound(`Hotel ${opts.groupId} has no room with the id ${opts.roomId}.`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.room') } });
  return { roomId: room.roomId, name: room.name, clean: (READY as readonly string[]).includes(room.status), empty: Boolean(room.empty) };
}
