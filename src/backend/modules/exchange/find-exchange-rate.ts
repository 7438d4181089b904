import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeRates, users } from '../../db/schema/index.ts';
import { rateColumns, toRateDto } from './exchange-data.ts';
import type { TExchangeRateDto } from './exchange.schemas.ts';

/** One rate of the hotel (GET /exchange/v2/{id}); undefined when it is not this hotel's. */
export async function findExchangeRate(db: Db, o: { groupId: number; id: number }): Promise<TExchangeRateDto | undefined> {
  const [row] = await db
    .select(rateColumns)
    .from(exchangeRates)
    .leftJoin(users, eq(users.userId, exchangeRates.updatedBy))
    .where(and(eq(exchangeRates.groupId, o.groupId), eq(exchangeRates.rateId, o.id)));
  return row ? toRateDto(row) : undefined;
}
