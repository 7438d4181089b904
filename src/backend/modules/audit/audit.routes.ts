import type { Context } from 'hono';
import { ANY_STAFF, DESK_AND_NIGHT, route, type RouteAccess } from '../../http/route-access.ts';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { forbidden } from '../../http/errors.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { auditFilterOf } from './audit-filter.ts';
import { ZAuditEventRequest, ZAuditSearchQuery, type TAuditSearchQuery } from './audit.schemas.ts';
import { exportAuditEvents } from './export-audit-events.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { listAuditEventTypes } from './list-audit-event-types.ts';
import { assertItemInHotel, recordAuditEvent } from './record-audit-event.ts';
import { searchAuditEvents } from './search-audit-events.ts';

/**
 * The activity report: administrators read every event of their hotels; front-desk staff and night
 * auditors read their own (their user filter is forced to themselves). Every signed-in user records
 * the events clients send (logout, support …).
 */
function ownActivityScope(c: Context<ApiEnv>, query: TAuditSearchQuery): TAuditSearchQuery {
  const user = c.get('user');
  if (user.roles.includes('admin')) return query;
  if (query.userid !== undefined && query.userid !== user.userId) {
    throw forbidden(`Only administrators read other users' activity; you may read your own (user ${user.userId}).`, { key: 'errors.audit.ownOnly' });
  }
  return { ...query, userid: user.userId };
}

/** The report's query, scoped to what the caller may read, and the filter it makes (search and export alike). */
async function reportFilter(c: Context<ApiEnv>) {
  const query = ownActivityScope(c, parseQuery(c, ZAuditSearchQuery));
  const groupId = await resolveGroup(c, query.groupid);
  const db = c.get('deps').database.db;
  const filter = await auditFilterOf(db, { groupId, user: c.get('user'), query, now: c.get('deps').now() });
  return { db, query, filter };
}

/** The activity report's readers: administrators (every event), the desk and the night audit (their own). */
const ACTIVITY_READERS: RouteAccess['roles'] = DESK_AND_NIGHT;

export function registerAuditRoutes(app: ApiApp): void {
  route(app, 'GET', '/audit/allevent/type', { roles: ACTIVITY_READERS }, async (c) => c.json(await listAuditEventTypes(c.get('deps').database.db)));

  route(app, 'GET', '/audit/allevent', { roles: ACTIVITY_READERS }, async (c) => {
    const { db, query, filter } = await reportFilter(c);
    return c.json(await searchAuditEvents(db, { filter, page: query.page, size: query.size }));
  });

  route(app, 'GET', '/audit/export', { roles: ACTIVITY_READERS }, async (c) => {
    const { db, query, filter } = await reportFilter(c);
    return exportFileResponse(await exportAuditEvents(db, { filter, lang: query.lang ?? c.get('user').language, format: query.format }));
  });

  route(app, 'PUT', '/audit/event', { roles: ANY_STAFF, partner: true }, async (c) => {
    const input = await parseBody(c, ZAuditEventRequest);
    const user = c.get('user');
    // An event about an order item names one of the caller's hotel: another hotel's reads exactly like a missing one.
    if (input.itemId != null) await assertItemInHotel(c.get('deps').database.db, { itemId: input.itemId, groupId: user.groupId });
    const auditEventId = await recordAuditEvent(c.get('deps').database.db, {
      groupId: user.groupId,
      user,
      typeId: input.type,
      message: input.message,
      itemId: input.itemId ?? null,
      itemNumber: input.itemNumber ?? null,
      detail: input.detail ?? null,
      priority: input.priority,
    });
    return c.json({ auditEventId }, 201);
  });
}
