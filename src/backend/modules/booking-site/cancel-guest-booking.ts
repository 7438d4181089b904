import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { cancelReservation } from '../front-desk/index.ts';
import { day as dayP, term } from '../../../lib/domain/error-params.ts';
import type { TSiteBookingDto } from '../../../lib/domain/booking-site-dto.ts';
import { readGuestBooking } from './read-guest-booking.ts';
import { siteActor } from './site-actor.ts';
import type { SiteHotel } from './find-site-hotel.ts';

/**
 * The guest cancels their booking from the mail's link, within the plan's policy: free until the
 * plan's last free day, through the desk's one cancellation (the nights released, audit 17, by the
 * site's account). Past the policy, or a non-refundable plan: 409 saying why, nothing changes.
 */
export async function cancelGuestBooking(db: Db, opts: { hotel: SiteHotel; reservationId: number; token: string; now: Date }): Promise<TSiteBookingDto> {
  const b = await readGuestBooking(db, opts);
  if (!b.mayCancel) {
    const reason =
      b.state !== 'booked'
        ? term('errors.site.cancelClosed.notBooked')
        : !b.plan?.freeCancelUntil
          ? term('errors.site.cancelClosed.notRefundable')
          : term('errors.site.cancelClosed.tooLate');
    throw new AppError('conflict', `Booking ${b.number} cannot be cancelled by the guest (${reason.term}).`, undefined, {
      key: 'errors.site.cancelClosed',
      params: { reason, day: dayP(b.plan?.freeCancelUntil ?? b.checkin) },
    });
  }
  const actor = await siteActor(db, { groupId: opts.hotel.groupId, groupName: opts.hotel.name, timezone: opts.hotel.timezone });
  await cancelReservation(db, {
    reservationId: b.reservationId,
    input: { price: 0, reason: 'Cancelled by the guest on the booking site' },
    user: actor,
    timezone: opts.hotel.timezone,
    now: opts.now,
  });
  return readGuestBooking(db, opts);
}
