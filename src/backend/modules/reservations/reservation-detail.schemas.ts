import { z } from 'zod';
import { zDay, zId } from '../../http/validate.ts';
import type { HousekeepingStatus } from '../../db/schema/rooms.ts';

export const ZReservationIdParams = z.object({ id: zId });

export const ZReservationExistsQuery = z.object({
  customer: zId.optional().describe('Customer id the booking belongs to'),
  number: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'at most 40 characters').describe('Booking number'),
  groupId: z.string().trim().regex(/^\d{1,9}$/, 'expected a hotel id').optional().describe('Hotel; checked against the hotels the user may work in'),
});

export const CALENDAR_MAX_DAYS = 62;

export const ZRoomCalendarQuery = z.object({
  group: z.string().trim().regex(/^\d{1,9}$/, 'expected a hotel id').optional(),
  from: zDay.describe('First day shown (YYYY-MM-DD)'),
  to: zDay.describe(`Last day shown (YYYY-MM-DD), at most ${CALENDAR_MAX_DAYS} days after from`),
}).superRefine((q, ctx) => {
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: `${q.from} is after to ${q.to}` });
  else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > CALENDAR_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${CALENDAR_MAX_DAYS} days from ${q.from}` });
});

export const ZExportFormat = z.object({ format: z.enum(['csv', 'xlsx'], { error: "expected 'csv' or 'xlsx'" }).default('csv') });

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
}

export interface TCalendarStayDto {
  id: number;
  number: string;
  guestName: string;
  checkin: string;
  checkout: string;
  status: number;
  roomId: number | null;
}

export interface TRoomCalendarDto {
  from: string;
  to: string;
  roomTypes: {
    roomTypeId: number;
    code: string;
    name: string;
    rooms: { roomId: number; name: string; housekeepingStatus: HousekeepingStatus; stays: TCalendarStayDto[] }[];
    /** Stays of this type not yet in a room. */
    unassigned: TCalendarStayDto[];
  }[];
}
