import { DESK, DESK_AND_NIGHT, inGroup, type RoleGroup } from './roles.ts';
import type { StayAction } from './stay-dto.ts';

/**
 * The PMS call behind each action of the details screen and the group of src/lib/domain/roles.ts
 * that call declares, so the screen offers a person only the actions the API will let them do (a
 * cashier reads a stay but neither re-prices it nor checks it in). tests/stay-action-access.test.ts
 * holds each entry against the API's own declaration of the route, so the two never drift.
 */
export const STAY_ACTION_ACCESS: Readonly<Record<StayAction, { method: 'POST' | 'PUT' | 'DELETE'; path: string; roles: RoleGroup }>> = {
  edit: { method: 'PUT', path: '/reservations/:id', roles: DESK },
  assign: { method: 'POST', path: '/reservations/:id/assign', roles: DESK },
  unassign: { method: 'DELETE', path: '/reservations/:id/room', roles: DESK },
  move: { method: 'POST', path: '/reservations/:id/move', roles: DESK },
  addTag: { method: 'POST', path: '/reservations/:id/tag/add/:tag', roles: DESK },
  removeTags: { method: 'DELETE', path: '/reservations/:id/tags', roles: DESK },
  addNote: { method: 'POST', path: '/reservations/:id/notes', roles: DESK_AND_NIGHT },
  cancel: { method: 'POST', path: '/reservations/:id/cancel', roles: DESK },
  noShow: { method: 'POST', path: '/reservations/:id/noshow', roles: DESK_AND_NIGHT },
  preCheckIn: { method: 'POST', path: '/reservations/:id/precheckin', roles: DESK },
  checkIn: { method: 'POST', path: '/reservations/:id/checkin', roles: DESK },
  checkOut: { method: 'POST', path: '/reservations/:id/checkout', roles: DESK_AND_NIGHT },
  undoCheckIn: { method: 'POST', path: '/reservations/:id/undo-checkin', roles: DESK },
};

/** The actions of `actions` that someone holding `roles` may do (the others are not shown to them). */
export function actionsFor(actions: readonly StayAction[], roles: readonly string[]): StayAction[] {
  return actions.filter((a) => inGroup(roles, STAY_ACTION_ACCESS[a].roles));
}
