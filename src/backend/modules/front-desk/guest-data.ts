import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { docTypes, reservationGuests } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import type { TGuest } from './front-desk.schemas.ts';
import type { StayRow } from './stay-data.ts';

/** Every guest's identity document type must be one of the document-type list (400 on the field `fieldOf` names). */
export async function assertDocTypes(tx: Db, guests: TGuest[], fieldOf = (at: number) => `guests.${at}.docTypeId`): Promise<void> {
  const wanted = [...new Set(guests.map((g) => g.docTypeId))];
  const known = await tx.select({ id: docTypes.docTypeId }).from(docTypes).where(inArray(docTypes.docTypeId, wanted));
  const missing = wanted.find((id) => !known.some((k) => k.id === id));
  if (missing !== undefined) {
    const at = guests.findIndex((g) => g.docTypeId === missing);
    throw invalid(fieldOf(at), `no identity document type has the id ${missing}; pick one from the document-type list.`, { key: 'errors.stay.docTypeUnknown' });
  }
}

/** Replaces the stay's registered guests, their document types already checked (assertDocTypes); the first one is primary unless one is marked. */
export async function replaceGuests(tx: Db, stay: StayRow, guests: TGuest[]): Promise<void> {
  const primaryAt = Math.max(
    0,
    guests.findIndex((g) => g.isPrimary),
  );
  await tx.delete(reservationGuests).where(eq(reservationGuests.reservationId, stay.reservationId));
  await tx.insert(reservationGuests).values(
    guests.map((g, i) => ({
      groupId: stay.groupId,
      reservationId: stay.reservationId,
      firstName: g.firstName,
      lastName: g.lastName,
      nationality: g.nationality,
      birthDate: g.birthDate,
      docTypeId: g.docTypeId,
      docNumber: g.docNumber,
      isPrimary: i === primaryAt,
    })),
  );
}

export const describeGuest = (g: TGuest) => `${g.firstName} ${g.lastName} (${g.nationality}, doc ${g.docNumber})`;
export const describeGuests = (guests: TGuest[]) => guests.map(describeGuest).join('; ');

/** The guests as an audit detail's params: their names, what people read (no document numbers, no country codes). */
export const guestsDetail = (guests: TGuest[]) => ({
  key: 'audit.detail.stay.guests' as const,
  params: { count: guests.length, names: guests.map((g) => `${g.firstName} ${g.lastName}`).join(', ') },
});
