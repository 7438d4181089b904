import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSiteBookings } from '../../db/schema/index.ts';
import { createReservation, type TClientDraft } from '../booking/index.ts';
import { sendMail } from '../../mail/send-mail.ts';
import type { TSiteBookedDto } from '../../../lib/domain/booking-site-dto.ts';
import { PUBLIC_CHANNEL } from './site-config.ts';
import { newTokenKey, signSiteToken } from './site-token.ts';
import { readGuestHold } from './read-guest-hold.ts';
import { siteActor } from './site-actor.ts';
import { siteConfirmationMail } from './confirmation-mail.ts';
import type { SiteHotel } from './find-site-hotel.ts';

/**
 * Books the guest's held stay: the desk's one booking (createReservation, with the hold: its lock,
 * the type's nights locked in the write, the plan's rules), on the public channel and the plan the
 * guest chose, the guest created as the customer; then the confirmation mail with the signed
 * link to the booking (sent through SMTP_URL; kept as 'outbox' without one).
 */
export async function bookHeldStay(
  db: Db,
  opts: { hotel: SiteHotel; holdId: number; token: string; guest: TClientDraft & { email: string }; language: 'en' | 'fr'; siteBase: string; now: Date },
): Promise<TSiteBookedDto> {
  const { hotel, now } = opts;
  const hold = await readGuestHold(db, { hotel, holdId: opts.holdId, token: opts.token, now });
  const actor = await siteActor(db, { groupId: hotel.groupId, groupName: hotel.name, timezone: hotel.timezone });
  const booked = await createReservation(db, {
    hotel,
    user: actor,
    now,
    input: {
      roomTypeId: hold.roomTypeId,
      checkin: hold.checkin,
      checkout: hold.checkout,
      adults: hold.adults,
      kidAges: hold.kidAges,
      client: opts.guest,
      channel: PUBLIC_CHANNEL,
      planId: hold.plan.planId,
      holdId: hold.holdId,
      forced: false,
    },
  });
  const key = newTokenKey();
  await db.insert(bookingSiteBookings).values({
    reservationId: booked.id,
    groupId: hotel.groupId,
    tokenKey: key,
    email: opts.guest.email,
    language: opts.language,
    createdAt: now,
  });
  const token = signSiteToken('booking', booked.id, key);
  const link = `${opts.siteBase.replace(/\/$/, '')}/book/${hotel.groupId}/booking/${booked.id}?k=${token}${opts.language === 'fr' ? '&lang=fr' : ''}`;
  const mail = siteConfirmationMail({
    language: opts.language,
    to: opts.guest.email,
    hotelName: hotel.name,
    number: booked.number,
    guestName: booked.guestName,
    roomTypeName: hold.roomTypeName,
    checkin: hold.checkin,
    checkout: hold.checkout,
    nights: hold.nights,
    totalMinor: booked.totalMinor,
    currency: hold.currency,
    plan: hold.plan,
    link,
  });
  const sent = await sendMail(mail);
  await db.update(bookingSiteBookings).set({ mailStatus: sent.status }).where(eq(bookingSiteBookings.reservationId, booked.id));
  return { reservationId: booked.id, number: booked.number, token, mailStatus: sent.status };
}
