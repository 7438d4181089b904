import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { businessDayOn } from '../../core/business-day.ts';
import { availabilityStampOf } from '../../core/availability-stamp.ts';
import { notFound } from '../../http/errors.ts';
import type { BookingHotel } from '../booking/index.ts';

export interface SiteHotel extends BookingHotel {
  name: string;
  timezone: string;
}

interface HotelRow {
  group_id: number;
  code: string;
  name: string;
  currency: string;
  timezone: string;
  attributes: string[] | null;
}

/** The hotel's row as the site names it; 404 for none or a group id at or below 0 (not a hotel). */
function siteHotelOf(h: HotelRow | undefined, groupId: number): SiteHotel {
  if (!h || h.group_id <= 0) throw notFound(`No hotel ${groupId} sells on this site.`, { key: 'errors.notFound.hotel' });
  return {
    groupId: h.group_id,
    code: h.code,
    name: h.name,
    currency: h.currency.trim(),
    timezone: h.timezone,
    property: h.attributes?.[0] ?? String(h.group_id),
  };
}

/** A hotel the booking site sells (a real hotel: group ids above 0); 404 for any other id. */
export async function findSiteHotel(db: Db, opts: { groupId: number }): Promise<SiteHotel> {
  const [h] = await rowsOf<HotelRow>(db, sql`select group_id, code, name, currency, timezone, attributes from hotels where group_id = ${opts.groupId}::int`);
  return siteHotelOf(h, opts.groupId);
}

/**
 * The hotel, its business day and its availability stamp (core/availability-stamp.ts) in ONE statement:
 * what the site's first page, every search and every hold read, so a search whose offers are kept
 * costs one round trip. 404 as findSiteHotel.
 */
export async function findSiteHotelToday(db: Db, opts: { groupId: number; now: Date }): Promise<{ hotel: SiteHotel; today: string; stamp: number }> {
  const [h] = await rowsOf<HotelRow & { last_closed: string | null; stamp: string }>(
    db,
    sql`select h.group_id, h.code, h.name, h.currency, h.timezone, h.attributes,
      (select max(b.day)::text from business_days b where b.group_id = h.group_id) as last_closed,
      ${availabilityStampOf(sql`h.group_id`)} as stamp
    from hotels h where h.group_id = ${opts.groupId}::int`,
  );
  const hotel = siteHotelOf(h, opts.groupId);
  return { hotel, today: businessDayOn(h!.last_closed, { timezone: hotel.timezone, now: opts.now }), stamp: Number(h!.stamp) };
}
