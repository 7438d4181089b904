import type { ApiApp } from '../../http/api-app.ts';
import { requireRole, resolveGroup } from '../../http/api-app.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { auditFilterOf } from './audit-filter.ts';
import { ZAuditEventRequest, ZAuditSearchQuery } from './audit.schemas.ts';
import { exportAuditEvents } from './export-audit-events.ts';
import { listAuditEventTypes } from './list-audit-event-types.ts';
import { recordAuditEvent } from './record-audit-event.ts';
import { searchAuditEvents } from './search-audit-events.ts';

/** The activity report (administrators) and the events clients record (logout, support …). */
export function registerAuditRoutes(app: ApiApp): void {
  app.get('/audit/allevent/type', async (c) => c.json(await listAuditEventTypes(c.get('deps').database.db)));

  app.get('/audit/allevent', async (c) => {
    requireRole(c, 'admin');
    const query = parseQuery(c, ZAuditSearchQuery);
    const groupId = await resolveGroup(c, query.groupid);
    const db = c.get('deps').database.db;
    const filter = await auditFilterOf(db, { groupId, user: c.get('user'), query, now: c.get('deps').now() });
    return c.json(await searchAuditEvents(db, { filter, page: query.page, size: query.size }));
  });

  app.get('/audit/export', async (c) => {
    requireRole(c, 'admin');
    const query = parseQuery(c, ZAuditSearchQuery);
    const groupId = await resolveGroup(c, query.groupid);
    const db = c.get('deps').database.db;
    const filter = await auditFilterOf(db, { groupId, user: c.get('user'), query, now: c.get('deps').now() });
    const csv = await exportAuditEvents(db, { filter, lang: query.lang });
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="activity-${filter.from}-${filter.to}.csv"`,
      'cache-control': 'no-store',
    });
  });

  app.put('/audit/event', async (c) => {
    const input = await parseBody(c, ZAuditEventRequest);
    const user = c.get('user');
    const auditEventId = await recordAuditEvent(c.get('deps').database.db, {
      groupId: user.groupId, user, typeId: input.type, message: input.message,
      itemId: input.itemId ?? null, itemNumber: input.itemNumber ?? null, detail: input.detail ?? null, priority: input.priority,
    });
    return c.json({ auditEventId }, 201);
  });
}
