import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { BookingHotel } from './find-booking-hotel.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { DEFAULT_CHANNEL } from './booking-config.ts';
import { quoteRoomTypes } from './quote-room-types.ts';
import { partnerQuoteClient } from './partner-rules.ts';
import type { TQuoteRequest } from './booking.schemas.ts';
import type { TQuoteResponse } from '../../../lib/domain/booking-dto.ts';

/**
 * The booking service's quote: per room type that can hold the party, the units left over the
 * nights and the price of each night (children by their age band) and in total. Sold-out types
 * only with ignoreAvailability.
 */
export async function quoteStay(db: Db, opts: { hotel: BookingHotel; input: TQuoteRequest; now: Date; partnerId?: number | null }): Promise<TQuoteResponse> {
  const { hotel, input } = opts;
  const client = opts.partnerId != null ? partnerQuoteClient(opts.partnerId, input) : input.client;
  if (client !== undefined) {
    const [c] = await db.select({ groupId: customers.groupId }).from(customers).where(eq(customers.customerId, client));
    if (!c) throw notFound(`No customer ${client}.`);
    if (c.groupId !== hotel.groupId) throw forbidden(`Customer ${client} is a client of another hotel, not of hotel ${hotel.groupId}.`);
  }
  const { adults, kidAges } = input.guests;
  const types = await quoteRoomTypes(db, {
    groupId: hotel.groupId, checkin: input.checkin, nights: input.nights, adults, kidAges, now: opts.now, channel: input.channel, clientId: client,
  });
  const party = adults + kidAges.length;
  const roomTypes = types
    .filter((t) => t.capacity >= party && (input.ignoreAvailability || t.unitsLeft > 0))
    .map((t) => ({ ...t, priceMinor: Math.round(t.totalMinor / input.nights) }));
  return {
    groupId: hotel.groupId, property: hotel.property, currency: hotel.currency, checkin: input.checkin, checkout: addDays(input.checkin, input.nights),
    nights: input.nights, adults, kidAges, channel: types[0]?.channel ?? input.channel ?? DEFAULT_CHANNEL,
    bookingDate: input.bookingDate ?? opts.now.toISOString().slice(0, 10), roomTypes,
  };
}
