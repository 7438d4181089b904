import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { forbidden } from '../../http/errors.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import { verifyRoomToken } from './room-token.ts';
import { findBusinessDay } from '../../core/business-day.ts';

export interface TokenRoom {
  roomId: number;
  groupId: number;
  name: string;
  floorName: string;
  hotelName: string;
  housekeepingStatus: HousekeepingStatus;
  today: string;
}

const REFUSED =
  "This room link is not valid (the QR code was replaced, or the address was typed by hand); scan the code on the room's door again, or ask your supervisor for a new one.";

/**
 * The room a QR link names (floor id, room name) if its token is the room's current one. An
 * unknown floor, room or a wrong token all get the same 403: a guessed address learns nothing.
 */
export async function openRoomByToken(db: Db, o: { floorId: number; roomName: string; token: string; now: Date }): Promise<TokenRoom> {
  const [row] = await rowsOf<{
    room_id: number;
    group_id: number;
    name: string;
    qr_key: string;
    floor_name: string;
    hotel_name: string;
    timezone: string;
    housekeeping_status: HousekeepingStatus;
  }>(
    db,
    sql`select r.room_id, r.group_id, r.name, r.qr_key, f.name as floor_name, h.name as hotel_name, h.timezone, r.housekeeping_status
    from rooms r join floors f on f.floor_id = r.floor_id join hotels h on h.group_id = r.group_id
    where r.floor_id = ${o.floorId} and r.name = ${o.roomName} and r.active`,
  );
  if (!row || !verifyRoomToken(row.room_id, row.qr_key, o.token)) throw forbidden(REFUSED, { key: 'errors.housemaid.badLink' });
  return {
    roomId: row.room_id,
    groupId: row.group_id,
    name: row.name,
    floorName: row.floor_name,
    hotelName: row.hotel_name,
    housekeepingStatus: row.housekeeping_status,
    today: await findBusinessDay(db, { groupId: row.group_id, timezone: row.timezone, now: o.now }),
  };
}
