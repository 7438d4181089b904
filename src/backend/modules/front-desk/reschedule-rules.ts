import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { refuseDateChange, statusName, type StayFacts } from './front-desk-rules.ts';

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
export function refuseReschedule(s: StayFacts & { roomId: number | null }, next: StayPlace, today: string): string | null {
  if (s.status !== S.EXPECTED && s.status !== S.IN_HOUSE) {
    return `Reservation ${s.number} is ${statusName(s.status)}; only expected and in-house stays can be moved on the calendar.`;
  }
  if (s.status === S.IN_HOUSE) {
    if (next.checkin !== s.checkin) return `Reservation ${s.number} is in house since ${s.checkin}; only its departure or its room can change.`;
    if (next.roomId === null) return `Reservation ${s.number} is in house; it keeps a room (move it to another room instead).`;
  }
  return refuseDateChange(s, next, today);
}
