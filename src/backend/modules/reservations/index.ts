/** The reservations module's door (other modules and the pages import this file only): reservations: search, lists, details and the daily report. */
export type { TReservationDetailDto } from './reservation-detail.schemas.ts';
export { registerReservationRoutes } from './reservations.routes.ts';
