import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/**
 * The exchange rate of a currency on a hotel's day: that day's rate, else the latest before it
 * (a rate holds until the next is set). 1 for the hotel's own currency.
 */
export async function findDayRate(db: Db, opts: { groupId: number; currency: string; hotelCurrency: string; day: string; field?: string }): Promise<number> {
  if (opts.currency === opts.hotelCurrency) return 1;
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.groupId, opts.groupId), eq(exchangeRates.currency, opts.currency), lte(exchangeRates.day, opts.day)))
    .orderBy(desc(exchangeRates.day))
    .limit(1);
  if (!row)
    throw invalid(
      opts.field ?? 'currency',
      `hotel ${opts.groupId} has no exchange rate for ${opts.currency} on or before ${opts.day}; set the day's rate first (Exchange rate screen)`,
      { key: 'errors.payment.noRate', params: { currency: opts.currency, day: dayP(opts.day) } },
    );
  return Number(row.rate);
}
