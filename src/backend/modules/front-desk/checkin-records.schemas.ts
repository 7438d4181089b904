import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import { ZGuest } from './front-desk.schemas.ts';
import type { TGuestCardDto, TCheckInStatsDto } from '../../../lib/domain/front-desk-dto.ts';
export type { TGuestCardDto, TCheckInStatsDto };

/** The check-in records of front-office.md §7 (POST /checkins/new, /checkins/item, /orders/checkingStats, /orders/toCheckIn). */

const zGroup = zStrictNumber(z.number({ error: 'expected a hotel id' }).int('expected a hotel id'))
  .optional()
  .describe('Hotel (default: the current one)');
const zCustomer = zId.optional().describe("The hotel's customer record of this guest, when the guest is a known client");

export const ZGuestCardRequest = z
  .object({
    reservationId: zId.describe('The expected stay the card is for'),
    customerId: zCustomer,
    guest: ZGuest.describe('Identity as the registration card needs it'),
  })
  .describe(
    "POST /checkins/new — a guest's registration card recorded ahead of arrival (pre-check-in, audit 16): it is added to the " +
      "stay's registered guests, one card per guest (the same identity document twice on one stay is refused), never more " +
      'guests than the room type sleeps. The check-in itself (POST /reservations/:id/checkin) then confirms the full list.',
  );
export type TGuestCardRequest = z.infer<typeof ZGuestCardRequest>;

export const ZInHouseGuestRequest = z
  .object({
    itemId: zId.describe('The order item of the in-house stay (its room item)'),
    customerId: zCustomer,
    guest: ZGuest.describe('Identity as the registration card needs it'),
  })
  .describe(
    'POST /checkins/item — a guest joining an in-house stay after its check-in (audit 5): their registration card is added ' +
      "to the stay's registered guests, within what the room type sleeps and never with an identity document already on the stay.",
  );
export type TInHouseGuestRequest = z.infer<typeof ZInHouseGuestRequest>;

export const ZCheckInDayQuery = z.object({
  group: zGroup,
  date: zDay.optional().describe("Business day (default: the hotel's today)"),
});

export const ZToCheckInQuery = ZCheckInDayQuery.extend({
  page: zStrictNumber(z.number({ error: 'expected a number' }).int('expected a whole number').min(0, 'must be 0 or more')).default(0),
  size: zStrictNumber(z.number({ error: 'expected a number' }).int('expected a whole number').min(1, 'must be at least 1').max(200, 'at most 200')).default(50),
});
