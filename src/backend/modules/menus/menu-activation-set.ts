import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { assertManageable, auditGroupOf, type AdminScope, findActiveUser } from '../users/index.ts';
import { findCatalogueRows, findMenuStats, upsertMenuStats } from './menu-activation-data.ts';
import type { TMenuStatDto } from '../../../lib/domain/admin-dto.ts';
import { menuWithDescendants } from './menu-activation-tree.ts';

/**
 * An administrator switches a menu on or off for a user (audit 35). A section takes all its
 * entries with it, so the side menu never keeps a section the administrator switched off
 * alive through one of its items. Returns the user's stats for the app afterwards.
 */
export async function setMenuActivation(
  db: Db,
  opts: { scope: AdminScope; userId: number; appId: number; menuId: number; activated: boolean },
): Promise<TMenuStatDto[]> {
  const { scope, userId, appId, menuId, activated } = opts;
  const user = await findActiveUser(db, userId);
  assertManageable(scope, user);
  const rows = await findCatalogueRows(db, appId);
  const menu = rows.find((r) => r.menuId === menuId);
  if (!menu) throw invalid('menu.menuId', `no menu ${menuId} in application ${appId} (see GET /menus/app/${appId})`, { key: 'errors.menu.noSuch' });
  const ids = menuWithDescendants(rows, menuId);

  await db.transaction(async (tx) => {
    await upsertMenuStats(tx, { userId, appId, menuIds: ids, activated });
    await recordAuditEvent(tx, {
      groupId: auditGroupOf(scope, user),
      user: scope.admin,
      typeId: AUDIT.EDIT_USER,
      itemId: userId,
      itemNumber: user.username,
      text: {
        key: activated ? 'audit.msg.user.menuActivated' : 'audit.msg.user.menuDeactivated',
        params: { menu: menu.name, username: user.username, name: user.name },
      },
      // The menus by name (never their ids), each language's own name.
      detailText: {
        key: 'audit.detail.menu.withSubmenus',
        params: { count: ids.length, menus: namesOf(rows, ids, 'name'), menusFr: namesOf(rows, ids, 'nameFr') },
      },
    });
  });
  return findMenuStats(db, { userId, appId });
}

const namesOf = (rows: readonly { menuId: number; name: string; nameFr: string }[], ids: readonly number[], lang: 'name' | 'nameFr'): string =>
  ids
    .map((id) => rows.find((r) => r.menuId === id))
    .map((r) => (r ? r[lang] || r.name : '-'))
    .join(', ');
