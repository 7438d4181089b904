import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { parseRate, rateText, MAX_RATE } from '../../../lib/domain/currencies.ts';
import { findExchangeRate } from './find-exchange-rate.ts';
import type { TExchangeRateDto, TSaveRateBody } from './exchange.schemas.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/**
 * PUT /exchange/v2: with an id, changes that rate of the hotel (its currency and day stay);
 * without, creates the rate of a currency for a day (one per currency and day: 409 if it exists).
 */
export async function saveExchangeRate(
  db: Db,
  o: { groupId: number; hotelCurrency: string; userId: number; body: TSaveRateBody; now: Date },
): Promise<{ rate: TExchangeRateDto; created: boolean }> {
  const { body } = o;
  const scaled = parseRate(body.rate);
  if (scaled === null)
    throw invalid('rate', `expected a positive rate up to ${MAX_RATE} with at most 8 decimals, such as 10.85; got '${body.rate}'`, {
      key: 'errors.exchange.badRate',
      params: { text: body.rate, max: MAX_RATE },
    });
  const existing = body.id === undefined ? undefined : await findExchangeRate(db, { groupId: o.groupId, id: body.id });
  if (body.id !== undefined && !existing) throw notFound(`No exchange rate ${body.id} in hotel ${o.groupId}.`, { key: 'errors.exchange.noRate' });
  if (body.currency === o.hotelCurrency)
    throw invalid('currency', `${body.currency} is the hotel's own currency: its rate is always 1`, {
      key: 'errors.exchange.ownCurrencyRate',
      params: { currency: body.currency },
    });
  const rate = rateText(scaled);
  if (body.id !== undefined && existing) {
    if (existing.currency !== body.currency || existing.day !== body.day) {
      throw invalid(
        'currency',
        `rate ${body.id} is the ${existing.currency} rate of ${existing.day}; only its value changes (create a new rate for another currency or day)`,
        { key: 'errors.exchange.rateKeepsDay', params: { currency: existing.currency, day: dayP(existing.day) } },
      );
    }
    await db
      .update(exchangeRates)
      .set({ rate, updatedBy: o.userId, updatedAt: o.now })
      .where(and(eq(exchangeRates.rateId, body.id), eq(exchangeRates.groupId, o.groupId)));
    return { rate: (await findExchangeRate(db, { groupId: o.groupId, id: body.id }))!, created: false };
  }
  const [row] = await db
    .insert(exchangeRates)
    .values({ groupId: o.groupId, currency: body.currency, day: body.day, rate, updatedBy: o.userId, updatedAt: o.now })
    .onConflictDoNothing()
    .returning({ id: exchangeRates.rateId });
  if (!row) {
    const [dup] = await db
      .select({ id: exchangeRates.rateId })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.groupId, o.groupId), eq(exchangeRates.currency, body.currency), eq(exchangeRates.day, body.day)));
    throw conflict(`The ${body.currency} rate of ${body.day} already exists (id ${dup?.id ?? '?'}): change that one instead.`, {
      key: 'errors.exchange.rateExists',
      params: { currency: body.currency, day: dayP(body.day) },
    });
  }
  return { rate: (await findExchangeRate(db, { groupId: o.groupId, id: row.id }))!, created: true };
}
