import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import { day, type ErrorParams } from '../../../lib/domain/error-params.ts';
import type { ErrorKey } from '../../../lib/i18n/errors.en.ts';
import { conflict, word, type AppError, type ErrorText } from '../../http/errors.ts';
import { bookingHorizonDays, refuseStayWindow } from '../booking/index.ts';

/**
 * Which front-desk transition is allowed when. Each rule answers null (allowed) or the reason it
 * is refused, worded for the front desk in English (`message`) and as a code of the error catalogue
 * (`text`); the use cases turn a reason into a 409 (refusedBy).
 */
export interface StayFacts {
  number: string;
  status: number;
  checkin: string;
  checkout: string;
}

export interface StayRefusal {
  message: string;
  text: ErrorText;
}

const refused = (message: string, key: ErrorKey, params: ErrorParams): StayRefusal => ({ message, text: { key, params } });

/** The 409 of a rule's refusal. */
export const refusedBy = (r: StayRefusal): AppError => conflict(r.message, r.text);

const STATUS_NAMES: Record<number, string> = {
  [S.EXPECTED]: 'expected',
  [S.IN_HOUSE]: 'in house',
  [S.DEPARTED]: 'checked out',
  [S.CANCELLED]: 'cancelled',
  [S.NO_SHOW]: 'a no-show',
};
const STATUS_WORDS: Record<number, ErrorKey> = {
  [S.EXPECTED]: 'errors.status.expected',
  [S.IN_HOUSE]: 'errors.status.inHouse',
  [S.DEPARTED]: 'errors.status.departed',
  [S.CANCELLED]: 'errors.status.cancelled',
  [S.NO_SHOW]: 'errors.status.noShow',
};
export const statusName = (status: number) => STATUS_NAMES[status] ?? `in status ${status}`;
/** The stay's status as a word of the catalogue ('en séjour'). */
export const statusWord = (status: number) => (STATUS_WORDS[status] ? word(STATUS_WORDS[status]) : String(status));

const notExpected = (s: StayFacts, action: string, key: ErrorKey) =>
  refused(`Reservation ${s.number} is ${statusName(s.status)}; only an expected stay can be ${action}.`, key, {
    number: s.number,
    status: statusWord(s.status),
  });

export function refuseCheckIn(s: StayFacts, today: string): StayRefusal | null {
  if (s.status !== S.EXPECTED) return notExpected(s, 'checked in', 'errors.stay.checkInNotExpected');
  if (today < s.checkin)
    return refused(`Reservation ${s.number} arrives on ${s.checkin}; check-in opens that day (today is ${today}).`, 'errors.stay.checkInTooEarly', {
      number: s.number,
      checkin: day(s.checkin),
      today: day(today),
    });
  if (today >= s.checkout)
    return refused(`Reservation ${s.number} left on ${s.checkout}; change its dates before checking it in (today is ${today}).`, 'errors.stay.checkInTooLate', {
      number: s.number,
      checkout: day(s.checkout),
      today: day(today),
    });
  return null;
}

export function refuseRoomForCheckIn(room: { name: string; housekeepingStatus: HousekeepingStatus }): StayRefusal | null {
  if (room.housekeepingStatus === 'CLEAN' || room.housekeepingStatus === 'INSPECTED') return null;
  return refused(`room ${room.name} is ${room.housekeepingStatus}; have it cleaned or choose another room.`, 'errors.stay.roomNotClean', {
    room: room.name,
    state: word(`errors.hkStatus.${room.housekeepingStatus}`),
  });
}

export function refuseCheckOut(s: StayFacts): StayRefusal | null {
  return s.status === S.IN_HOUSE
    ? null
    : refused(`Reservation ${s.number} is ${statusName(s.status)}; only an in-house stay can be checked out.`, 'errors.stay.checkOutNotInHouse', {
        number: s.number,
        status: statusWord(s.status),
      });
}

export function refuseUndoCheckIn(s: StayFacts, checkedInDay: string | null, today: string): StayRefusal | null {
  if (s.status !== S.IN_HOUSE)
    return refused(`Reservation ${s.number} is ${statusName(s.status)}; only an in-house stay can have its check-in undone.`, 'errors.stay.undoNotInHouse', {
      number: s.number,
      status: statusWord(s.status),
    });
  if (checkedInDay !== today)
    return refused(
      `Reservation ${s.number} was checked in on ${checkedInDay ?? '?'}; a check-in can be undone on its own day only (today is ${today}).`,
      'errors.stay.undoOtherDay',
      { number: s.number, today: day(today) },
    );
  return null;
}

