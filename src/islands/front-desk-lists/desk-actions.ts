import type { TDeskRowDto } from '../../lib/domain/desk-lists-dto.ts';

/** The four lists and what each row of them offers, by the front desk's rules (front-desk-rules.ts). */
export type DeskList = 'arrivals' | 'inHouse' | 'dueOuts' | 'cancellations';
export type DeskAction = 'assign' | 'preCheckIn' | 'checkIn' | 'noShow' | 'move' | 'checkOut';

type RowFacts = Pick<TDeskRowDto, 'status' | 'checkin' | 'checkout'>;

/**
 * Actions shown on a row: an expected stay takes a room and its guests any time, checks in from
 * its arrival day until its departure, and becomes a no-show once its arrival day has passed; an
 * in-house stay moves rooms while it has nights left, and checks out any day (before the booked
 * day, the check-out dialog states the early departure and the hotel's rule first).
 */
export function actionsFor(list: DeskList, row: RowFacts, today: string): DeskAction[] {
  if (row.status === 0 && list === 'arrivals') {
    const out: DeskAction[] = row.checkin <= today && today < row.checkout ? ['checkIn', 'assign', 'preCheckIn'] : ['assign', 'preCheckIn'];
    if (row.checkin < today) out.push('noShow');
    return out;
  }
  if (row.status === 2 && list === 'inHouse') return row.checkout > today ? ['checkOut', 'move'] : ['checkOut'];
  if (row.status === 2 && list === 'dueOuts') return ['checkOut'];
  return [];
}
