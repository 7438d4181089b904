/** The booking module's door (other modules and the pages import this file only): availability and bookings: holds, room-type inventory, booking windows, free rooms. */
export { roomTakenOver } from './active-stay-in-room.ts';
export { MAX_NIGHTS } from './booking-config.ts';
export { bookingHorizonDays, refuseStayWindow } from './booking-window.ts';
export { findRoomType, lockRoomType } from './lock-room-type.ts';
export { quoteRoomTypes } from './quote-room-types.ts';
export { registerBookingRoutes } from './booking.routes.ts';
