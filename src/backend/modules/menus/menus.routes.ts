import type { ApiApp } from '../../http/api-env.ts';
import { ANY_STAFF, route } from '../../http/route-access.ts';
import { listUserMenuTree } from './list-user-menu-tree.ts';
import { answerKeptJson } from '../../http/hand-over.ts';

/** Menus: the signed-in user's side menu. */
export function registerMenuRoutes(app: ApiApp): void {
  route(app, 'GET', '/user/activatedmenu', { roles: ANY_STAFF, partner: true }, async (c) =>
    answerKeptJson(c, await listUserMenuTree(c.get('deps').database.db, { user: c.get('user') })),
  );
}
