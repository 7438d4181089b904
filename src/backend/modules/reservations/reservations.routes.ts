import type { Context } from 'hono';
import { STAY_READERS, route } from '../../http/route-access.ts';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { parseParams, parseQuery, parseWith } from '../../http/validate.ts';
import { findReservationByTag } from './find-reservation-by-tag.ts';
import { ZReservationSearchQuery, ZReservationTagParams } from './reservation-lookup.schemas.ts';
import { searchReservations } from './search-reservations.ts';
import { listReservations } from './list-reservations.ts';
import { listRequest } from './reservation-list-scope.ts';
import { exportReservations } from './export-reservations.ts';
import { findReservation } from './find-reservation.ts';
import { reservationExists } from './reservation-exists.ts';
import { findRoomCalendar, findRoomCalendarLines } from './find-room-calendar.ts';
import { answerJson, answerKeptJson } from '../../http/hand-over.ts';
import { listFilterChoicesFor } from './list-filter-choices.ts';
import { registerDailyReportRoutes } from './daily-report.routes.ts';
import { ZReservationExistsQuery, ZReservationIdParams, ZRoomCalendarQuery } from './reservation-detail.schemas.ts';
import { ZExportFormat } from '../../http/shared-params.ts';
import type { FilterDialect } from '../../../lib/domain/reservation-filter.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { businessDayFor } from '../../core/kept-business-day.ts';

/**
 * Reservations, the read side: the shell's lookups (header search, RFID card scan), the list with
 * every filter of front-office.md §5 (v1 and v2 query names), its CSV / XLSX export, one stay, the
 * exists-check and the tape chart. Always the current hotel; partners see their company's only.
 */
export function registerReservationRoutes(app: ApiApp): void {
  route(app, 'GET', '/reservations/search', { roles: STAY_READERS, partner: true }, async (c) => {
    const { q, limit, resastatus } = parseQuery(c, ZReservationSearchQuery);
    const groupId = await resolveGroup(c);
    const partnerId = c.get('user').customerId;
    return c.json(await searchReservations(c.get('deps').database.db, { groupId, q, limit, partnerId, status: resastatus }));
  });

  route(app, 'GET', '/reservations/bytag/:tag', { roles: STAY_READERS }, async (c) => {
    const { tag } = parseParams(c, ZReservationTagParams);
    const groupId = await resolveGroup(c);
    const found = await findReservationByTag(c.get('deps').database.db, { groupId, tag });
    if (!found)
      throw notFound(`No reservation of hotel ${groupId} carries the card tag '${tag}'. Attach the card at check-in first.`, {
        key: 'errors.wallet.noStayOnTag',
        params: { tag },
      });
    return c.json(found);
  });

  for (const [path, dialect] of [
    ['/reservations', 'v1'],
    ['/reservations/v2', 'v2'],
  ] as const) {
    route(app, 'GET', path, { roles: STAY_READERS, partner: true }, async (c) => {
      const request = await listRequest(c, dialect);
      return answerJson(c, await listReservations(c.get('deps').database.db, request));
    });
    route(app, 'GET', `${path}/export`, { roles: STAY_READERS, partner: true }, async (c) => exportResponse(c, dialect));
  }
  registerDailyReportRoutes(app);

  route(app, 'GET', '/reservations/exists', { roles: STAY_READERS, partner: true }, async (c) => {
    const { customer, number, groupId } = parseQuery(c, ZReservationExistsQuery);
    const group = await resolveGroup(c, groupId);
    if (group === -1) throw invalid('groupId', 'choose one hotel', { key: 'errors.group.onePerCall' });
    const scope = { groupId: group, partnerId: c.get('user').customerId };
    return c.json(await reservationExists(c.get('deps').database.db, { scope, number, customerId: customer }));
  });

  /** Room types and segments of the hotel for the list's filter form. */
  route(app, 'GET', '/reservations/filter-choices', { roles: STAY_READERS, partner: true }, async (c) => {
    const groupId = await resolveGroup(c, c.req.query('group'));
    if (groupId === -1) throw invalid('group', 'choose one hotel', { key: 'errors.group.onePerCall' });
    return answerKeptJson(c, await listFilterChoicesFor(c.get('deps').database.db, c.get('user'), groupId));
  });

  route(app, 'GET', '/reservations/room/calendar', { roles: STAY_READERS }, async (c) => {
    const { group, from, to, days, shape } = parseQuery(c, ZRoomCalendarQuery);
    const groupId = await resolveGroup(c, group);
    if (groupId === -1) throw invalid('group', 'the calendar shows one hotel: choose one', { key: 'errors.group.onePerCall' });
    const opts = { user: c.get('user'), groupId, from, to, days, now: c.get('deps').now() };
    const db = c.get('deps').database.db;
    return answerJson(c, shape === 'lines' ? await findRoomCalendarLines(db, opts) : await findRoomCalendar(db, opts));
  });

  route(app, 'GET', '/reservations/:id{[0-9]+}', { roles: STAY_READERS, partner: true }, async (c) => {
    const { id } = parseParams(c, ZReservationIdParams);
    const groupId = await resolveGroup(c);
    const found = await findReservation(c.get('deps').database.db, { id, scope: { groupId, partnerId: c.get('user').customerId }, now: c.get('deps').now() });
    if (!found)
      throw notFound(`No reservation ${id} in hotel ${groupId}${c.get('user').customerId !== null ? ' for your company' : ''}.`, {
        key: 'errors.notFound.reservation',
      });
    return c.json(found);
  });
}

async function exportResponse(c: Context<ApiEnv>, dialect: FilterDialect): Promise<Response> {
  const { format, lang } = parseWith(ZExportFormat, { format: c.req.query('format') || undefined, lang: c.req.query('lang') || undefined }, 'query');
  const request = await listRequest(c, dialect);
  const today = await businessDayFor(c.get('deps').database.db, c.get('user'), c.get('user').groupId, c.get('deps').now());
  // An export reads from the read replica while it answers (db/replica.ts); the desk's list stays on the primary.
  const file = await exportReservations((await c.get('deps').database.read()).db, { ...request, format, lang: lang ?? c.get('user').language, today });
  return exportFileResponse(file);
}
