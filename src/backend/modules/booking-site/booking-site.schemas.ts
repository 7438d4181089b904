import { z } from 'zod';
import { zDay, zId, zPlainText, zStrictNumber } from '../../http/validate.ts';
import { MAX_NIGHTS } from '../booking/index.ts';

const zNights = zStrictNumber(z.number().int('expected a whole number of nights').min(1, 'at least one night').max(MAX_NIGHTS, `at most ${MAX_NIGHTS} nights`));
const zAdults = zStrictNumber(z.number().int('expected a whole number of adults').min(1, 'at least one adult').max(20, 'at most 20 adults'));
const zKidAges = z.array(z.number().int('expected an age in years').min(0, 'an age is 0 or more').max(17, 'a kid is 17 at most')).max(20, 'at most 20 kids');
/** Kid ages in a query: '5,9' (empty: none). */
const zKidsText = z
  .string()
  .trim()
  .max(80)
  .regex(/^(\d{1,2}(,\d{1,2})*)?$/, "expected the kids' ages as 5,9")
  .default('')
  .transform((s) => (s === '' ? [] : s.split(',').map(Number)))
  .pipe(zKidAges);
const zToken = z.string().trim().min(1, 'the link has no token').max(100, 'not a token');

export const ZSiteHotelParams = z.object({ hotel: zId.describe('Hotel (group id)') });
export const ZSiteHoldParams = ZSiteHotelParams.extend({ id: zId });

export const ZSiteOffersQuery = z.object({
  checkin: zDay.describe('Arrival day'),
  nights: zNights,
  adults: zAdults.default(2),
  kids: zKidsText.describe("Kids' ages, e.g. 5,9"),
});

export const ZSiteHoldRequest = z.object({
  roomTypeId: zId,
  planId: zId,
  checkin: zDay,
  nights: zNights,
  adults: zAdults,
  kidAges: zKidAges.default([]),
});

export const ZSiteTokenQuery = z.object({ t: zToken });
export const ZSiteBookingQuery = z.object({ k: zToken });

export const ZSiteGuest = z.object({
  firstName: zPlainText(100).pipe(z.string().min(1, 'give your first name')),
  lastName: zPlainText(100).pipe(z.string().min(1, 'give your last name')),
  email: z.string().trim().max(200).email('not an e-mail address'),
  phone: zPlainText(40).default(''),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'expected a two-letter country code')
    .optional(),
});

export const ZSiteBookRequest = z.object({
  holdId: zId,
  token: zToken,
  guest: ZSiteGuest,
  language: z.enum(['en', 'fr']).default('en'),
  siteBase: z
    .string()
    .trim()
    .max(300)
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'expected the site address as http(s)://host')
    .describe("The site's public address, for the mail's link"),
});

export const ZSiteCancelRequest = z.object({ k: zToken });
