import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { day } from '../../../lib/domain/error-params.ts';
import { refuseDateChange, statusName, statusWord, type StayFacts, type StayRefusal } from './front-desk-rules.ts';

/** Where a drop on the tape chart puts a stay. */
export interface StayPlace {
  checkin: string;
  checkout: string;
  roomId: number | null;
}

/**
 * Whether a stay may go to `next` (null) or why not. An expected stay moves freely, though not to
 * an arrival already past; an in-house stay keeps its arrival and a room, and may only change its
 * departure or move rooms; any other stay stays where it is.
 */
export function refuseReschedule(s: StayFacts & { roomId: number | null }, next: StayPlace, today: string): StayRefusal | null {
  if (s.status !== S.EXPECTED && s.status !== S.IN_HOUSE) {
    return {
      message: `Reservation ${s.number} is ${statusName(s.status)}; only expected and in-house stays can be moved on the calendar.`,
      text: { key: 'errors.stay.calendarFrozen', params: { number: s.number, status: statusWord(s.status) } },
    };
  }
  if (s.status === S.IN_HOUSE) {
    if (next.checkin !== s.checkin)
      return {
        message: `Reservation ${s.number} is in house since ${s.checkin}; only its departure or its room can change.`,
        text: { key: 'errors.stay.inHouseSince', params: { number: s.number, checkin: day(s.checkin) } },
      };
    if (next.roomId === null)
      return {
        message: `Reservation ${s.number} is in house; it keeps a room (move it to another room instead).`,
        text: { key: 'errors.stay.keepsRoom', params: { number: s.number } },
      };
  }
  return refuseDateChange(s, next, today);
}
