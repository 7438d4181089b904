import { MENU_CATALOGUE, type MenuEntry } from '../backend/modules/menus/index.ts';

/** The catalogue entry of an in-app route (operations.md §2.5), matched on the path only. */
export function findMenuRoute(pathname: string): MenuEntry | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  path = '/' + path.replace(/^\/+|\/+$/g, '');
  return MENU_CATALOGUE.find((m) => m.url !== null && m.url.startsWith('/') && m.url.split('?')[0] === path);
}
