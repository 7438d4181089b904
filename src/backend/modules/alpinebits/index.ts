/** The AlpineBits module's door (issue 39): AlpineBits HotelData 2020-10 client: handshake, FreeRooms push, GuestRequests pull and acknowledgement. */
export { registerAlpineBitsRoutes } from './alpinebits.routes.ts';
export { runAlpineBitsRound, startAlpineBitsSchedule } from './alpinebits-schedule.ts';
export { pushFreeRooms } from './push-free-rooms.ts';
export { pushRatePlans } from './push-rate-plans.ts';
export { pullGuestRequests } from './pull-guest-requests.ts';
