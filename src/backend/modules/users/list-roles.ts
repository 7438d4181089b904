import type { TRoleDto } from '../../../lib/domain/admin-dto.ts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';

/** The role catalogue, in creation order. */
export async function listRoles(db: Db): Promise<TRoleDto[]> {
  return db.select({ roleId: roles.roleId, code: roles.code, name: roles.name, activatedMenu: roles.activatedMenu }).from(roles).orderBy(asc(roles.roleId));
}
