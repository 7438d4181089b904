import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { ApiEnv } from '../../http/api-app.ts';
import { requireRole } from '../../http/api-app.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { allowedGroupIds } from '../users/find-session-user.ts';
import type { Actor } from '../front-desk/stay-data.ts';

/** Who reads folios, payments and invoices, and who writes them. */
export const CASHIER_READERS = ['front_desk', 'admin', 'cashier', 'night_auditor'] as const;
export const CASHIER_WRITERS = ['front_desk', 'admin', 'cashier'] as const;

export interface CashierCall {
  db: Db;
  user: Actor;
  now: Date;
}

/** Staff of the named roles only; a partner account never touches a folio. */
export function cashierCall(c: Context<ApiEnv>, roles: readonly string[]): CashierCall {
  const user = c.get('user');
  if (user.customerId !== null) throw forbidden('Folios, payments and invoices are for hotel staff; a partner account reads its company\'s invoices only.');
  requireRole(c, ...roles);
  const deps = c.get('deps');
  return { db: deps.database.db, user: { userId: user.userId, name: user.name }, now: deps.now() };
}

/** A row of a hotel the user cannot work in is as unknown as a missing one (404, never its data). */
export async function assertHotelVisible(c: Context<ApiEnv>, groupId: number, what: string): Promise<void> {
  const allowed = await allowedGroupIds(c.get('deps').database.db, c.get('user'));
  if (!allowed.includes(groupId)) throw notFound(`No ${what} in the hotels you work in.`);
}
