import type { Context } from 'hono';
import { answerText } from '../../http/hand-over.ts';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { requireRole, resolveGroup } from '../../http/api-app.ts';
import { ADMIN, ANY_STAFF, REPORT_READERS, STAY_READERS, route } from '../../http/route-access.ts';
import { AppError, forbidden, invalid, notFound } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { actorOf, hotelCall, refusePartner } from '../../http/hotel-call.ts';
import { addDays, dayInZone } from '../../../lib/domain/days.ts';
import {
  ZClosingDateQuery,
  ZClosingDayQuery,
  ZClosingPreviewQuery,
  ZClosingRangeQuery,
  ZClosingRunQuery,
  ZClosingSettingsRequest,
  ZDailyBacOneQuery,
  ZDailyBacQuery,
  ZFindClosingDatesQuery,
  ZGroupQuery,
  ZItemBacParams,
  ZItemBacQuery,
  ZItemCountQuery,
  ZPutClosingDateBody,
} from './closing.schemas.ts';
import { previewClosing } from './preview-closing.ts';
import { findClosingSettings, updateClosingSettings } from './closing-settings.ts';
import { findClosingDateFor } from './find-closing-date.ts';
import { findClosingState } from './closing-state.ts';
import { applyClosing, simulateClosing } from './close-business-day.ts';
import { accumulate, findClosedDays } from './closed-day.ts';
import { closingPeriods } from './closing-periods.ts';
import { findHotelReportSettings } from './find-hotel-report-settings.ts';
import { groupStatElements, statElementsOf } from './stat-elements.ts';
import { countOrderItems, findItemBac } from './order-item-figures.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** Who runs the night audit, and who reads its history. */
export const CLOSING_ROLES = REPORT_READERS;
export const CLOSING_READERS = STAY_READERS;

const PER_HOTEL = 'the closing belongs to one hotel: name a hotel, not -1.';

async function closingHotel(c: Context<ApiEnv>, group: number | undefined, roles: readonly string[]) {
  refusePartner(c, 'Partner users have no access to the daily closing.');
  requireRole(c, ...roles);
  return hotelCall(c, group, PER_HOTEL);
}

/** The caller may close a day before the hotel's closing time. */
const earlyAllowed = (c: Context<ApiEnv>) => c.get('user').permissions.includes('early_closing');

/**
 * Applies the closing of `day`. `confirmed`: the day is the one the auditor confirmed on the
 * preview (POST /orders/closing): if it was closed meanwhile, the business date moved and the
 * close is refused (409) rather than answered as done; PUT /closingdate stays idempotent.
 */
async function runApply(c: Context<ApiEnv>, group: number | undefined, day: string, confirmed: boolean) {
  const h = await closingHotel(c, group, CLOSING_ROLES);
  const result = await applyClosing(h.db, {
    groupId: h.groupId,
    day,
    today: h.today,
    user: actorOf(c),
    now: c.get('deps').now(),
    earlyAllowed: earlyAllowed(c),
  });
  if (confirmed && !result.applied) {
    const next = addDays(day, 1);
    throw new AppError(
      'conflict',
      `${day} was closed meanwhile (at ${result.closing.closedAt}); the business date of hotel ${h.groupId} is now ${next} or later: review the new closing preview before closing.`,
      'closingdate',
      { key: 'errors.closing.moved', params: { day: dayP(day), next: dayP(next) } },
    );
  }
  return c.json(result);
}

