import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, rfidWallets, walletCharges } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { currencyDigits } from '../../../lib/domain/currencies.ts';
import type { OrderRow } from './folio-data.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';

const money = (minor: number, currency: string) => `${(minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency))} ${currency}`;

/**
 * The wallet side of a folio payment by RFID wallet, in the payment's transaction (the order is
 * locked already: order, then wallet, the lock order of a wallet charge too): the stay's active
 * wallet — the one whose card tag the payment's reference names when the order has several — is
 * locked, and the payment must fit what remains of its limit (a refund, what it has paid); the
 * wallet movement then debits it (a refund credits it back). The database holds the same rules:
 * remaining >= 0 (the wallet's check) and a wallet payment matched by its movement (0031).
 */
export async function payByWallet(
  tx: Db,
  o: { order: OrderRow; paymentId: number; hotelAmountMinor: number; reference: string; user: { userId: number }; now: Date },
): Promise<void> {
  const currency = o.order.currency.trim();
  const wallets = await tx
    .select({ walletId: rfidWallets.walletId, rfidKey: rfidWallets.rfidKey, limit: rfidWallets.limitMinor, spent: rfidWallets.spentMinor })
    .from(rfidWallets)
    .innerJoin(reservations, eq(reservations.reservationId, rfidWallets.reservationId))
    .where(and(eq(reservations.orderId, o.order.orderId), eq(rfidWallets.active, true)))
    .orderBy(rfidWallets.walletId)
    .for('update', { of: rfidWallets });
  const number = o.order.number ?? String(o.order.orderId);
  if (wallets.length === 0)
    throw conflict(`Order ${number} has no active RFID wallet: open one on the stay's card (and set its limit) or take another payment method.`, {
      key: 'errors.wallet.none',
      params: { order: number },
    });
  const named = wallets.filter((w) => w.rfidKey === o.reference.trim());
  if (wallets.length > 1 && named.length === 0) {
    throw invalid(
      'reference',
      `order ${number} has several RFID wallets (${wallets.map((w) => w.rfidKey).join(', ')}): give the card tag that pays as the reference`,
      { key: 'errors.wallet.which', params: { order: number } },
    );
  }
  const wallet = (named[0] ?? wallets[0])!;
  const limit = Number(wallet.limit);
  const spent = Number(wallet.spent);
  if (o.hotelAmountMinor > limit - spent) {
    throw conflict(
      `The RFID wallet on card '${wallet.rfidKey}' has ${money(limit - spent, currency)} left of its ${money(limit, currency)} limit: a payment of ${money(o.hotelAmountMinor, currency)} is refused. Take the rest another way.`,
      {
        key: 'errors.wallet.overLimit',
        params: { left: moneyP(limit - spent, currency), limit: moneyP(limit, currency), amount: moneyP(o.hotelAmountMinor, currency) },
      },
    );
  }
  if (spent + o.hotelAmountMinor < 0) {
    throw conflict(
      `The RFID wallet on card '${wallet.rfidKey}' has paid ${money(spent, currency)}: a refund of ${money(-o.hotelAmountMinor, currency)} to it is refused.`,
      { key: 'errors.wallet.refundTooLarge', params: { spent: moneyP(spent, currency), amount: moneyP(-o.hotelAmountMinor, currency) } },
    );
  }
  await tx.insert(walletCharges).values({
    groupId: o.order.groupId,
    walletId: wallet.walletId,
    amountMinor: o.hotelAmountMinor,
    paymentId: o.paymentId,
    userId: o.user.userId,
    createdAt: o.now,
    description: o.hotelAmountMinor > 0 ? `Folio ${number} paid by wallet` : `Refund of folio ${number} to the wallet`,
  });
}
