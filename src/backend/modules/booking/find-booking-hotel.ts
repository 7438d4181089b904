import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { keptWithUser } from '../../core/kept-with-user.ts';

export interface BookingHotel {
  groupId: number;
  code: string;
  currency: string;
  property: string;
}

/** A hotel by its booking-system property id (attributes[0]), else by its group id. */
export async function findHotelByProperty(db: Db, opts: { property: string }): Promise<BookingHotel> {
  const asGroup = /^\d+$/.test(opts.property) ? Number(opts.property) : -2;
  const rows = await db
    .select({ groupId: hotels.groupId, code: hotels.code, currency: hotels.currency, attributes: hotels.attributes })
    .from(hotels)
    .where(or(sql`${hotels.attributes}->>0 = ${opts.property}`, eq(hotels.groupId, asGroup)));
  const hit = rows.find((h) => h.attributes[0] === opts.property) ?? rows[0];
  if (!hit || hit.groupId <= 0) throw notFound(`No hotel has the booking property '${opts.property}'.`, { key: 'errors.notFound.hotel' });
  return { groupId: hit.groupId, code: hit.code, currency: hit.currency, property: hit.attributes[0] ?? String(hit.groupId) };
}

export async function findHotel(db: Db, opts: { groupId: number }): Promise<BookingHotel> {
  const [hit] = await db
    .select({ groupId: hotels.groupId, code: hotels.code, currency: hotels.currency, attributes: hotels.attributes })
    .from(hotels)
    .where(eq(hotels.groupId, opts.groupId));
  if (!hit) throw notFound(`No hotel ${opts.groupId}.`, { key: 'errors.notFound.hotel' });
  return { groupId: hit.groupId, code: hit.code, currency: hit.currency, property: hit.attributes[0] ?? String(hit.groupId) };
}

/** findHotel for a signed-in user, kept with their user object (a change to hotels moves the session stamp, migration 0018). */
export const findHotelFor = keptWithUser((db, _user, groupId) => findHotel(db, { groupId }));

/** findHotelByProperty for a signed-in user, kept with their user object like findHotelFor. */
export const findHotelByPropertyFor = keptWithUser((db, _user, property: string) => findHotelByProperty(db, { property }));
