import { MENU_CATALOGUE } from '../modules/menus/index.ts';
import { ROLE_SECTIONS } from './reference-data.ts';

/**
 * The catalogue keys a user's roles need activated (their menu stats): every staff menu for an
 * admin, whole sections for the other roles, the partner menu for partner users.
 */
export function menuKeysForRoles(roles: readonly string[], partner: boolean): string[] {
  if (partner) return MENU_CATALOGUE.filter((m) => m.partner).map((m) => m.key);
  const staff = MENU_CATALOGUE.filter((m) => !m.partner);
  if (roles.some((r) => ROLE_SECTIONS[r] === '*')) return staff.map((m) => m.key);
  const sections = new Set(
    roles.flatMap((r) => {
      const s = ROLE_SECTIONS[r];
      return s === undefined || s === '*' ? [] : s.map((k) => `menu.${k}`);
    }),
  );
  return staff.filter((m) => [...sections].some((s) => m.key === s || m.key.startsWith(`${s}.`))).map((m) => m.key);
}
