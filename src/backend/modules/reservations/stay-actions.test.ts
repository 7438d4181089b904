import { describe, expect, it } from 'vitest';
import { allowedStayActions, type StayActionFacts } from './stay-actions.ts';

const TODAY = '2026-03-10';
const stay = (s: Partial<StayActionFacts>): StayActionFacts => ({
  number: 'R-1',
  status: 0,
  checkin: TODAY,
  checkout: '2026-03-12',
  roomId: null,
  tagCount: 0,
  checkedInDay: null,
  ...s,
});

describe('allowedStayActions', () => {
  it('offers an arrival of today check-in, assignment, cancel and the rest, but not a no-show yet', () => {
    expect(allowedStayActions(stay({}), TODAY)).toEqual(['edit', 'assign', 'addTag', 'addNote', 'cancel', 'preCheckIn', 'checkIn']);
    expect(allowedStayActions(stay({ roomId: 7, tagCount: 1 }), TODAY)).toContain('unassign');
    expect(allowedStayActions(stay({ roomId: 7, tagCount: 1 }), TODAY)).toContain('removeTags');
  });

  it('opens check-in on the arrival day only, and no-show once it has passed', () => {
    const future = allowedStayActions(stay({ checkin: '2026-03-11', checkout: '2026-03-13' }), TODAY);
    expect(future).not.toContain('checkIn');
    expect(future).not.toContain('noShow');
    const late = allowedStayActions(stay({ checkin: '2026-03-09' }), TODAY);
    expect(late).toContain('noShow');
    expect(late).toContain('checkIn');
  });

  it('lets an in-house stay move, check out, and undo its check-in on the check-in day only', () => {
    const inHouse = stay({ status: 2, roomId: 7, checkedInDay: TODAY });
    expect(allowedStayActions(inHouse, TODAY)).toEqual(['edit', 'move', 'addTag', 'addNote', 'checkOut', 'undoCheckIn']);
    expect(allowedStayActions({ ...inHouse, checkedInDay: '2026-03-09' }, TODAY)).not.toContain('undoCheckIn');
    expect(allowedStayActions({ ...inHouse, checkout: TODAY }, TODAY)).not.toContain('move');
  });

  it('leaves only notes (and removing leftover tags) once the stay is over', () => {
    for (const status of [3, 5, 6]) expect(allowedStayActions(stay({ status }), TODAY)).toEqual(['addNote']);
    expect(allowedStayActions(stay({ status: 3, tagCount: 2 }), TODAY)).toEqual(['removeTags', 'addNote']);
  });
});
