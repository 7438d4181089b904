import type { ApiApp } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { REPORT_READERS } from './report-readers.ts';
import { invalid } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { hotelCall } from '../../http/hotel-call.ts';
import { findHotelReportSettings } from '../closing/index.ts';
import { ZKpiQuery } from './reports.schemas.ts';
import { findBookingKpis } from './find-booking-kpis.ts';
import { registerFinancialReportRoutes } from './reports-financial.routes.ts';
import { registerActivityReportRoutes } from './activity.routes.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';
import { reportReader } from './report-read.ts';

export function registerReportRoutes(app: ApiApp): void {
  /** KPIs by channel, customer, market or country: chauffeur-flag reports (the flag is checked here too, not only in the menu). */
  route(app, 'GET', '/reports/kpis', { roles: REPORT_READERS, permissions: ['chauffeur'] }, async (c) => {
    const q = parseQuery(c, ZKpiQuery);
    const h = await hotelCall(c, q.group, 'a report reads one hotel: name a hotel, not -1.');
    const to = q.to ?? h.today;
    const from = q.from ?? addDays(to, -364);
    if (from > to)
      throw invalid('from', `the period starts (${from}) after it ends (${to}).`, {
        key: 'errors.period.reversed',
        params: { from: dayP(from), to: dayP(to) },
      });
    const read = await reportReader(c);
    const [kpis, hotel] = await Promise.all([
      findBookingKpis(read.db, { groupId: h.groupId, by: q.by, from, to }),
      findHotelReportSettings(h.db, c.get('user'), h.groupId),
    ]);
    return c.json({ groupId: h.groupId, currency: hotel.currency, by: q.by, from, to, ...kpis });
  });
  registerActivityReportRoutes(app);
  registerFinancialReportRoutes(app);
}
