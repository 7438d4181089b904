import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { convertMinor, currencyDigits, parseAmount, parseRate, RATE_ONE, rateText } from '../../../lib/domain/currencies.ts';
import { findRateOn } from './exchange-data.ts';
import type { TConversionDto } from './exchange.schemas.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

const ONE = { rate: rateText(RATE_ONE), scaled: RATE_ONE, day: null };

/** What one unit of a currency is worth in the hotel's currency on a day (404 when no rate was ever entered). */
export async function rateOf(
  db: Db,
  o: { groupId: number; hotelCurrency: string; currency: string; day: string },
): Promise<{ rate: string; scaled: bigint; day: string | null }> {
  if (o.currency === o.hotelCurrency) return ONE;
  const found = await findRateOn(db, { groupId: o.groupId, currency: o.currency, day: o.day });
  if (!found)
    throw notFound(`No ${o.currency} exchange rate on or before ${o.day}: enter it on the Exchange rate screen first.`, {
      key: 'errors.payment.noRate',
      params: { currency: o.currency, day: dayP(o.day) },
    });
  return { rate: found.rate, scaled: parseRate(found.rate) ?? RATE_ONE, day: found.day };
}

/** GET /exchange/v2/execute/3: a typed amount of one currency in another, at the rates of the day. */
export async function convertAmount(
  db: Db,
  o: { groupId: number; hotelCurrency: string; fromCurr: string; toCurr: string; value: string; day: string },
): Promise<TConversionDto> {
  const amountMinor = parseAmount(o.value, o.fromCurr);
  if (amountMinor === null)
    throw invalid('value', `expected a non-negative amount of ${o.fromCurr} with at most ${currencyDigits(o.fromCurr)} decimals; got '${o.value}'`, {
      key: 'errors.wallet.badAmount',
      params: { text: o.value, currency: o.fromCurr, decimals: currencyDigits(o.fromCurr) },
    });
  const [from, to] = await Promise.all([rateOf(db, { ...o, currency: o.fromCurr }), rateOf(db, { ...o, currency: o.toCurr })]);
  const toDigits = currencyDigits(o.toCurr);
  const resultMinor = convertMinor({
    amountMinor,
    from: { digits: currencyDigits(o.fromCurr), rateScaled: from.scaled },
    to: { digits: toDigits, rateScaled: to.scaled },
  });
  return {
    day: o.day,
    fromCurr: o.fromCurr,
    toCurr: o.toCurr,
    amountMinor,
    resultMinor,
    result: (resultMinor / 10 ** toDigits).toFixed(toDigits),
    rates: [
      { currency: o.fromCurr, rate: from.rate, day: from.day },
      { currency: o.toCurr, rate: to.rate, day: to.day },
    ],
  };
}
