import type { ApiApp } from '../../http/api-env.ts';
import { ADMIN, ANY_STAFF, route } from '../../http/route-access.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { ZCreateFeedRequest, ZCreateImportRequest, ZFeedParams, ZFeedQuery } from './ical.schemas.ts';
import { writeIcsFeed } from './write-ics-feed.ts';
import { createIcalFeed, createIcalImport, findIcalImport, listIcalFeeds, listIcalImports, revokeIcalFeed } from './manage-ical.ts';
import { syncIcalImport } from './sync-ical-import.ts';

/**
 * Calendar sync (iCalendar, issue 39): the public ICS feeds channels read (their signed token is
 * the guard), and the administrator's feeds and imported calendars.
 */
export function registerIcalRoutes(app: ApiApp): void {
  route(app, 'GET', '/ical/feeds/:id', { roles: ANY_STAFF, partner: true, public: true }, async (c) => {
    const { id } = parseParams(c, ZFeedParams);
    const { k } = parseQuery(c, ZFeedQuery);
    const deps = c.get('deps');
    const text = await writeIcsFeed(deps.database.db, { feedId: id, token: k, now: deps.now() });
    return c.body(text, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'no-store' });
  });

  route(app, 'GET', '/channels/ical/feeds', { roles: ADMIN }, async (c) => {
    return c.json(await listIcalFeeds(c.get('deps').database.db, { groupId: await resolveGroup(c) }));
  });
  route(app, 'POST', '/channels/ical/feeds', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZCreateFeedRequest);
    return c.json(await createIcalFeed(c.get('deps').database.db, { groupId: await resolveGroup(c), ...body }), 201);
  });
  route(app, 'POST', '/channels/ical/feeds/:id/revoke', { roles: ADMIN }, async (c) => {
    const { id } = parseParams(c, ZFeedParams);
    const deps = c.get('deps');
    await revokeIcalFeed(deps.database.db, { groupId: await resolveGroup(c), feedId: id, now: deps.now() });
    return c.json({ feedId: id, revoked: true });
  });
  route(app, 'GET', '/channels/ical/imports', { roles: ADMIN }, async (c) => {
    return c.json(await listIcalImports(c.get('deps').database.db, { groupId: await resolveGroup(c) }));
  });
  route(app, 'POST', '/channels/ical/imports', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZCreateImportRequest);
    return c.json(await createIcalImport(c.get('deps').database.db, { groupId: await resolveGroup(c), ...body }), 201);
  });
  route(app, 'POST', '/channels/ical/imports/:id/sync', { roles: ADMIN }, async (c) => {
    const { id } = parseParams(c, ZFeedParams);
    const deps = c.get('deps');
    await findIcalImport(deps.database.db, { groupId: await resolveGroup(c), importId: id });
    return c.json(await syncIcalImport(deps.database.db, { importId: id, now: deps.now() }));
  });
}
