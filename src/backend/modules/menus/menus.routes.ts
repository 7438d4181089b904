import type { ApiApp } from '../../http/api-app.ts';
import { listUserMenuTree } from './list-user-menu-tree.ts';

/** Menus: the signed-in user's side menu. */
export function registerMenuRoutes(app: ApiApp): void {
  app.get('/user/activatedmenu', async (c) => c.json(await listUserMenuTree(c.get('deps').database.db, { user: c.get('user') })));
}
