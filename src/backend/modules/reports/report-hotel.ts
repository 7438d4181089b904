import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-env.ts';
import { invalid } from '../../http/errors.ts';
import { addDays, daysBetween } from '../../../lib/domain/days.ts';
import { hotelCall } from '../../http/hotel-call.ts';
import { findClosingState, findHotelReportSettings } from '../closing/index.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';
import { reportReader } from './report-read.ts';

/** The longest period a report reads at once: a year and a day (a leap year's whole year). */
export const MAX_REPORT_DAYS = 367;

/** The hotel a financial report reads: one hotel (not -1), its clock, where its night audit stands, its currency, and where its figures are read (report-read.ts). */
export async function reportHotel(c: Context<ApiEnv>, group: number | undefined) {
  const h = await hotelCall(c, group, 'a report reads one hotel: name a hotel, not -1.');
  const [state, settings, read] = await Promise.all([
    findClosingState(h.db, { groupId: h.groupId, today: h.today }),
    findHotelReportSettings(h.db, c.get('user'), h.groupId),
    reportReader(c),
  ]);
  return { ...h, ...state, currency: settings.currency, db: read.db, asOf: read.asOf };
}

/**
 * The period of a report: the query's days, by default the last 30 closed days as the closing
 * history shows them (D-30 to D-1 of the business date). Refuses a reversed or over-long period.
 */
export function reportPeriod(q: { from?: string | undefined; to?: string | undefined }, businessDate: string): { from: string; to: string } {
  const to = q.to ?? addDays(businessDate, -1);
  const from = q.from ?? (q.to ? addDays(q.to, -29) : addDays(businessDate, -30));
  if (from > to)
    throw invalid('from', `the period starts (${from}) after it ends (${to}).`, { key: 'errors.period.reversed', params: { from: dayP(from), to: dayP(to) } });
  if (daysBetween(from, to) + 1 > MAX_REPORT_DAYS)
    throw invalid('to', `the period ${from} to ${to} is longer than ${MAX_REPORT_DAYS} days; report a year at most.`, {
      key: 'errors.period.tooLong',
      params: { max: MAX_REPORT_DAYS, from: dayP(from), to: dayP(to) },
    });
  return { from, to };
}
