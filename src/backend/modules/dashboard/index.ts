/** The dashboard module's door (other modules and the pages import this file only): the hotel's overview figures. */
export type { THotelOverviewDto } from './find-hotel-overview.ts';
export { registerDashboardRoutes } from './dashboard.routes.ts';
