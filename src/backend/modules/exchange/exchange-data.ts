import { CASH, type RoleGroup } from '../../http/route-access.ts';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { exchangeRates, hotels, users } from '../../db/schema/index.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { requireRole, resolveGroup } from '../../http/api-app.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { TExchangeRateDto } from './exchange.schemas.ts';
import { findBusinessDay } from '../../core/business-day.ts';

/** Hotel staff who read rates and the slip (src/lib/domain/roles.ts); the desk itself is the cashier's and the front desk's. */
export { EXCHANGE_READERS } from '../../http/route-access.ts';
export const EXCHANGE_DESK = CASH;

export interface ExchangeHotel {
  db: Db;
  groupId: number;
  hotelName: string;
  hotelCurrency: string;
  today: string;
  user: { userId: number; name: string; permissions: string[] };
}

/** An exchange call: hotel staff of the given roles, working in their current hotel, with its currency and today. */
export async function exchangeCall(c: Context<ApiEnv>, roles: RoleGroup): Promise<ExchangeHotel> {
  const user = c.get('user');
  if (user.customerId !== null) throw forbidden('The exchange desk is for hotel staff, not partner accounts.', { key: 'errors.access.staffOnlyHere' });
  requireRole(c, ...roles);
  const groupId = await resolveGroup(c);
  const deps = c.get('deps');
  const [hotel] = await deps.database.db
    .select({ name: hotels.name, currency: hotels.currency, timezone: hotels.timezone })
    .from(hotels)
    .where(eq(hotels.groupId, groupId));
  if (!hotel) throw notFound(`No hotel ${groupId}.`, { key: 'errors.notFound.hotel' });
  return {
    db: deps.database.db,
    groupId,
    hotelName: hotel.name,
    hotelCurrency: hotel.currency.trim(),
    today: await findBusinessDay(deps.database.db, { groupId, timezone: hotel.timezone, now: deps.now() }),
    user: { userId: user.userId, name: user.name, permissions: user.permissions },
  };
}

export const rateColumns = {
  id: exchangeRates.rateId,
  currency: exchangeRates.currency,
  day: sql<string>`${exchangeRates.day}::text`,
  rate: sql<string>`${exchangeRates.rate}::text`,
  updatedBy: users.name,
  updatedAt: exchangeRates.updatedAt,
};

export const toRateDto = (r: { id: number; currency: string; day: string; rate: string; updatedBy: string | null; updatedAt: Date }): TExchangeRateDto => ({
  id: r.id,
  currency: r.currency.trim(),
  day: r.day,
  rate: r.rate,
  updatedBy: r.updatedBy,
  updatedAt: r.updatedAt.toISOString(),
});

/** The rate of a currency on a day: the day's own, else the latest one before it; undefined when none was ever entered. */
export async function findRateOn(db: Db, o: { groupId: number; currency: string; day: string }): Promise<TExchangeRateDto | undefined> {
  const [row] = await db
    .select(rateColumns)
    .from(exchangeRates)
    .leftJoin(users, eq(users.userId, exchangeRates.updatedBy))
    .where(and(eq(exchangeRates.groupId, o.groupId), eq(exchangeRates.currency, o.currency), lte(exchangeRates.day, o.day)))
    .orderBy(desc(exchangeRates.day))
    .limit(1);
  return row ? toRateDto(row) : undefined;
}
