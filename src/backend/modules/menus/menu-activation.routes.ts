import type { ApiApp } from '../../http/api-env.ts';
import { ADMIN, route } from '../../http/route-access.ts';
import { resolveGroupFilter } from '../../http/api-app.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { adminScope } from '../users/index.ts';
import { findMenuStat, listMenuCatalogue, listUserActivations, listUserMenuStats } from './menu-activation-read.ts';
import { setMenuActivation } from './menu-activation-set.ts';
import { ZAppParams, ZAppQuery, ZMenuActivationRequest, ZMenuStatParams, ZUserActivationPageQuery, ZUserIdParams } from './menu-activation.schemas.ts';

/**
 * Menu activation per user and application (front-office.md §6–§7, operations.md §7 Menus):
 * administrators only, each change limited to users they manage and audited (type 35).
 * The spec's GET /user/menustat/{id}/{activate} changes data, so it is a POST here.
 */
export function registerMenuActivationRoutes(app: ApiApp): void {
  route(app, 'GET', '/menus/app/:app', { roles: ADMIN }, async (c) => {
    const { app: appId } = parseParams(c, ZAppParams);
    return c.json(await listMenuCatalogue(c.get('deps').database.db, { appId }));
  });

  route(app, 'GET', '/user/activatedmenu/page', { roles: ADMIN }, async (c) => {
    const q = parseQuery(c, ZUserActivationPageQuery);
    const db = c.get('deps').database.db;
    const groupId = await resolveGroupFilter(c, q.groupId);
    return c.json(await listUserActivations(db, { scope: await adminScope(db, c.get('user')), groupId, appId: q.app, page: q.page, size: q.size }));
  });

  route(app, 'GET', '/user/:userId/activatedmenu', { roles: ADMIN }, async (c) => {
    const { userId } = parseParams(c, ZUserIdParams);
    const { app: appId } = parseQuery(c, ZAppQuery);
    const db = c.get('deps').database.db;
    return c.json(await listUserMenuStats(db, { scope: await adminScope(db, c.get('user')), userId, appId }));
  });

  for (const [path, activated] of [
    ['/menus/activate', true],
    ['/menus/deactivate', false],
  ] as const) {
    route(app, 'POST', path, { roles: ADMIN }, async (c) => {
      const body = await parseBody(c, ZMenuActivationRequest);
      const db = c.get('deps').database.db;
      const scope = await adminScope(db, c.get('user'));
      return c.json(await setMenuActivation(db, { scope, userId: body.userId, appId: body.app.appId, menuId: body.menu.menuId, activated }));
    });
  }

  route(app, 'POST', '/user/menustat/:menuStatId/:activate', { roles: ADMIN }, async (c) => {
    const { menuStatId, activate } = parseParams(c, ZMenuStatParams);
    const db = c.get('deps').database.db;
    const stat = await findMenuStat(db, menuStatId);
    const scope = await adminScope(db, c.get('user'));
    return c.json(await setMenuActivation(db, { scope, userId: stat.userId, appId: stat.appId, menuId: stat.menuId, activated: activate }));
  });
}
