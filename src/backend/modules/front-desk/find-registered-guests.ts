import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { docTypes, reservationGuests } from '../../db/schema/index.ts';

/** A guest's registration card as stored, with its identity document's type. */
export interface RegisteredGuest {
  guestId: number;
  firstName: string;
  lastName: string;
  nationality: string | null;
  birthDate: string | null;
  docTypeId: number | null;
  docType: { id: number; code: string; name: string; nameFr: string } | null;
  docNumber: string | null;
  isPrimary: boolean;
}

/**
 * The guests registered at (pre-)check-in of some stays, by reservation id, primary guest first:
 * one query for a page of arrivals or for one stay's details.
 */
export async function findRegisteredGuests(db: Db, reservationIds: number[]): Promise<Map<number, RegisteredGuest[]>> {
  const byStay = new Map<number, RegisteredGuest[]>();
  if (reservationIds.length === 0) return byStay;
  const rows = await db
    .select({
      reservationId: reservationGuests.reservationId,
      guestId: reservationGuests.guestId,
      firstName: reservationGuests.firstName,
      lastName: reservationGuests.lastName,
      nationality: reservationGuests.nationality,
      birthDate: sql<string | null>`${reservationGuests.birthDate}::text`,
      docTypeId: reservationGuests.docTypeId,
      docNumber: reservationGuests.docNumber,
      isPrimary: reservationGuests.isPrimary,
      docCode: docTypes.code,
      docName: docTypes.name,
      docNameFr: docTypes.nameFr,
    })
    .from(reservationGuests)
    .leftJoin(docTypes, eq(docTypes.docTypeId, reservationGuests.docTypeId))
    .where(inArray(reservationGuests.reservationId, reservationIds))
    .orderBy(asc(reservationGuests.reservationId), desc(reservationGuests.isPrimary), asc(reservationGuests.guestId));
  for (const { reservationId, docCode, docName, docNameFr, ...g } of rows) {
    const guest: RegisteredGuest = {
      ...g,
      docType: g.docTypeId === null || docCode === null ? null : { id: g.docTypeId, code: docCode, name: docName ?? '', nameFr: docNameFr ?? '' },
    };
    const list = byStay.get(reservationId);
    if (list) list.push(guest);
    else byStay.set(reservationId, [guest]);
  }
  return byStay;
}