export function refuseCancel(s: StayFacts): StayRefusal | null {
  return s.status === S.EXPECTED ? null : notExpected(s, 'cancelled (cancel before check-in)', 'errors.stay.cancelNotExpected');
}

export function refuseNoShow(s: StayFacts, today: string): StayRefusal | null {
  if (s.status !== S.EXPECTED) return notExpected(s, 'marked no-show', 'errors.stay.noShowNotExpected');
  if (today <= s.checkin)
    return refused(
      `Reservation ${s.number} arrives on ${s.checkin}; it can be marked no-show once that day has passed (today is ${today}).`,
      'errors.stay.noShowTooEarly',
      { number: s.number, checkin: day(s.checkin), today: day(today) },
    );
  return null;
}

/** Assigning or removing a room: before arrival only (an in-house stay moves instead). */
export function refuseAssign(s: StayFacts): StayRefusal | null {
  return s.status === S.EXPECTED
    ? null
    : refused(
        `Reservation ${s.number} is ${statusName(s.status)}; only an expected stay takes a room assignment (move an in-house stay instead).`,
        'errors.stay.assignNotExpected',
        { number: s.number, status: statusWord(s.status) },
      );
}

export function refuseMove(s: StayFacts, date: string): StayRefusal | null {
  if (s.status !== S.IN_HOUSE)
    return refused(`Reservation ${s.number} is ${statusName(s.status)}; only an in-house stay can move rooms.`, 'errors.stay.moveNotInHouse', {
      number: s.number,
      status: statusWord(s.status),
    });
  if (date < s.checkin || date >= s.checkout)
    return refused(`The move date ${date} is outside the stay of ${s.number} (${s.checkin} to ${s.checkout}).`, 'errors.stay.moveOutside', {
      number: s.number,
      date: day(date),
      checkin: day(s.checkin),
      checkout: day(s.checkout),
    });
  return null;
}

/** Editing dates (PUT /reservations/:id and the calendar alike): the arrival only before check-in and not into the past; the departure while expected or in house; nothing beyond the booking horizon. */
export function refuseDateChange(
  s: StayFacts,
  next: { checkin: string; checkout: string },
  today: string,
  horizonDays = bookingHorizonDays(),
): StayRefusal | null {
  const number = s.number;
  if (s.status !== S.EXPECTED && s.status !== S.IN_HOUSE)
    return refused(`Reservation ${number} is ${statusName(s.status)}; its dates can no longer change.`, 'errors.stay.datesFrozen', {
      number,
      status: statusWord(s.status),
    });
  if (next.checkin !== s.checkin && s.status !== S.EXPECTED)
    return refused(`Reservation ${number} is in house; its arrival date ${s.checkin} can no longer change.`, 'errors.stay.arrivalFrozen', {
      number,
      checkin: day(s.checkin),
    });
  // The same business limits as a booking: no arrival moved into the past, nothing beyond the horizon.
  if (next.checkin !== s.checkin && next.checkin < today)
    return refused(`Reservation ${number} cannot arrive on ${next.checkin}: that day is past (today is ${today}).`, 'errors.stay.arrivalPast', {
      number,
      checkin: day(next.checkin),
      today: day(today),
    });
  const beyond = refuseStayWindow({ ...next, today, arrivalFixed: true, horizonDays });
  if (beyond) return refused(`Reservation ${number}: ${beyond.field} ${beyond.message}.`, 'errors.stay.beyondHorizon', { number, days: horizonDays });
  if (next.checkout <= next.checkin)
    return refused(`The departure ${next.checkout} must come after the arrival ${next.checkin}.`, 'errors.stay.departureBeforeArrival', {
      checkin: day(next.checkin),
      checkout: day(next.checkout),
    });
  if (s.status === S.IN_HOUSE && next.checkout <= today)
    return refused(
      `Reservation ${number} is in house; its departure must be after today (${today}): check it out instead.`,
      'errors.stay.departureNotAfterToday',
      { number, today: day(today) },
    );
  return null;
}

export function refusePriceChange(s: StayFacts): StayRefusal | null {
  return s.status === S.EXPECTED || s.status === S.IN_HOUSE
    ? null
    : refused(`Reservation ${s.number} is ${statusName(s.status)}; its price can no longer change.`, 'errors.stay.priceFrozen', {
        number: s.number,
        status: statusWord(s.status),
      });
}
