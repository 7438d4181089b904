import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { BookingHotel } from '../booking/index.ts';

export interface SiteHotel extends BookingHotel {
  name: string;
  timezone: string;
}

/** A hotel the booking site sells (a real hotel: group ids above 0); 404 for any other id. */
export async function findSiteHotel(db: Db, opts: { groupId: number }): Promise<SiteHotel> {
  const [h] = await db
    .select({
      groupId: hotels.groupId,
      code: hotels.code,
      name: hotels.name,
      currency: hotels.currency,
      timezone: hotels.timezone,
      attributes: hotels.attributes,
    })
    .from(hotels)
    .where(eq(hotels.groupId, opts.groupId));
  if (!h || h.groupId <= 0) throw notFound(`No hotel ${opts.groupId} sells on this site.`, { key: 'errors.notFound.hotel' });
  return { groupId: h.groupId, code: h.code, name: h.name, currency: h.currency.trim(), timezone: h.timezone, property: h.attributes[0] ?? String(h.groupId) };
}
