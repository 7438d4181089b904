import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservationGuests } from '../../db/schema/index.ts';
import type { TRegisteredGuestDto } from './front-desk-lists.schemas.ts';

/** The guests registered at (pre-)check-in of some stays, by reservation id, primary guest first. */
export async function findRegisteredGuests(db: Db, reservationIds: number[]): Promise<Map<number, TRegisteredGuestDto[]>> {
  const byStay = new Map<number, TRegisteredGuestDto[]>();
  if (reservationIds.length === 0) return byStay;
  const rows = await db
    .select({
      reservationId: reservationGuests.reservationId, firstName: reservationGuests.firstName, lastName: reservationGuests.lastName,
      nationality: reservationGuests.nationality, birthDate: reservationGuests.birthDate, docTypeId: reservationGuests.docTypeId,
      docNumber: reservationGuests.docNumber, isPrimary: reservationGuests.isPrimary,
    })
    .from(reservationGuests)
    .where(inArray(reservationGuests.reservationId, reservationIds))
    .orderBy(asc(reservationGuests.reservationId), desc(reservationGuests.isPrimary), asc(reservationGuests.guestId));
  for (const { reservationId, birthDate, ...guest } of rows) {
    const dto = { ...guest, birthDate: birthDate === null ? null : String(birthDate) };
    const list = byStay.get(reservationId);
    if (list) list.push(dto);
    else byStay.set(reservationId, [dto]);
  }
  return byStay;
}
