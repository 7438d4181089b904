import { sql, type Column, type SQL } from 'drizzle-orm';
import { reservations } from '../../db/schema/index.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';

/**
 * Whether the room in the column `roomId` holds an active stay over the nights
 * [checkin, checkout), other than `except`: the exclusion constraint's test, on its (room_id, stay) index.
 */
export function activeStayInRoom(roomId: Column, nights: { checkin: string; checkout: string }, except?: number): SQL {
  return sql`exists (select 1 from ${reservations} r where r.room_id = ${roomId}${except === undefined ? sql`` : sql` and r.reservation_id <> ${except}`}
    and r.status in (${sql.join(
      ACTIVE_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}) and r.stay && daterange(${nights.checkin}::date, ${nights.checkout}::date))`;
}

/**
 * Whether the room in `roomId` cannot take a stay over the nights [checkin, checkout): it holds an
 * active stay (other than `except`) or is out of order (a room closure) on one of those nights.
 */
export function roomTakenOver(roomId: Column, nights: { checkin: string; checkout: string }, except?: number): SQL {
  return sql`(${activeStayInRoom(roomId, nights, except)} or exists (select 1 from room_closures c where c.room_id = ${roomId}
    and c.nights && daterange(${nights.checkin}::date, ${nights.checkout}::date)))`;
}
