import { z } from 'zod';
import { zDay, zId, zStrictNumber } from '../../http/validate.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import type { TNoteDto } from '../front-desk/list-notes.ts';
import type { StayAction } from '../../../lib/domain/stay-dto.ts';

export const ZReservationIdParams = z.object({ id: zId });

export const ZReservationExistsQuery = z.object({
  customer: zId.optional().describe('Customer id the booking belongs to'),
  number: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'at most 40 characters').describe('Booking number'),
  groupId: z.string().trim().regex(/^\d{1,9}$/, 'expected a hotel id').optional().describe('Hotel; checked against the hotels the user may work in'),
});

export const CALENDAR_MAX_DAYS = 62;

export const ZRoomCalendarQuery = z.object({
  group: z.string().trim().regex(/^\d{1,9}$/, 'expected a hotel id').optional(),
  from: zDay.optional().describe("First day shown (YYYY-MM-DD); default two days before the hotel's today"),
  to: zDay.optional().describe(`Last day shown (YYYY-MM-DD), at most ${CALENDAR_MAX_DAYS} days after from; default from + days - 1`),
  days: zStrictNumber(z.number({ error: 'expected a number of days' }).int('expected a whole number of days').min(1, 'at least 1 day')
    .max(CALENDAR_MAX_DAYS, `at most ${CALENDAR_MAX_DAYS} days`)).optional().describe('Number of days shown when to is absent (default 31)'),
  shape: z.enum(['rooms', 'lines'], { error: "expected 'rooms' or 'lines'" }).optional()
    .describe("'rooms' (default): each room with its stays; 'lines': the rooms, and the stays as lines of text (the calendar page's)"),
}).superRefine((q, ctx) => {
  if (q.to !== undefined && q.days !== undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: 'give to or days, not both' });
  if (q.from === undefined || q.to === undefined) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: `${q.from} is after to ${q.to}` });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > CALENDAR_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${CALENDAR_MAX_DAYS} days from ${q.from}` });
});

export const ZExportLang = z.enum(['en', 'fr'], { error: "expected 'en' or 'fr'" }).optional().describe("Language of the headers and values (default: the user's)");
export const ZExportFormat = z.object({ format: z.enum(['csv', 'xlsx'], { error: "expected 'csv' or 'xlsx'" }).default('csv'), lang: ZExportLang });

export interface TReservationDetailDto {
  id: number;
  groupId: number;
  itemId: number;
  orderId: number;
  number: string;
  boNumber: string | null;
  status: number;
  checkin: string;
  checkout: string;
  numberOfNights: number;
  created: string;
  guestName: string;
  adults: number;
  kidAges: number[];
  /** Guests registered at (pre-)check-in. */
  guestsCount: number;
  customer: { id: number; name: string; email: string; phone: string };
  partner: { id: number; name: string } | null;
  segment: { id: number; name: string } | null;
  channel: number;
  roomType: { id: number; code: string; name: string };
  room: { id: number; name: string; housekeepingStatus: HousekeepingStatus } | null;
  priceMinor: number;
  currency: string;
  invoiced: boolean;
  forced: boolean;
  cancelled: string | null;
  cancelReason: string | null;
  cancelPriceMinor: number | null;
  /** Average of the room-night charges, minor units (the stay's price over its nights). */
  pricePerNightMinor: number;
  /** ISO instants of the front-desk transitions. */
  checkedInAt: string | null;
  checkedOutAt: string | null;
  /** The hotel's time zone and its calendar day now: what 'today' means for the rules. */
  timezone: string;
  today: string;
  order: TReservationOrderDto;
  /** The room-night (and cancellation / no-show) charges of this stay, by day. */
  charges: TStayChargeDto[];
  /** Staff only: null for partner users, who do not see identities, card tags or internal notes. */
  guests: TRegisteredGuestDto[] | null;
  tags: string[] | null;
  notes: TNoteDto[] | null;
  /** The front-desk actions the rules allow now (none for partner users). */
  actions: StayAction[];
}

export interface TReservationOrderDto {
  id: number;
  /** Generated when the order is confirmed. */
  number: string | null;
  status: number;
  currency: string;
  totalMinor: number;
  created: string;
  items: { itemId: number; kind: string; description: string; status: number; quantity: number; unitPriceMinor: number; totalMinor: number; serviceStart: string | null; serviceEnd: string | null }[];
}

export interface TStayChargeDto {
  chargeId: number;
  day: string;
  kind: string;
  description: string;
  amountMinor: number;
}

export interface TRegisteredGuestDto {
  guestId: number;
  firstName: string;
  lastName: string;
  nationality: string | null;
  birthDate: string | null;
  docType: { id: number; code: string; name: string; nameFr: string } | null;
  docNumber: string | null;
  isPrimary: boolean;
}
