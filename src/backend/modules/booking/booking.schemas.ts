import { MAX_MINOR } from '../../http/shared-params.ts';
import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import { MAX_NIGHTS } from './booking-config.ts';
import { nightsBetween, parseGuests } from '../rates/index.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { day } from '../../../lib/domain/error-params.ts';

const zBool = z.enum(['true', 'false']).transform((v) => v === 'true');
const zNights = zStrictNumber(z.number().int('expected a whole number of nights').min(1, 'at least one night').max(MAX_NIGHTS, `at most ${MAX_NIGHTS} nights`));
/** A channel number, 0-999 as the rate plans take it (a bigger one would reach an integer column). */
const zChannelNumber = z.number().int('expected a channel number').min(0, 'expected a channel number').max(999, 'expected a channel number (0-999)');
const zChannel = zStrictNumber(zChannelNumber);

export const ZQuoteRequest = z.object({
  property: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe("The hotel's booking-system property id (its attributes[0]) or its group id; default the current hotel"),
  client: zId.optional().describe("Customer id: the channel defaults to their first segment's"),
  channel: zChannel.optional().describe("Booking channel; default the client's segment channel, else 15"),
  checkin: zDay.describe('First night'),
  nights: zNights,
  guests: z
    .string()
    .default('1')
    .transform((v, ctx) => {
      const g = parseGuests(v);
      if (typeof g === 'string') {
        ctx.addIssue({ code: 'custom', ...refineText(g, 'errors.refine.guests') });
        return z.NEVER;
      }
      return g;
    })
    .describe("'adults;kid ages', e.g. '2;5,9'"),
  bookingDate: zDay.optional().describe('Day the booking is made (default today)'),
  plan: zId.optional().describe("Rate plan id; default the hotel's base plan"),
  segment: zId
    .optional()
    .describe("Market segment the stay is sold under: its channel (unless channel is given) and the plans open to it; default the client's segments"),
  ignoreAvailability: zBool.default(false).describe('List sold-out room types too'),
});
export type TQuoteRequest = z.infer<typeof ZQuoteRequest>;

export const ZFreeRoomsQuery = z.object({
  roomTypeId: zId.describe('Room type of the stay'),
  checkin: zDay.describe('First night'),
  nights: zNights,
});

export const ZHoldRequest = z.object({
  roomTypeId: zId,
  checkin: zDay,
  nights: zNights,
  units: z.number().int().min(1).max(50).default(1),
  group: z.number().int().optional().describe('Hotel; default the current one'),
});
export type THoldRequest = z.infer<typeof ZHoldRequest>;

export const ZClientDraft = z.object({
  civilite: z.string().trim().max(20).optional(),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().min(1, 'the client needs a last name').max(100),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
    .optional(),
  phone: z.string().trim().max(40).default(''),
  email: z.union([z.literal(''), z.string().trim().email('not an e-mail address')]).default(''),
  countryName: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).default(''),
});
export type TClientDraft = z.infer<typeof ZClientDraft>;

export const ZCreateReservationRequest = z
  .object({
    group: z.number().int().optional().describe('Hotel; default the current one'),
    customerId: zId.optional(),
    client: ZClientDraft.optional().describe('Client info draft: creates a natural person'),
    guestName: z.string().trim().min(1).max(200).optional(),
    roomTypeId: zId,
    roomId: zId.optional(),
    checkin: zDay,
    checkout: zDay,
    adults: z.number().int().min(1, 'at least one adult').max(20).default(1),
    kidAges: z.array(z.number().int().min(0).max(17, 'a kid is 17 at most')).max(20).default([]),
    segmentId: zId.optional(),
    channel: zChannelNumber.optional(),
    priceMinor: z
      .number()
      .int('expected minor units')
      .min(0, 'a price cannot be negative')
      .max(MAX_MINOR, "too large for a night's price")
      .optional()
      .describe('Price per night; default the quote'),
    forced: z.boolean().default(false).describe('Book even when the type shows no unit left (permission forced_reservation)'),
    holdId: zId.optional(),
    boNumber: z.string().trim().max(60).optional(),
    planId: zId.optional().describe("Rate plan; default the hotel's base plan"),
  })
  .superRefine((v, ctx) => {
    const n = nightsBetween(v.checkin, v.checkout);
    if (n < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['checkout'],
        ...refineText(`must be after checkin (${v.checkin})`, 'errors.refine.afterDay', { day: day(v.checkin) }),
      });
    else if (n > MAX_NIGHTS)
      ctx.addIssue({
        code: 'custom',
        path: ['checkout'],
        ...refineText(`a stay is at most ${MAX_NIGHTS} nights, got ${n}`, 'errors.refine.stayNights', { max: MAX_NIGHTS }),
      });
    if (v.customerId !== undefined && v.client !== undefined)
      ctx.addIssue({ code: 'custom', path: ['client'], ...refineText('give customerId or a client draft, not both', 'errors.refine.notBoth') });
  });
export type TCreateReservationRequest = z.infer<typeof ZCreateReservationRequest>;
