import { createApiApp, type ApiApp, type ApiDeps } from './http/api-app.ts';
import { registerReservationRoutes } from './modules/reservations/reservations.routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerFrontDeskRoutes } from './modules/front-desk/front-desk.routes.ts';
import { registerBookingRoutes } from './modules/booking/booking.routes.ts';
import { registerRateRoutes } from './modules/rates/rates.routes.ts';
import { registerTaxRoutes } from './modules/taxes/index.ts';
import { registerCalendarRoutes } from './modules/front-desk/calendar.routes.ts';
import { registerStayDetailsRoutes } from './modules/front-desk/stay-details.routes.ts';
import { registerFrontDeskListRoutes } from './modules/front-desk/front-desk-lists.routes.ts';
import { registerCheckInRecordRoutes } from './modules/front-desk/checkin-records.routes.ts';
import { registerDeskRulesRoutes } from './modules/front-desk/desk-rules.routes.ts';
import { registerRoomStatusRoutes } from './modules/housekeeping/room-status.routes.ts';
import { registerPropertyRoutes } from './modules/housekeeping/property.routes.ts';
import { registerHousemaidRoutes } from './modules/housekeeping/housemaid.routes.ts';
import { registerInterventionRoutes } from './modules/housekeeping/interventions.routes.ts';
import { registerHouseMaidRoutes } from './modules/housekeeping/house-maids.routes.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { registerHistoryImportRoutes } from './modules/history-import/history-import.routes.ts';

/**
 * The built-in PMS API (reservations, check-ins, rooms, housekeeping). Each domain module adds
 * its routes here; the proxy calls it in process when a client's PMS base is 'builtin'.
 */
export function createPmsApi(deps: ApiDeps): ApiApp {
  // The maid's QR page calls carry no bearer token: its routes check the room token instead.
  const app = createApiApp(deps, (path) => path.startsWith('/housemaid/'));
  registerReservationRoutes(app);
  registerDashboardRoutes(app);
  registerFrontDeskRoutes(app);
  registerBookingRoutes(app);
  registerRateRoutes(app);
  registerTaxRoutes(app);
  registerCalendarRoutes(app);
  registerStayDetailsRoutes(app);
  registerFrontDeskListRoutes(app);
  registerCheckInRecordRoutes(app);
  registerDeskRulesRoutes(app);
  registerRoomStatusRoutes(app);
  registerHousemaidRoutes(app);
  registerInterventionRoutes(app);
  registerHouseMaidRoutes(app);
  // After every other /rooms/… route: it ends with /rooms/:id.
  registerPropertyRoutes(app);
  registerReportRoutes(app);
  registerHistoryImportRoutes(app);
  return app;
}
