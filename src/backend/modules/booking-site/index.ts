/** The booking-site module's door: the hotel's own booking site (issue 39), sold through the booking module's quote, hold and booking. */
export { registerBookingSiteRoutes } from './booking-site.routes.ts';
export { PUBLIC_CHANNEL } from './site-config.ts';
export { channelActor } from './site-actor.ts';
export { findSiteHotel } from './find-site-hotel.ts';