export function registerClosingRoutes(app: ApiApp): void {
  /** The last closed day, as text (front-office.md §7). */
  route(app, 'GET', '/closing/date', { roles: ANY_STAFF, partner: true }, async (c) => {
    const { group } = parseQuery(c, ZClosingDateQuery);
    const groupId = await resolveGroup(c, group);
    if (groupId === -1) throw forbidden('The business date belongs to one hotel: name a hotel, not -1.', { key: 'errors.group.onePerCall' });
    const day = await findClosingDateFor(c.get('deps').database.db, c.get('user'), groupId);
    // Empty text before the hotel's first closing: the header then shows the calendar day.
    return answerText(c, day ?? '', { 'cache-control': 'no-store' });
  });

  /** Last closed day, business date, the hotel's calendar day and the standard report periods. */
  route(app, 'GET', '/closing/state', { roles: ANY_STAFF }, async (c) => {
    const { group } = parseQuery(c, ZGroupQuery);
    const h = await hotelCall(c, group, PER_HOTEL);
    const state = await findClosingState(h.db, { groupId: h.groupId, today: h.today });
    const hotel = await findHotelReportSettings(h.db, c.get('user'), h.groupId);
    // today: the hotel's calendar day, which the business date differs from until the night audit runs.
    const today = dayInZone(c.get('deps').now(), h.timezone);
    return c.json({
      ...state,
      today,
      dateDiffers: state.businessDate !== today,
      currency: hotel.currency,
      periods: closingPeriods(state.businessDate, hotel.fiscalYearStartMonth),
    });
  });

  /** Simulate (GET, simulate=true) what closing a day would do; applying takes POST. */
  route(app, 'GET', '/orders/closing', { roles: CLOSING_ROLES }, async (c) => {
    const q = parseQuery(c, ZClosingRunQuery);
    if (q.simulate !== 'true')
      throw invalid('simulate', 'a GET only simulates (simulate=true); apply the closing with POST /orders/closing.', { key: 'errors.closing.getSimulates' });
    const h = await closingHotel(c, q.group, CLOSING_ROLES);
    const report = await simulateClosing(h.db, {
      groupId: h.groupId,
      day: q.closingdate,
      today: h.today,
      user: actorOf(c),
      now: c.get('deps').now(),
      earlyAllowed: earlyAllowed(c),
    });
    if (!report) return c.json({ closed: true, day: q.closingdate, message: `${q.closingdate} is already closed.` });
    return c.json({ closed: false, ...report, statElement: statElementsOf(report.figures), rows: groupStatElements(statElementsOf(report.figures)) });
  });

  route(app, 'POST', '/orders/closing', { roles: CLOSING_ROLES }, async (c) => {
    const q = parseQuery(c, ZClosingRunQuery);
    if (q.simulate === 'true')
      throw invalid('simulate', 'simulate with GET /orders/closing?simulate=true; POST applies the closing.', { key: 'errors.closing.postApplies' });
    return runApply(c, q.group, q.closingdate, true);
  });

  /**
   * The confirmation screen's preview (no write: the closing run and rolled back): no-shows and
   * their fees, nights and city tax to post, open folios, departures not checked out, early or not.
   */
  route(app, 'GET', '/closing/preview', { roles: CLOSING_ROLES }, async (c) => {
    const q = parseQuery(c, ZClosingPreviewQuery);
    const h = await closingHotel(c, q.group, CLOSING_ROLES);
    const state = await findClosingState(h.db, { groupId: h.groupId, today: h.today });
    const day = q.closingdate ?? state.businessDate;
    return c.json(
      await previewClosing(h.db, {
        groupId: h.groupId,
        day,
        today: h.today,
        user: actorOf(c),
        now: c.get('deps').now(),
        earlyAllowed: earlyAllowed(c),
        businessDate: state.businessDate,
      }),
    );
  });

  /** The hotel's closing settings: read by the closing's staff, changed by an administrator. */
  route(app, 'GET', '/closing/settings', { roles: CLOSING_READERS }, async (c) => {
    const { group } = parseQuery(c, ZGroupQuery);
    const h = await closingHotel(c, group, CLOSING_READERS);
    return c.json(await findClosingSettings(h.db, h.groupId));
  });

  route(app, 'PUT', '/closing/settings', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZClosingSettingsRequest);
    const h = await closingHotel(c, body.group, ADMIN);
    return c.json(await updateClosingSettings(h.db, { groupId: h.groupId, input: body, user: actorOf(c) }));
  });

  /** Closes a day (idempotent: the same day again changes nothing). */
  route(app, 'PUT', '/closingdate', { roles: CLOSING_ROLES }, async (c) => {
    const body = await parseBody(c, ZPutClosingDateBody);
    return runApply(c, body.group, body.closingDate, false);
  });

  route(app, 'GET', '/closingdates', { roles: CLOSING_READERS }, async (c) => {
    const q = parseQuery(c, ZClosingRangeQuery);
    const h = await closingHotel(c, q.group, CLOSING_READERS);
    return c.json(await findClosedDays(h.db, { groupId: h.groupId, from: q.closingdatefrom, to: q.closingdateto }));
  });

  route(app, 'GET', '/closingdate', { roles: CLOSING_READERS }, async (c) => {
    const q = parseQuery(c, ZClosingDayQuery);
    const h = await closingHotel(c, q.group, CLOSING_READERS);
    const [day] = await findClosedDays(h.db, { groupId: h.groupId, from: q.closingdate, to: q.closingdate });
    if (!day)
      throw notFound(`${q.closingdate} is not a closed day of hotel ${h.groupId}.`, { key: 'errors.closing.notClosed', params: { day: dayP(q.closingdate) } });
    return c.json(day);
  });

  route(app, 'GET', '/findclosingdates', { roles: CLOSING_READERS }, async (c) => {
    const q = parseQuery(c, ZFindClosingDatesQuery);
    const h = await closingHotel(c, q.group, CLOSING_READERS);
    const day = q.selecteddate.slice(0, 10);
    return c.json(await findClosedDays(h.db, { groupId: h.groupId, from: day, to: day }));
  });

  const accumulated = (detail: boolean) => async (c: Context<ApiEnv>) => {
    const q = parseQuery(c, ZClosingRangeQuery);
    const h = await closingHotel(c, q.group, CLOSING_READERS);
    const state = await findClosingState(h.db, { groupId: h.groupId, today: h.today });
    const to = q.closingdateto ?? addDays(state.businessDate, -1);
    const from = q.closingdatefrom ?? addDays(state.businessDate, -30);
    if (from > to)
      throw invalid('closingdatefrom', `the period starts (${from}) after it ends (${to}).`, {
        key: 'errors.period.reversed',
        params: { from: dayP(from), to: dayP(to) },
      });
    const days = await findClosedDays(h.db, { groupId: h.groupId, from, to });
    const total = accumulate(days, { from, to });
    return c.json(detail && q.ignoredetail !== 'true' ? { ...total, detail: days } : total);
  };
  route(app, 'GET', '/closingdates/accumulated', { roles: CLOSING_READERS }, accumulated(false));
  route(app, 'GET', '/closingdates/accumulated/v2', { roles: CLOSING_READERS }, accumulated(true));

  /** The statistics elements of a closed day (the screens ask for yesterday when the user picks today). */
  route(app, 'GET', '/closingdates/entries', { roles: CLOSING_READERS }, async (c) => {
    const q = parseQuery(c, ZClosingDayQuery);
    const h = await closingHotel(c, q.group, CLOSING_READERS);
    const day = q.closingdate;
    const [closed] = await findClosedDays(h.db, { groupId: h.groupId, from: day, to: day });
    if (!closed) throw notFound(`${day} is not a closed day of hotel ${h.groupId}.`, { key: 'errors.closing.notClosed', params: { day: dayP(day) } });
    const elements = statElementsOf(closed);
    return c.json({ day, statElement: elements, rows: groupStatElements(elements) });
  });

  /** Revenue by department ("bac") of each closed day of a period. */
  route(app, 'GET', '/daily-bac', { roles: CLOSING_READERS }, async (c) => {
    const q = parseQuery(c, ZDailyBacQuery);
    if (q.from > q.to)
      throw invalid('from', `the period starts (${q.from}) after it ends (${q.to}).`, {
        key: 'errors.period.reversed',
        params: { from: dayP(q.from), to: dayP(q.to) },
      });
    const h = await closingHotel(c, q.groupId, CLOSING_READERS);
    const days = await findClosedDays(h.db, { groupId: h.groupId, from: q.from, to: q.to });
    return c.json(
      days.map((d) => ({
        day: d.day,
        revenueByDepartment: d.revenueByDepartment,
        revenueMinor: d.revenueMinor,
        paymentsByMethod: d.paymentsByMethod,
        paymentsMinor: d.paymentsMinor,
      })),
    );
  });

  route(app, 'GET', '/daily-bac/one', { roles: CLOSING_READERS }, async (c) => {
    const q = parseQuery(c, ZDailyBacOneQuery);
    const h = await closingHotel(c, q.groupId, CLOSING_READERS);
    const [d] = await findClosedDays(h.db, { groupId: h.groupId, from: q.date, to: q.date });
    if (!d) throw notFound(`${q.date} is not a closed day of hotel ${h.groupId}.`, { key: 'errors.closing.notClosed', params: { day: dayP(q.date) } });
    return c.json({
      day: d.day,
      revenueByDepartment: d.revenueByDepartment,
      revenueMinor: d.revenueMinor,
      paymentsByMethod: d.paymentsByMethod,
      paymentsMinor: d.paymentsMinor,
    });
  });

  /** What one order item's charges posted by the closing of a day come to (text, minor units). */
  route(app, 'GET', '/orders/:itemId/bac', { roles: CLOSING_READERS }, async (c) => {
    const { itemId } = parseParams(c, ZItemBacParams);
    const { closingdate } = parseQuery(c, ZItemBacQuery);
    refusePartner(c, 'Partner users have no access to the daily closing.');
    requireRole(c, ...CLOSING_READERS);
    const found = await findItemBac(c.get('deps').database.db, { itemId, day: closingdate });
    if (!found) throw notFound(`No order item has the id ${itemId}.`, { key: 'errors.notFound.orderItem' });
    await resolveGroup(c, found.groupId);
    return c.text(String(found.amountMinor));
  });

  /** Order items by service dates (the closing's counts). */
  route(app, 'GET', '/orders/item/count', { roles: CLOSING_READERS }, async (c) => {
    const q = parseQuery(c, ZItemCountQuery);
    const h = await closingHotel(c, q.group, CLOSING_READERS);
    return c.json({ count: await countOrderItems(h.db, { groupId: h.groupId, ...q }) });
  });
}
