import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, reservationTags, rooms } from '../../db/schema/index.ts';
import type { TReservationHitDto } from '../../../lib/domain/reservations-dto.ts';
import { reservationHitColumns, roomOfReservation } from './reservation-hit.ts';

/** The reservation a hotel-card tag is attached to, in one hotel (a tag is unique per hotel). */
export async function findReservationByTag(db: Db, opts: { groupId: number; tag: string }): Promise<TReservationHitDto | undefined> {
  const [row] = await db
    .select(reservationHitColumns)
    .from(reservationTags)
    .innerJoin(reservations, eq(reservations.reservationId, reservationTags.reservationId))
    .leftJoin(rooms, roomOfReservation)
    .where(and(eq(reservationTags.groupId, opts.groupId), eq(reservations.groupId, opts.groupId), eq(reservationTags.tag, opts.tag)))
    .limit(1);
  return row ? { ...row, checkin: String(row.checkin), checkout: String(row.checkout) } : undefined;
}
