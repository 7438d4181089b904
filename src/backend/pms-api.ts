import { createApiApp, type ApiApp, type ApiDeps } from './http/api-app.ts';
import { registerReservationRoutes } from './modules/reservations/reservations.routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerFrontDeskRoutes } from './modules/front-desk/front-desk.routes.ts';
import { registerBookingRoutes } from './modules/booking/booking.routes.ts';

/**
 * The built-in PMS API (reservations, check-ins, rooms, housekeeping). Each domain module adds
 * its routes here; the proxy calls it in process when a client's PMS base is 'builtin'.
 */
export function createPmsApi(deps: ApiDeps): ApiApp {
  const app = createApiApp(deps, (path) => path.startsWith('/housemaid/'));
  registerReservationRoutes(app);
  registerDashboardRoutes(app);
  registerFrontDeskRoutes(app);
  registerBookingRoutes(app);
  return app;
}
