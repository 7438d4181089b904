import type { Queryer } from '../db/client.ts';
import { MENU_APP_ID } from '../../lib/domain/menu-app.ts';
import { MENU_CATALOGUE } from '../modules/menus/index.ts';
import { row } from '../core/sql-literal.ts';

/**
 * Upserts the catalogue by (app_id, key) so that a new release can rename, move or add entries;
 * it runs at every start, so entries already up to date are not rewritten.
 * The section state (open/closed/disabled) is the administrator's and is left alone; entries
 * dropped from the catalogue are kept, since users' menu stats may point at them.
 */
export async function seedMenus(q: Queryer): Promise<void> {
  const values = MENU_CATALOGUE.map((m) =>
    row([
      MENU_APP_ID,
      m.key,
      m.name,
      m.nameFr,
      m.priority,
      m.isRoot,
      m.url,
      m.icon,
      m.code,
      m.menuIndex,
      m.itemIndex,
      m.chauffeurOnly,
      m.partner,
      m.permission,
    ]),
  );
  const parents = MENU_CATALOGUE.map((m) => row([m.key, m.parentKey]));
  await q.exec(`
    insert into menus (app_id, key, name, name_fr, priority, is_root, url, icon, code, menu_index, item_index, chauffeur_only, partner, permission) values
      ${values.join(',\n      ')}
      on conflict (app_id, key) do update set name = excluded.name, name_fr = excluded.name_fr, priority = excluded.priority,
        is_root = excluded.is_root, url = excluded.url, icon = excluded.icon, code = excluded.code, menu_index = excluded.menu_index,
        item_index = excluded.item_index, chauffeur_only = excluded.chauffeur_only, partner = excluded.partner,
        permission = excluded.permission
      where (menus.name, menus.name_fr, menus.priority, menus.is_root, menus.url, menus.icon, menus.code, menus.menu_index, menus.item_index, menus.chauffeur_only, menus.partner, menus.permission)
        is distinct from (excluded.name, excluded.name_fr, excluded.priority, excluded.is_root, excluded.url, excluded.icon, excluded.code, excluded.menu_index, excluded.item_index, excluded.chauffeur_only, excluded.partner, excluded.permission);
    update menus m set parent_id = p.menu_id
      from (values ${parents.join(', ')}) v(key, parent_key)
      left join menus p on p.app_id = ${MENU_APP_ID} and p.key = v.parent_key
      where m.app_id = ${MENU_APP_ID} and m.key = v.key and m.parent_id is distinct from p.menu_id;
  `);
}
