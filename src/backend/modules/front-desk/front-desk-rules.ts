import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import { bookingHorizonDays, refuseStayWindow } from '../booking/index.ts';

/**
 * Which front-desk transition is allowed when. Each rule answers null (allowed) or the reason it
 * is refused, worded for the front desk; the use cases turn a reason into a 409.
 */
export interface StayFacts {
  number: string;
  status: number;
  checkin: string;
  checkout: string;
}

const STATUS_NAMES: Record<number, string> = {
  [S.EXPECTED]: 'expected', [S.IN_HOUSE]: 'in house', [S.DEPARTED]: 'checked out', [S.CANCELLED]: 'cancelled', [S.NO_SHOW]: 'a no-show',
};
export const statusName = (status: number) => STATUS_NAMES[status] ?? `in status ${status}`;

const notExpected = (s: StayFacts, action: string) => `Reservation ${s.number} is ${statusName(s.status)}; only an expected stay can be ${action}.`;

export function refuseCheckIn(s: StayFacts, today: string): string | null {
  if (s.status !== S.EXPECTED) return notExpected(s, 'checked in');
  if (today < s.checkin) return `Reservation ${s.number} arrives on ${s.checkin}; check-in opens that day (today is ${today}).`;
  if (today >= s.checkout) return `Reservation ${s.number} left on ${s.checkout}; change its dates before checking it in (today is ${today}).`;
  return null;
}

export function refuseRoomForCheckIn(room: { name: string; housekeepingStatus: HousekeepingStatus }): string | null {
  if (room.housekeepingStatus === 'CLEAN' || room.housekeepingStatus === 'INSPECTED') return null;
  return `room ${room.name} is ${room.housekeepingStatus}; have it cleaned or choose another room.`;
}

export function refuseCheckOut(s: StayFacts): string | null {
  return s.status === S.IN_HOUSE ? null : `Reservation ${s.number} is ${statusName(s.status)}; only an in-house stay can be checked out.`;
}

export function refuseUndoCheckIn(s: StayFacts, checkedInDay: string | null, today: string): string | null {
  if (s.status !== S.IN_HOUSE) return `Reservation ${s.number} is ${statusName(s.status)}; only an in-house stay can have its check-in undone.`;
  if (checkedInDay !== today) return `Reservation ${s.number} was checked in on ${checkedInDay ?? '?'}; a check-in can be undone on its own day only (today is ${today}).`;
  return null;
}

export function refuseCancel(s: StayFacts): string | null {
  return s.status === S.EXPECTED ? null : notExpected(s, 'cancelled (cancel before check-in)');
}

export function refuseNoShow(s: StayFacts, today: string): string | null {
  if (s.status !== S.EXPECTED) return notExpected(s, 'marked no-show');
  if (today <= s.checkin) return `Reservation ${s.number} arrives on ${s.checkin}; it can be marked no-show once that day has passed (today is ${today}).`;
  return null;
}

/** Assigning or removing a room: before arrival only (an in-house stay moves instead). */
export function refuseAssign(s: StayFacts): string | null {
  return s.status === S.EXPECTED ? null : `Reservation ${s.number} is ${statusName(s.status)}; only an expected stay takes a room assignment (move an in-house stay instead).`;
}

export function refuseMove(s: StayFacts, date: string): string | null {
  if (s.status !== S.IN_HOUSE) return `Reservation ${s.number} is ${statusName(s.status)}; only an in-house stay can move rooms.`;
  if (date < s.checkin || date >= s.checkout) return `The move date ${date} is outside the stay of ${s.number} (${s.checkin} to ${s.checkout}).`;
  return null;
}

/** Editing dates (PUT /reservations/:id and the calendar alike): the arrival only before check-in and not into the past; the departure while expected or in house; nothing beyond the booking horizon. */
export function refuseDateChange(s: StayFacts, next: { checkin: string; checkout: string }, today: string, horizonDays = bookingHorizonDays()): string | null {
  if (s.status !== S.EXPECTED && s.status !== S.IN_HOUSE) return `Reservation ${s.number} is ${statusName(s.status)}; its dates can no longer change.`;
  if (next.checkin !== s.checkin && s.status !== S.EXPECTED) return `Reservation ${s.number} is in house; its arrival date ${s.checkin} can no longer change.`;
  // The same business limits as a booking: no arrival moved into the past, nothing beyond the horizon.
  if (next.checkin !== s.checkin && next.checkin < today) return `Reservation ${s.number} cannot arrive on ${next.checkin}: that day is past (today is ${today}).`;
  const beyond = refuseStayWindow({ ...next, today, arrivalFixed: true, horizonDays });
  if (beyond) return `Reservation ${s.number}: ${beyond.field} ${beyond.message}.`;
  if (next.checkout <= next.checkin) return `The departure ${next.checkout} must come after the arrival ${next.checkin}.`;
  if (s.status === S.IN_HOUSE && next.checkout <= today) return `Reservation ${s.number} is in house; its departure must be after today (${today}): check it out instead.`;
  return null;
}

export function refusePriceChange(s: StayFacts): string | null {
  return s.status === S.EXPECTED || s.status === S.IN_HOUSE ? null : `Reservation ${s.number} is ${statusName(s.status)}; its price can no longer change.`;
}
