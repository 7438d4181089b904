import { z } from 'zod';

/**
 * What the booking service answers (quote, hold, booked reservation) and the bodies it is sent.
 * The service validates the bodies with its own zod schemas (booking.schemas.ts); a type test
 * there keeps these wire shapes assignable to them.
 */

export const HOLD_STATUSES = ['held', 'confirmed', 'cancelled', 'consumed'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

const ZRestrictionRefusal = z.object({
  rule: z.string(),
  day: z.string(),
  planCode: z.string(),
  limit: z.number().nullish().describe("The rule's value: the fewest (min_stay) or most (max_stay) nights"),
  message: z.string(),
});
/** A room type's stay priced on one rate plan: what the clerk chooses from. */
export const ZPlanOffer = z.object({
  planId: z.number(),
  priceMinor: z.number().describe('Average price per night, minor units (rounded)'),
  totalMinor: z.number(),
  restriction: ZRestrictionRefusal.nullable().describe('The rule refusing this stay on the plan (or its missing rate), or null'),
});
export type TPlanOffer = z.infer<typeof ZPlanOffer>;

export const ZRoomTypeQuote = z.object({
  roomTypeId: z.number(),
  code: z.string(),
  name: z.string(),
  capacity: z.number(),
  units: z.number(),
  unitsLeft: z.number().describe('Fewest units free on any of the nights'),
  channel: z.number(),
  nightly: z.array(z.object({ day: z.string(), priceMinor: z.number() })).describe('Price of each night, minor units, children included'),
  priceMinor: z.number().describe('Average price per night, minor units (rounded)'),
  totalMinor: z.number(),
  restriction: ZRestrictionRefusal.nullish().describe(
    'The rate plan rule refusing this stay (min_stay, max_stay, closed_to_arrival, closed_to_departure, stop_sell), or null',
  ),
  offers: z.array(ZPlanOffer).optional().describe('The stay priced on each plan on offer (the plans of `plans`, in their order)'),
});
export const ZQuotePlan = z.object({
  planId: z.number(),
  code: z.string(),
  name: z.string(),
  nameFr: z.string().describe('The name French readers see'),
  refundable: z.boolean(),
  cancelDays: z.number().nullable(),
  includes: z.array(z.string()),
});
export type TQuotePlan = z.infer<typeof ZQuotePlan>;
export type TRoomTypeQuote = z.infer<typeof ZRoomTypeQuote>;
export const ZQuoteResponse = z.object({
  groupId: z.number(),
  property: z.string(),
  currency: z.string(),
  checkin: z.string(),
  checkout: z.string(),
  nights: z.number(),
  adults: z.number(),
  kidAges: z.array(z.number()),
  channel: z.number(),
  bookingDate: z.string(),
  roomTypes: z.array(ZRoomTypeQuote),
  plan: ZQuotePlan.nullish().describe('The rate plan priced (the base plan by default; null when the hotel has none)'),
  plans: z.array(ZQuotePlan).optional().describe('Plans sold on this channel to this client'),
});
export type TQuoteResponse = z.infer<typeof ZQuoteResponse>;

export const ZHoldDto = z.object({
  holdId: z.number(),
  groupId: z.number(),
  roomTypeId: z.number(),
  checkin: z.string(),
  checkout: z.string(),
  units: z.number(),
  status: z.enum(HOLD_STATUSES),
  expiresAt: z.string(),
});
export type THoldDto = z.infer<typeof ZHoldDto>;

export const ZBookedReservationDto = z.object({
  id: z.number(),
  itemId: z.number(),
  orderId: z.number(),
  number: z.string(),
  roomId: z.number().nullable(),
  roomName: z.string().nullable(),
  roomTypeId: z.number(),
  checkin: z.string(),
  checkout: z.string(),
  numberOfNights: z.number(),
  status: z.number(),
  priceMinor: z.number().describe('Price per night (the first night when nights differ)'),
  totalMinor: z.number(),
  guestName: z.string(),
  customerId: z.number(),
  partnerId: z.number().nullable(),
  planId: z.number().nullable().describe('The rate plan the stay is sold on (null when the hotel has none)'),
});
export type TBookedReservationDto = z.infer<typeof ZBookedReservationDto>;

/** POST /holds as the booking flow sends it. */
export interface THoldBody {
  roomTypeId: number;
  checkin: string;
  nights: number;
  units?: number;
  group?: number;
}

/** A client typed in the booking flow (creates a natural person). */
export interface TClientDraftBody {
  civilite?: string;
  firstName?: string;
  lastName: string;
  countryCode?: string;
  phone?: string;
  email?: string;
  countryName?: string;
  city?: string;
}

/** POST /reservations as the booking flow sends it (one per room). */
export interface TReservationBody {
  group?: number;
  customerId?: number;
  client?: TClientDraftBody;
  guestName?: string;
  roomTypeId: number;
  roomId?: number;
  checkin: string;
  checkout: string;
  adults?: number;
  kidAges?: number[];
  segmentId?: number;
  channel?: number;
  priceMinor?: number;
  forced?: boolean;
  holdId?: number;
  boNumber?: string;
  planId?: number;
}

export interface TBookableRoomDto {
  roomId: number;
  name: string;
  housekeepingStatus: string;
  /** A guest is still in the room (in house, due out): it can be booked, not checked into until they leave. */
  guestPresent: boolean;
}
