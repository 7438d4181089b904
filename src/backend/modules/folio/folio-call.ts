import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { notFound } from '../../http/errors.ts';
import { allowedGroupIds } from '../../core/session-user.ts';
import type { Actor } from '../../core/actor.ts';

export interface CashierCall {
  db: Db;
  user: Actor;
  now: Date;
}

/** The database, the caller and the clock of a cashier's call (its route declares the roles that may make it). */
export function cashierCall(c: Context<ApiEnv>): CashierCall {
  const user = c.get('user');
  const deps = c.get('deps');
  return { db: deps.database.db, user: { userId: user.userId, name: user.name, roles: user.roles }, now: deps.now() };
}

/** A row of a hotel the user cannot work in reads exactly like a missing one (404, never its data). */
export async function assertHotelVisible(c: Context<ApiEnv>, groupId: number, what: string): Promise<void> {
  const allowed = await allowedGroupIds(c.get('deps').database.db, c.get('user'));
  if (!allowed.includes(groupId)) throw notFound(`No ${what} in the hotels you work in.`, { key: 'errors.notFound.notYourHotel' });
}
