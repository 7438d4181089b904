import { ADMIN, BACK_OFFICE, BACK_OFFICE_READERS, BUYERS, STOCK_KEEPERS, type RoleGroup } from '../../http/route-access.ts';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-env.ts';
import { requireRole, resolveGroup } from '../../http/api-app.ts';
import { AppError } from '../../http/errors.ts';
import { businessDayFor } from '../../core/kept-business-day.ts';

/** Who may do what in the back office (the roles a route declares beside its path): groups of src/lib/domain/roles.ts. */
export const BO_ROLES = {
  read: BACK_OFFICE_READERS,
  settings: BACK_OFFICE,
  purchase: BUYERS,
  approve: BUYERS,
  receive: STOCK_KEEPERS,
  stock: STOCK_KEEPERS,
  close: STOCK_KEEPERS,
  reopen: ADMIN,
} as const satisfies Record<string, RoleGroup>;

export interface BoActor {
  groupId: number;
  user: { userId: number; name: string };
}

/**
 * The hotel and the user of a back-office call: staff of the named roles, in their current hotel
 * (the group comes from the session, never from the browser). Partner users never get here.
 */
export async function boActor(c: Context<ApiEnv>, roles: readonly string[]): Promise<BoActor> {
  const user = c.get('user');
  if (user.customerId !== null) throw new AppError('forbidden', 'Partner accounts have no back office.', undefined, { key: 'errors.access.staffOnlyHere' });
  requireRole(c, ...roles);
  const groupId = await resolveGroup(c);
  return { groupId, user: { userId: user.userId, name: user.name } };
}

export const dbOf = (c: Context<ApiEnv>) => c.get('deps').database.db;

/** The business day of the signed-in user's hotel (core/business-day.ts): a stock movement's day. */
export const todayOf = (c: Context<ApiEnv>): Promise<string> => businessDayFor(dbOf(c), c.get('user'), c.get('user').groupId, c.get('deps').now());
