import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { roomTakenOver } from '../reservations/active-stay-in-room.ts';

export interface TCleanRoomDto {
  roomId: number;
  name: string;
  roomTypeId: number;
  housekeepingStatus: string;
}

const READY = ['CLEAN', 'INSPECTED'] as const;

const noStayOver = (checkin: string, checkout: string) => sql`not ${roomTakenOver(rooms.roomId, { checkin, checkout })}`;

/** Rooms ready to sell (clean or inspected) holding no stay over the nights [from, to). */
export async function findCleanEmptyRooms(db: Db, opts: { groupId: number; from: string; to: string }): Promise<TCleanRoomDto[]> {
  return db.select({ roomId: rooms.roomId, name: rooms.name, roomTypeId: rooms.roomTypeId, housekeepingStatus: rooms.housekeepingStatus })
    .from(rooms)
    .where(and(eq(rooms.groupId, opts.groupId), eq(rooms.active, true), inArray(rooms.housekeepingStatus, [...READY]), noStayOver(opts.from, opts.to)))
    .orderBy(asc(rooms.name));
}

/** Whether one room is clean and holds no stay tonight. */
export async function checkRoomCleanEmpty(db: Db, opts: { groupId: number; roomId: number; today: string }): Promise<{ roomId: number; name: string; clean: boolean; empty: boolean }> {
  const [room] = await db.select({ roomId: rooms.roomId, name: rooms.name, status: rooms.housekeepingStatus, empty: sql<boolean>`${noStayOver(opts.today, addDays(opts.today, 1))}` })
    .from(rooms).where(and(eq(rooms.roomId, opts.roomId), eq(rooms.groupId, opts.groupId)));
  if (!room) throw notFound(`Hotel ${opts.groupId} has no room with the id ${opts.roomId}.`);
  return { roomId: room.roomId, name: room.name, clean: (READY as readonly string[]).includes(room.status), empty: Boolean(room.empty) };
}
