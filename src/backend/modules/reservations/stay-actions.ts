import { STAY_ACTIONS, type StayAction } from '../../../lib/domain/stay-dto.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import {
  refuseAssign,
  refuseCancel,
  refuseCheckIn,
  refuseCheckOut,
  refuseNoShow,
  refusePriceChange,
  refuseUndoCheckIn,
  type StayFacts,
} from '../front-desk/index.ts';

export interface StayActionFacts extends StayFacts {
  roomId: number | null;
  tagCount: number;
  /** The hotel day the stay was checked in on, if it is in house. */
  checkedInDay: string | null;
}

/**
 * The actions the front-desk rules allow now, so the screen offers only those. The use cases
 * check the same rules again (the state may change between render and click).
 */
export function allowedStayActions(s: StayActionFacts, today: string): StayAction[] {
  const open = s.status === S.EXPECTED || s.status === S.IN_HOUSE;
  const allowed: Record<StayAction, boolean> = {
    edit: refusePriceChange(s) === null,
    assign: refuseAssign(s) === null,
    unassign: refuseAssign(s) === null && s.roomId !== null,
    move: s.status === S.IN_HOUSE && s.checkout > today,
    addTag: open,
    removeTags: s.tagCount > 0,
    addNote: true,
    cancel: refuseCancel(s) === null,
    noShow: refuseNoShow(s, today) === null,
    preCheckIn: s.status === S.EXPECTED,
    checkIn: refuseCheckIn(s, today) === null,
    checkOut: refuseCheckOut(s) === null,
    undoCheckIn: refuseUndoCheckIn(s, s.checkedInDay, today) === null,
  };
  return STAY_ACTIONS.filter((a) => allowed[a]);
}
