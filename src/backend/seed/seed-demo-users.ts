import type { Queryer } from '../db/client.ts';
import { hashPassword } from '../idp/password.ts';
import { DEMO_PASSWORD, DEMO_USERS, type DemoAccount } from './demo-accounts.ts';
import { insertRows } from './bulk-insert.ts';
import { menuKeysForRoles } from './role-menus.ts';
import { MENU_APP_ID } from '../../lib/domain/menu-app.ts';
import { row, type Cell } from '../core/sql-literal.ts';

export interface DemoHotelIds {
  groupId: number;
  servicePoints: { posId: number; code: string }[];
}

const homeGroup = (u: DemoAccount) => (u.home === 'hotel1' ? 1 : u.home === 'hotel2' ? 2 : 0);

/** Hotels a user may switch to; the group user keeps group 0 among them (the chauffeur flag). */
function preferredGroups(u: DemoAccount): number[] {
  if (u.home === 'all') return [0, 1, 2];
  if (u.permissions.includes('all_hotels') || u.username === 'finance') return [1, 2];
  return [homeGroup(u)];
}

/**
 * The demo users with their fixed ids, roles, hotels, service points and menu stats. The password
 * is hashed once: scrypt is slow on purpose and they all share it.
 */
export async function seedDemoUsers(q: Queryer, hotels: readonly DemoHotelIds[], partnerCustomerId: number): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const posOf = (groupId: number) => hotels.find((h) => h.groupId === groupId)?.servicePoints ?? [];
  const users: Cell[][] = [];
  const prefHotels: Cell[][] = [];
  const prefPos: Cell[][] = [];
  const roles: string[] = [];
  const stats: string[] = [];
  for (const u of DEMO_USERS) {
    const group = homeGroup(u);
    const groups = preferredGroups(u);
    const reception = posOf(group).find((p) => p.code === 'REC')?.posId ?? null;
    users.push([
      u.userId,
      u.username,
      u.username,
      u.name,
      `${u.username}@auberge.example`,
      hash,
      u.language ?? 'en',
      group,
      reception,
      u.partner ? partnerCustomerId : null,
      JSON.stringify(u.permissions),
    ]);
    for (const g of groups) prefHotels.push([u.userId, g]);
    // Cashiers and admins work at every point of sale; the others at their hotels' receptions.
    const everyPos = u.roles.includes('cashier') || u.roles.includes('admin');
    for (const g of groups) for (const p of posOf(g)) if (everyPos || p.code === 'REC') prefPos.push([u.userId, p.posId]);
    for (const r of u.roles) roles.push(row([u.userId, r]));
    for (const key of menuKeysForRoles(u.roles, u.partner ?? false)) stats.push(row([u.userId, key]));
  }
  await insertRows(
    q,
    'users',
    ['user_id', 'code', 'username', 'name', 'email', 'password_hash', 'language', 'group_id', 'pos_id', 'customer_id', 'permissions'],
    users,
  );
  await insertRows(q, 'user_preferred_hotels', ['user_id', 'group_id'], prefHotels);
  await insertRows(q, 'user_preferred_pos', ['user_id', 'pos_id'], prefPos);
  await q.exec(`
    insert into user_roles (user_id, role_id)
      select v.user_id, r.role_id from (values ${roles.join(', ')}) v(user_id, code) join roles r on r.code = v.code;
    insert into user_menu_stats (user_id, menu_id, app_id, activated)
      select v.user_id, m.menu_id, ${MENU_APP_ID}, true from (values ${stats.join(', ')}) v(user_id, key)
      join menus m on m.app_id = ${MENU_APP_ID} and m.key = v.key;
  `);
}
