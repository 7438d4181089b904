/** The booking module's door (other modules and the pages import this file only): availability and bookings: holds, room-type inventory, booking windows, free rooms. */
export { roomTakenOver } from './active-stay-in-room.ts';
export { MAX_NIGHTS } from './booking-config.ts';
export { bookingHorizonDays, refuseStayWindow } from './booking-window.ts';
export { findRoomType, lockRoomType } from './lock-room-type.ts';
export { quoteRoomTypes } from './quote-room-types.ts';
export { registerBookingRoutes } from './booking.routes.ts';
// The hotel's booking site (modules/booking-site) sells through the same quote, hold and booking as the desk.
export { quoteStay } from './quote-stay.ts';
export { holdInventory } from './hold-inventory.ts';
export { cancelHold } from './cancel-hold.ts';
export { createReservation } from './create-reservation.ts';
export { findHotel } from './find-booking-hotel.ts';
export type { BookingHotel } from './find-booking-hotel.ts';
export { holdMinutes, DEFAULT_CHANNEL } from './booking-config.ts';
export { assertStayWindow } from './booking-window.ts';
export { confirmHold } from './confirm-hold.ts';
export { ZClientDraft } from './booking.schemas.ts';
export type { TClientDraft, TCreateReservationRequest, TQuoteRequest } from './booking.schemas.ts';
