import { MENU_CATALOGUE, type MenuEntry } from '../backend/seed/menu-catalogue.ts';

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

/** The section a catalogue entry belongs to (its root), for the page's icon. */
export function sectionOf(entry: MenuEntry): MenuEntry | undefined {
  const rootKey = entry.key.split('.').slice(0, 2).join('.');
  return MENU_CATALOGUE.find((m) => m.key === rootKey);
}
