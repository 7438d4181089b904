import type { ApiApp } from '../../http/api-env.ts';
import { STAY_READERS, route } from '../../http/route-access.ts';
import { listDocTypes } from './list-doc-types.ts';

/** The identity document types of guest registration (front-office.md §7: GET /doctypes, /alldoctypes). */
export function registerDocTypeRoutes(app: ApiApp): void {
  for (const path of ['/doctypes', '/alldoctypes']) {
    route(app, 'GET', path, { roles: STAY_READERS }, async (c) => c.json(await listDocTypes(c.get('deps').database.db)));
  }
}
