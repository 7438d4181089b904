import type { TMenuNodeDto } from '../../../domain/menus-dto.ts';
import { getJson } from '../../backend.ts';

const menus = new WeakMap<App.Locals, Promise<readonly TMenuNodeDto[]>>();

/**
 * The side menu of the signed-in user; a failure is logged and the menu stays empty (front-office.md §8).
 * Asked once per request: the route guard checks the page against it, the layout draws it.
 */
export function loadUserMenu(locals: App.Locals): Promise<readonly TMenuNodeDto[]> {
  let menu = menus.get(locals);
  if (!menu) menus.set(locals, (menu = fetchUserMenu(locals)));
  return menu;
}

async function fetchUserMenu(locals: App.Locals): Promise<readonly TMenuNodeDto[]> {
  try {
    return await getJson<readonly TMenuNodeDto[]>(locals, 'crm', '/user/activatedmenu');
  } catch (err) {
    console.error('Error fetching user menus:', (err as Error).message);
    return [];
  }
}
