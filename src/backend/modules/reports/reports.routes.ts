import type { ApiApp } from '../../http/api-app.ts';
import { route, type Role } from '../../http/route-access.ts';
import { invalid } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { hotelCall } from '../front-desk/desk-call.ts';
import { findHotelReportSettings } from '../closing/find-hotel-report-settings.ts';
import { ZKpiQuery } from './reports.schemas.ts';
import { findBookingKpis } from './find-booking-kpis.ts';
import { registerFinancialReportRoutes } from './reports-financial.routes.ts';
import { registerActivityReportRoutes } from './activity.routes.ts';

/** Who reads the reports (operations.md §2.5 Report menu). */
export const REPORT_READERS: readonly Role[] = ['admin', 'night_auditor'];

export function registerReportRoutes(app: ApiApp): void {
  /** KPIs by channel, customer, market or country: chauffeur-flag reports (the flag is checked here too, not only in the menu). */
  route(app, 'GET', '/reports/kpis', { roles: REPORT_READERS, permissions: ['chauffeur'] }, async (c) => {
    const q = parseQuery(c, ZKpiQuery);
    const h = await hotelCall(c, q.group, 'a report reads one hotel: name a hotel, not -1.');
    const to = q.to ?? h.today;
    const from = q.from ?? addDays(to, -364);
    if (from > to) throw invalid('from', `the period starts (${from}) after it ends (${to}).`);
    const [kpis, hotel] = await Promise.all([findBookingKpis(h.db, { groupId: h.groupId, by: q.by, from, to }), findHotelReportSettings(h.db, c.get('user'), h.groupId)]);
    return c.json({ groupId: h.groupId, currency: hotel.currency, by: q.by, from, to, ...kpis });
  });
  registerActivityReportRoutes(app);
  registerFinancialReportRoutes(app);
}
