import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { invalid } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { addDays, daysBetween } from '../../../lib/domain/days.ts';
import { hotelCall } from '../../http/hotel-call.ts';
import { findHotelReportSettings, findClosingState } from '../closing/index.ts';
import { ZExtraSalesQuery, ZGmDashboardQuery, ZPeriodQuery, ZPickupsQuery } from './activity.schemas.ts';
import { REPORT_READERS } from './report-readers.ts';
import { booksTotals, findOnTheBooks } from './forecast-on-the-books.ts';
import { findDeskActivity } from './desk-activity-by-day.ts';
import { findPickups } from './pickups-by-booking-day.ts';
import { findGmDashboard } from './gm-dashboard-figures.ts';
import { findNightPrices } from './night-prices-by-night.ts';
import { findExtraSales } from './extra-sales-by-product.ts';
import { findFreeStays } from './free-stays-in-period.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';
import { reportReader } from './report-read.ts';

const PER_HOTEL = 'a report reads one hotel: name a hotel, not -1.';

/**
 * A report's hotel and period: the URL's days, else the report's default around the business date
 * (the day after the last closed one); a period starting after it ends, or longer than the report
 * reads at once, is refused naming the field.
 */
async function reportPeriod(
  c: Context<ApiEnv>,
  q: { group?: number | undefined; from?: string | undefined; to?: string | undefined },
  o: { from: number; to: number; maxDays: number },
) {
  const h = await hotelCall(c, q.group, PER_HOTEL);
  const [state, hotel, read] = await Promise.all([
    findClosingState(h.db, { groupId: h.groupId, today: h.today }),
    findHotelReportSettings(h.db, c.get('user'), h.groupId),
    reportReader(c),
  ]);
  const bd = state.businessDate;
  const from = q.from ?? (q.to ? addDays(q.to, o.from - o.to) : addDays(bd, o.from));
  const to = q.to ?? (q.from ? addDays(q.from, o.to - o.from) : addDays(bd, o.to));
  if (from > to)
    throw invalid('from', `the period starts (${from}) after it ends (${to}).`, { key: 'errors.period.reversed', params: { from: dayP(from), to: dayP(to) } });
  if (daysBetween(from, to) + 1 > o.maxDays)
    throw invalid('to', `this report reads at most ${o.maxDays} days at once (${from} to ${to} is ${daysBetween(from, to) + 1}); shorten the period.`, {
      key: 'errors.period.tooLong',
      params: { max: o.maxDays, from: dayP(from), to: dayP(to) },
    });
  return { ...h, db: read.db, from, to, businessDate: bd, currency: hotel.currency, fiscalYearStartMonth: hotel.fiscalYearStartMonth };
}

const head = (p: { groupId: number; currency: string; from: string; to: string; businessDate: string }) => ({
  groupId: p.groupId,
  currency: p.currency,
  from: p.from,
  to: p.to,
  businessDate: p.businessDate,
});

/** The activity and forecast reports (Reporting menu): the same readers as the KPI and closing reports' menu. */
export function registerActivityReportRoutes(app: ApiApp): void {
  route(app, 'GET', '/reports/forecast', { roles: REPORT_READERS }, async (c) => {
    const p = await reportPeriod(c, parseQuery(c, ZPeriodQuery), { from: 0, to: 89, maxDays: 400 });
    const nights = (await findOnTheBooks(p.db, { groupId: p.groupId, from: p.from, to: p.to })).map(({ noShows: _n, ...n }) => n);
    return c.json({ ...head(p), nights, totals: booksTotals(nights) });
  });

  route(app, 'GET', '/reports/desk-activity', { roles: REPORT_READERS }, async (c) => {
    const p = await reportPeriod(c, parseQuery(c, ZPeriodQuery), { from: -7, to: 7, maxDays: 400 });
    return c.json({ ...head(p), ...(await findDeskActivity(p.db, { groupId: p.groupId, from: p.from, to: p.to, timezone: p.timezone })) });
  });

  route(app, 'GET', '/reports/pickups', { roles: REPORT_READERS }, async (c) => {
    const q = parseQuery(c, ZPickupsQuery);
    if ((q.stayFrom === undefined) !== (q.stayTo === undefined))
      throw invalid(q.stayFrom ? 'stayTo' : 'stayFrom', 'a stay window needs both its first and its last night (stayFrom and stayTo).', {
        key: 'errors.period.needsBoth',
      });
    if (q.stayFrom && q.stayTo && q.stayFrom > q.stayTo)
      throw invalid('stayFrom', `the stay window starts (${q.stayFrom}) after it ends (${q.stayTo}).`, {
        key: 'errors.period.reversed',
        params: { from: dayP(q.stayFrom), to: dayP(q.stayTo) },
      });
    const p = await reportPeriod(c, q, { from: -30, to: 0, maxDays: 400 });
    const found = await findPickups(p.db, {
      groupId: p.groupId,
      from: p.from,
      to: p.to,
      timezone: p.timezone,
      stayFrom: q.stayFrom ?? null,
      stayTo: q.stayTo ?? null,
    });
    return c.json({ ...head(p), stayFrom: q.stayFrom ?? null, stayTo: q.stayTo ?? null, ...found });
  });

  route(app, 'GET', '/reports/gm-dashboard', { roles: REPORT_READERS }, async (c) => {
    const q = parseQuery(c, ZGmDashboardQuery);
    const h = await hotelCall(c, q.group, PER_HOTEL);
    const [hotel, read] = await Promise.all([findHotelReportSettings(h.db, c.get('user'), h.groupId), reportReader(c)]);
    if (q.day && q.day > h.today)
      throw invalid('day', `the dashboard is seen from a day up to the business date (${h.today}), not ${q.day}.`, {
        key: 'errors.period.afterBusinessDay',
        params: { day: dayP(q.day), businessDay: dayP(h.today) },
      });
    const found = await findGmDashboard(read.db, {
      groupId: h.groupId,
      today: h.today,
      ...(q.day ? { day: q.day } : {}),
      fiscalYearStartMonth: hotel.fiscalYearStartMonth,
    });
    return c.json({ groupId: h.groupId, currency: hotel.currency, ...found });
  });

  route(app, 'GET', '/reports/night-prices', { roles: REPORT_READERS }, async (c) => {
    const p = await reportPeriod(c, parseQuery(c, ZPeriodQuery), { from: 0, to: 6, maxDays: 92 });
    return c.json({ ...head(p), ...(await findNightPrices(p.db, { groupId: p.groupId, from: p.from, to: p.to })) });
  });

  route(app, 'GET', '/reports/extra-sales', { roles: REPORT_READERS }, async (c) => {
    const q = parseQuery(c, ZExtraSalesQuery);
    const p = await reportPeriod(c, q, { from: -30, to: 0, maxDays: 400 });
    const free = q.free === 'true';
    return c.json({ ...head(p), free, ...(await findExtraSales(p.db, { groupId: p.groupId, from: p.from, to: p.to, free })) });
  });

  route(app, 'GET', '/reports/free-stays', { roles: REPORT_READERS }, async (c) => {
    const p = await reportPeriod(c, parseQuery(c, ZPeriodQuery), { from: -30, to: 0, maxDays: 400 });
    return c.json({ ...head(p), ...(await findFreeStays(p.db, { groupId: p.groupId, from: p.from, to: p.to })) });
  });
}
