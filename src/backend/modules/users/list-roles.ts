import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';

export interface TRoleDto {
  roleId: number;
  code: string;
  name: string;
  activatedMenu: string;
}

/** The role catalogue, in creation order. */
export async function listRoles(db: Db): Promise<TRoleDto[]> {
  return db.select({ roleId: roles.roleId, code: roles.code, name: roles.name, activatedMenu: roles.activatedMenu }).from(roles).orderBy(asc(roles.roleId));
}
