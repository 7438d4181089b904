import ical from 'ical-generator';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icalFeeds, roomTypes, rooms } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { findSiteHotel } from '../booking-site/index.ts';
import { bookingHorizonDays } from '../booking/index.ts';
import { nightRuns } from './night-runs.ts';
import { unavailableRoomNights, unavailableTypeNights } from './unavailable-nights.ts';
import { verifyFeedToken } from './ical-token.ts';

/**
 * A feed's ICS (RFC 5545, written by ical-generator): one all-day event per run of unavailable
 * nights of its room type (or its room), from the hotel's business day to the booking horizon.
 * A revoked feed, another feed's token or a forged one: 403, nothing said.
 */
export async function writeIcsFeed(db: Db, o: { feedId: number; token: string; now: Date }): Promise<string> {
  const [f] = await db
    .select({
      feedId: icalFeeds.feedId,
      groupId: icalFeeds.groupId,
      roomTypeId: icalFeeds.roomTypeId,
      roomId: icalFeeds.roomId,
      key: icalFeeds.tokenKey,
      revokedAt: icalFeeds.revokedAt,
      typeName: roomTypes.name,
    })
    .from(icalFeeds)
    .innerJoin(roomTypes, eq(roomTypes.roomTypeId, icalFeeds.roomTypeId))
    .where(eq(icalFeeds.feedId, o.feedId));
  if (!f || f.revokedAt !== null || !verifyFeedToken(f.feedId, f.key, o.token))
    throw forbidden('This calendar link is not valid, or was revoked.', { key: 'errors.site.badLink' });
  const hotel = await findSiteHotel(db, { groupId: f.groupId });
  const from = await findBusinessDay(db, { groupId: f.groupId, timezone: hotel.timezone, now: o.now });
  const to = addDays(from, bookingHorizonDays());
  const roomName = f.roomId !== null ? ((await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.roomId, f.roomId)))[0]?.name ?? '') : '';
  const nights =
    f.roomId !== null
      ? await unavailableRoomNights(db, { roomId: f.roomId, from, to })
      : await unavailableTypeNights(db, { groupId: f.groupId, roomTypeId: f.roomTypeId, from, to, now: o.now });
  const cal = ical({ name: `${hotel.name}: ${roomName || f.typeName}`, prodId: { company: 'Auberge', product: 'PMS', language: 'EN' } });
  for (const run of nightRuns(nights)) {
    cal.createEvent({
      id: `auberge-${f.feedId}-${run.checkin}@${hotel.code.toLowerCase()}`,
      start: dateOnly(run.checkin),
      end: dateOnly(run.checkout),
      allDay: true,
      summary: 'Not available',
      stamp: o.now,
    });
  }
  return cal.toString();
}

/** A day as a Date at noon UTC: an all-day event writes its calendar date whatever the server's zone. */
const dateOnly = (day: string): Date => new Date(`${day}T12:00:00Z`);
