import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import type { DeskState, MarkableStatus } from '../../../lib/domain/housekeeping-dto.ts';

/**
 * The front-desk state of a room from the stays it holds today: a guest due out today (or late)
 * is departing, one staying on occupies it, an expected stay starting today (or late) arrives.
 * Departing wins over arriving: the room must be turned over first.
 */
export function deskState(today: string, s: { inHouseCheckout: string | null; arrivalCheckin: string | null }): DeskState {
  if (s.inHouseCheckout !== null) return s.inHouseCheckout <= today ? 'DEPARTING' : 'OCCUPIED';
  if (s.arrivalCheckin !== null && s.arrivalCheckin <= today) return 'ARRIVING';
  return 'VACANT';
}

/** A room closed tonight shows as out of order whatever its cleaning state. */
export function shownHousekeeping(status: HousekeepingStatus, closedToday: boolean): HousekeepingStatus {
  return closedToday ? 'OUT_OF_ORDER' : status;
}

/** Audit type of a marking: 23 Room Cleaned (clean, inspected), 24 Room Dirty. */
export const auditTypeOfMark = (status: MarkableStatus): 23 | 24 => (status === 'DIRTY' ? 24 : 23);
