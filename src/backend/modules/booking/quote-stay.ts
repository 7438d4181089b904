import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { BookingHotel } from './find-booking-hotel.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { DEFAULT_CHANNEL } from './booking-config.ts';
import { quoteRoomTypes } from './quote-room-types.ts';
import { partnerQuoteClient } from './partner-rules.ts';
import { checkBookedSegment } from './check-booking-links.ts';
import type { TQuoteRequest } from './booking.schemas.ts';
import type { TQuotePlan, TQuoteResponse } from '../../../lib/domain/booking-dto.ts';
import { loadRateContext, type RatePlanNode, choosePlan, openPlans, priceOnPlan, missingRate } from '../rates/index.ts';

/**
 * The booking service's quote: per room type that can hold the party, the units left over the
 * nights and the price of each night (children by their age band) and in total, on a rate plan
 * (the hotel's base plan unless one is asked for). A type the plan's restrictions refuse comes
 * with the rule that refuses it; a type without a rate on a night, with the rule 'no_rate' naming
 * the type, the plan and the nights (it is not sold). Each type also comes priced on every plan on
 * offer (`offers`, in the order of `plans`). Sold-out types only with ignoreAvailability.
 */
export async function quoteStay(db: Db, opts: { hotel: BookingHotel; input: TQuoteRequest; now: Date; partnerId?: number | null }): Promise<TQuoteResponse> {
  const { hotel, input } = opts;
  const client = opts.partnerId != null ? partnerQuoteClient(opts.partnerId, input) : input.client;
  if (client !== undefined) {
    const [c] = await db.select({ groupId: customers.groupId }).from(customers).where(eq(customers.customerId, client));
    if (!c) throw notFound(`No customer ${client}.`);
    if (c.groupId !== hotel.groupId) throw forbidden(`Customer ${client} is a client of another hotel, not of hotel ${hotel.groupId}.`);
  }
  // A segment sells under its channel and opens its plans, as it does for the booking.
  const segment = input.segment !== undefined ? await checkBookedSegment(db, { groupId: hotel.groupId, segmentId: input.segment }) : null;
  const { adults, kidAges } = input.guests;
  const checkout = addDays(input.checkin, input.nights);
  const [types, ctx] = await Promise.all([
    quoteRoomTypes(db, {
      groupId: hotel.groupId,
      checkin: input.checkin,
      nights: input.nights,
      adults,
      kidAges,
      now: opts.now,
      channel: input.channel ?? segment?.channel,
      clientId: client,
    }),
    loadRateContext(db, { groupId: hotel.groupId, from: input.checkin, to: checkout, clientId: client }),
  ]);
  const channel = types[0]?.channel ?? input.channel ?? segment?.channel ?? DEFAULT_CHANNEL;
  const segments = input.segment !== undefined ? [input.segment] : ctx.clientSegments;
  const plan = choosePlan(ctx, { planId: input.plan, channel, segments, field: 'plan' });
  const plans = openPlans(ctx, { channel, segments });
  const party = adults + kidAges.length;
  const stay = { checkin: input.checkin, nights: input.nights, kidAges };
  const roomTypes = types
    .filter((t) => t.capacity >= party && (input.ignoreAvailability || t.unitsLeft > 0))
    .map(({ rates, rackMinor, bands, ...t }) => {
      const type = { roomTypeId: t.roomTypeId, name: t.name, rates, rackMinor, bands };
      const priced = plan ? priceOnPlan(ctx, plan, type, stay) : null;
      const nightly = priced?.nightly ?? t.nightly;
      const totalMinor = priced?.totalMinor ?? t.totalMinor;
      // A type without a rate is quoted as not sold, naming the rate missing (type, plan, nights).
      const missing = priced
        ? priced.missing
        : missingRate({ roomTypeName: t.name, plan: null, rates: t.nightly.map((n, i) => ({ day: n.day, rateMinor: rates[i] ?? 0 })) });
      // The same stay on every plan on offer: the clerk compares them and picks one.
      const offers = plans.map((p) => {
        const on = p === plan && priced ? priced : priceOnPlan(ctx, p, type, stay);
        return { planId: p.planId, priceMinor: Math.round(on.totalMinor / input.nights), totalMinor: on.totalMinor, restriction: on.missing ?? on.restriction };
      });
      return { ...t, nightly, totalMinor, priceMinor: Math.round(totalMinor / input.nights), restriction: missing ?? priced?.restriction ?? null, offers };
    });
  return {
    groupId: hotel.groupId,
    property: hotel.property,
    currency: hotel.currency,
    checkin: input.checkin,
    checkout,
    nights: input.nights,
    adults,
    kidAges,
    channel,
    bookingDate: input.bookingDate ?? opts.now.toISOString().slice(0, 10),
    roomTypes,
    plan: plan ? quotePlan(plan) : null,
    plans: plans.map(quotePlan),
  };
}

export function quotePlan(p: RatePlanNode): TQuotePlan {
  return { planId: p.planId, code: p.code, name: p.name, nameFr: p.nameFr, refundable: p.refundable, cancelDays: p.cancelDays, includes: p.includes };
}
