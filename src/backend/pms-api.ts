import { createApiApp } from './http/api-app.ts';
import type { ApiApp, ApiDeps } from './http/api-env.ts';
import { registerReservationRoutes } from './modules/reservations/index.ts';
import { registerDashboardRoutes } from './modules/dashboard/index.ts';
import {
  registerFrontDeskRoutes,
  registerCalendarRoutes,
  registerStayDetailsRoutes,
  registerFrontDeskListRoutes,
  registerCheckInRecordRoutes,
  registerDeskRulesRoutes,
} from './modules/front-desk/index.ts';
import { registerBookingRoutes } from './modules/booking/index.ts';
import { registerRateRoutes } from './modules/rates/index.ts';
import { registerTaxRoutes } from './modules/taxes/index.ts';
import { API_REFUSALS } from './api-refusals.ts';
import {
  registerRoomStatusRoutes,
  registerPropertyRoutes,
  registerHousemaidRoutes,
  registerInterventionRoutes,
  registerHouseMaidRoutes,
} from './modules/housekeeping/index.ts';
import { registerReportRoutes } from './modules/reports/index.ts';
import { registerHistoryImportRoutes } from './modules/history-import/history-import.routes.ts';
import { registerBookingSiteRoutes } from './modules/booking-site/index.ts';
import { registerIcalRoutes } from './modules/ical/index.ts';
import { registerAlpineBitsRoutes } from './modules/alpinebits/index.ts';

/**
 * The built-in PMS API (reservations, check-ins, rooms, housekeeping). Each domain module adds
 * its routes here; the proxy calls it in process when a client's PMS base is 'builtin'.
 */
export function createPmsApi(deps: ApiDeps): ApiApp {
  // The maid's QR page calls carry no bearer token: its routes check the room token instead.
  const app = createApiApp(deps, {
    isPublic: (path) => path.startsWith('/housemaid/') || path.startsWith('/booking-site/') || path.startsWith('/ical/feeds/'),
    refusals: API_REFUSALS,
  });
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
  registerBookingSiteRoutes(app);
  registerIcalRoutes(app);
  registerAlpineBitsRoutes(app);
  return app;
}
