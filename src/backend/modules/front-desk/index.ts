/** The front-desk module's door (other modules and the pages import this file only): the front desk: stays, check-in and check-out, rooms, notes and guests. */
export { findRegisteredGuests } from './find-registered-guests.ts';
export { refuseAssign, refuseCancel, refuseCheckIn, refuseCheckOut, refuseNoShow, refusePriceChange, refuseUndoCheckIn } from './front-desk-rules.ts';
export type { StayFacts } from './front-desk-rules.ts';
export { listNotes } from './list-notes.ts';
export type { TNoteDto } from './list-notes.ts';
export { takeRoomTypeUnit } from './room-type-inventory.ts';
export { registerCalendarRoutes } from './calendar.routes.ts';
export { registerCheckInRecordRoutes } from './checkin-records.routes.ts';
export { registerDeskRulesRoutes } from './desk-rules.routes.ts';
export { registerDocTypeRoutes } from './doc-types.routes.ts';
export { registerFrontDeskListRoutes } from './front-desk-lists.routes.ts';
export { registerFrontDeskRoutes } from './front-desk.routes.ts';
export { registerStayDetailsRoutes } from './stay-details.routes.ts';
// The booking site's guest cancels their own stay through the desk's one cancellation.
export { cancelReservation } from './cancel-reservation.ts';
export { updateStay } from './update-stay.ts';
