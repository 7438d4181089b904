import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSiteBookings, ratePlans, reservationRatePlans, reservations, roomTypes } from '../../db/schema/index.ts';
import { forbidden } from '../../http/errors.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { daysBetween } from '../../../lib/domain/days.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TSiteBookingDto } from '../../../lib/domain/booking-site-dto.ts';
import { freeCancelUntil, guestMayCancel } from './cancel-policy.ts';
import { verifySiteToken } from './site-token.ts';
import type { SiteHotel } from './find-site-hotel.ts';

const STATE: Record<number, TSiteBookingDto['state']> = {
  [S.EXPECTED]: 'booked',
  [S.IN_HOUSE]: 'in_house',
  [S.DEPARTED]: 'departed',
  [S.CANCELLED]: 'cancelled',
  [S.NO_SHOW]: 'no_show',
};

/** The guest's booking as their signed link opens it (403 for a wrong token or another hotel's). */
export async function readGuestBooking(db: Db, opts: { hotel: SiteHotel; reservationId: number; token: string; now: Date }): Promise<TSiteBookingDto> {
  const [r] = await db
    .select({
      reservationId: reservations.reservationId,
      groupId: reservations.groupId,
      number: reservations.number,
      guestName: reservations.guestName,
      roomTypeName: roomTypes.name,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      adults: reservations.adults,
      totalMinor: reservations.priceMinor,
      currency: reservations.currency,
      status: reservations.status,
      key: bookingSiteBookings.tokenKey,
      planId: ratePlans.planId,
      planCode: ratePlans.code,
      planName: ratePlans.name,
      planNameFr: ratePlans.nameFr,
      refundable: ratePlans.refundable,
      cancelDays: ratePlans.cancelDays,
      includes: ratePlans.includes,
    })
    .from(bookingSiteBookings)
    .innerJoin(reservations, eq(reservations.reservationId, bookingSiteBookings.reservationId))
    .innerJoin(roomTypes, eq(roomTypes.roomTypeId, reservations.roomTypeId))
    .leftJoin(reservationRatePlans, eq(reservationRatePlans.reservationId, reservations.reservationId))
    .leftJoin(ratePlans, eq(ratePlans.planId, reservationRatePlans.planId))
    .where(eq(bookingSiteBookings.reservationId, opts.reservationId));
  if (!r || r.groupId !== opts.hotel.groupId || !verifySiteToken('booking', r.reservationId, r.key, opts.token))
    throw forbidden('The booking token does not open this booking.', { key: 'errors.site.badLink' });
  const until = r.planId !== null ? freeCancelUntil({ checkin: r.checkin, refundable: r.refundable ?? false, cancelDays: r.cancelDays }) : null;
  const today = await findBusinessDay(db, { groupId: r.groupId, timezone: opts.hotel.timezone, now: opts.now });
  return {
    reservationId: r.reservationId,
    number: r.number,
    hotelName: opts.hotel.name,
    guestName: r.guestName,
    roomTypeName: r.roomTypeName,
    checkin: r.checkin,
    checkout: r.checkout,
    nights: daysBetween(r.checkin, r.checkout),
    adults: r.adults,
    totalMinor: r.totalMinor,
    currency: r.currency.trim(),
    state: STATE[r.status] ?? 'booked',
    plan:
      r.planId !== null
        ? {
            planId: r.planId,
            code: r.planCode ?? '',
            name: r.planName ?? '',
            nameFr: r.planNameFr ?? '',
            refundable: r.refundable ?? false,
            cancelDays: r.cancelDays,
            includes: r.includes ?? [],
            freeCancelUntil: until,
          }
        : null,
    mayCancel: guestMayCancel({ until, today, expected: r.status === S.EXPECTED }),
  };
}
