import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeOperations, reservations } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { convertMinor, currencyDigits, RATE_ONE } from '../../../lib/domain/currencies.ts';
import { rateOf } from './convert-amount.ts';
import { requireOpenDrawer } from '../cash-drawer/index.ts';
import { findExchangeOperations } from './list-exchange-slip.ts';
import type { TExchangeOperationBody, TExchangeOperationDto } from './exchange.schemas.ts';

/**
 * An exchange desk operation: the guest hands over foreign cash, the hotel pays out its own
 * currency at the rate of the day (kept on the row, so a later rate change never rewrites it).
 */
export async function recordExchangeOperation(
  db: Db,
  o: { groupId: number; hotelCurrency: string; today: string; userId: number; body: TExchangeOperationBody; now: Date },
): Promise<TExchangeOperationDto> {
  const { body } = o;
  if (body.currency === o.hotelCurrency)
    throw invalid('currency', `${body.currency} is the hotel's own currency: there is nothing to exchange`, {
      key: 'errors.exchange.ownCurrency',
      params: { currency: body.currency },
    });
  if (body.reservationId !== undefined) {
    const [stay] = await db
      .select({ id: reservations.reservationId })
      .from(reservations)
      .where(and(eq(reservations.reservationId, body.reservationId), eq(reservations.groupId, o.groupId)));
    if (!stay) throw notFound(`No reservation ${body.reservationId} in hotel ${o.groupId}.`, { key: 'errors.notFound.reservation' });
  }
  await requireOpenDrawer(db, { groupId: o.groupId, userId: o.userId, method: 'cash' });
  const rate = await rateOf(db, { groupId: o.groupId, hotelCurrency: o.hotelCurrency, currency: body.currency, day: o.today });
  const paidMinor = convertMinor({
    amountMinor: body.amountMinor,
    from: { digits: currencyDigits(body.currency), rateScaled: rate.scaled },
    to: { digits: currencyDigits(o.hotelCurrency), rateScaled: RATE_ONE },
  });
  const [row] = await db
    .insert(exchangeOperations)
    .values({
      groupId: o.groupId,
      day: o.today,
      currency: body.currency,
      amountMinor: body.amountMinor,
      rate: rate.rate,
      rateDay: rate.day ?? o.today,
      paidCurrency: o.hotelCurrency,
      paidMinor,
      guestName: body.guestName,
      docNumber: body.docNumber,
      reservationId: body.reservationId ?? null,
      userId: o.userId,
      createdAt: o.now,
    })
    .returning({ id: exchangeOperations.operationId });
  const [op] = await findExchangeOperations(db, { groupId: o.groupId, id: row!.id });
  return op!;
}
