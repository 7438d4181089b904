import { describe, expect, it } from 'vitest';
import {
  refuseAssign,
  refuseCancel,
  refuseCheckIn,
  refuseCheckOut,
  refuseDateChange,
  refuseMove,
  refuseNoShow,
  refusePriceChange,
  refuseRoomForCheckIn,
  refuseUndoCheckIn,
  type StayFacts,
} from './front-desk-rules.ts';

const stay = (status: number): StayFacts => ({ number: 'R-1', status, checkin: '2026-03-10', checkout: '2026-03-13' });

describe('front-desk transitions', () => {
  it('checks in an expected stay from its arrival day until the day before departure', () => {
    expect(refuseCheckIn(stay(0), '2026-03-09')?.message).toContain('arrives on 2026-03-10');
    expect(refuseCheckIn(stay(0), '2026-03-09')?.text).toEqual({
      key: 'errors.stay.checkInTooEarly',
      params: { number: 'R-1', checkin: { day: '2026-03-10' }, today: { day: '2026-03-09' } },
    });
    expect(refuseCheckIn(stay(0), '2026-03-10')).toBeNull();
    expect(refuseCheckIn(stay(0), '2026-03-12')).toBeNull();
    expect(refuseCheckIn(stay(0), '2026-03-13')?.message).toContain('left on');
    for (const s of [2, 3, 5, 6]) expect(refuseCheckIn(stay(s), '2026-03-10')?.message).toContain('only an expected stay');
  });

  it('checks in only into a clean or inspected room', () => {
    expect(refuseRoomForCheckIn({ name: '104', housekeepingStatus: 'CLEAN' })).toBeNull();
    expect(refuseRoomForCheckIn({ name: '104', housekeepingStatus: 'INSPECTED' })).toBeNull();
    expect(refuseRoomForCheckIn({ name: '104', housekeepingStatus: 'DIRTY' })?.message).toContain('room 104 is DIRTY');
    expect(refuseRoomForCheckIn({ name: '104', housekeepingStatus: 'DIRTY' })?.text).toEqual({
      key: 'errors.stay.roomNotClean',
      params: { room: '104', state: { term: 'errors.hkStatus.DIRTY' } },
    });
    expect(refuseRoomForCheckIn({ name: '104', housekeepingStatus: 'OUT_OF_ORDER' })?.message).toContain('OUT_OF_ORDER');
  });

  it('checks out only an in-house stay', () => {
    expect(refuseCheckOut(stay(2))).toBeNull();
    for (const s of [0, 3, 5, 6]) expect(refuseCheckOut(stay(s))).not.toBeNull();
  });

  it('undoes a check-in only on the day it happened', () => {
    expect(refuseUndoCheckIn(stay(2), '2026-03-10', '2026-03-10')).toBeNull();
    expect(refuseUndoCheckIn(stay(2), '2026-03-10', '2026-03-11')?.message).toContain('own day only');
    expect(refuseUndoCheckIn(stay(0), null, '2026-03-10')?.message).toContain('only an in-house stay');
  });

  it('cancels only before check-in; no-show only once the arrival day has passed', () => {
    expect(refuseCancel(stay(0))).toBeNull();
    for (const s of [2, 3, 5, 6]) expect(refuseCancel(stay(s))).not.toBeNull();
    expect(refuseNoShow(stay(0), '2026-03-10')?.message).toContain('once that day has passed');
    expect(refuseNoShow(stay(0), '2026-03-11')).toBeNull();
    expect(refuseNoShow(stay(2), '2026-03-11')).not.toBeNull();
  });

  it('assigns a room before arrival and moves an in-house stay within its dates', () => {
    expect(refuseAssign(stay(0))).toBeNull();
    expect(refuseAssign(stay(2))?.message).toContain('move an in-house stay');
    expect(refuseMove(stay(2), '2026-03-11')).toBeNull();
    expect(refuseMove(stay(2), '2026-03-13')?.message).toContain('outside the stay');
    expect(refuseMove(stay(0), '2026-03-11')?.message).toContain('only an in-house stay');
  });

  it('changes the arrival before check-in only, the departure while in house too', () => {
    expect(refuseDateChange(stay(0), { checkin: '2026-03-11', checkout: '2026-03-14' }, '2026-03-01')).toBeNull();
    expect(refuseDateChange(stay(2), { checkin: '2026-03-10', checkout: '2026-03-15' }, '2026-03-11')).toBeNull();
    expect(refuseDateChange(stay(2), { checkin: '2026-03-09', checkout: '2026-03-13' }, '2026-03-11')?.message).toContain('arrival date');
    expect(refuseDateChange(stay(2), { checkin: '2026-03-10', checkout: '2026-03-11' }, '2026-03-11')?.message).toContain('after today');
    expect(refuseDateChange(stay(0), { checkin: '2026-03-12', checkout: '2026-03-12' }, '2026-03-01')?.message).toContain('must come after');
    expect(refuseDateChange(stay(3), { checkin: '2026-03-10', checkout: '2026-03-14' }, '2026-03-01')).not.toBeNull();
    expect(refusePriceChange(stay(0))).toBeNull();
    expect(refusePriceChange(stay(5))).not.toBeNull();
  });
});
