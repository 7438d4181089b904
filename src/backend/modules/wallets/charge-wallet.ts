import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rfidWallets, servicePoints, walletCharges } from '../../db/schema/index.ts';
import { conflict, invalid, notFound, word } from '../../http/errors.ts';
import { lockOrder } from '../folio/index.ts';
import { taxRateFor } from '../taxes/index.ts';
import { money, requireWallet } from './wallet-data.ts';
import { postWalletChargeToFolio } from './post-wallet-charge.ts';
import type { TWalletChargeBody, TWalletChargeDto } from './wallets.schemas.ts';
import type { Actor } from '../../core/actor.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';

/**
 * POST /rfid-wallets/charge: a service point takes an amount from the wallet and it lands on the
 * stay's folio, in one transaction, at the hotel's tax rate for the family of what is sold. Locks
 * the stay's order, then the wallet row (the order a folio payment by wallet takes too), checks
 * what remains, and writes the wallet movement: a trigger moves the wallet's spent amount with it
 * and the wallet's check (spent <= limit) stays the last word against two terminals at once.
 */
export async function chargeWallet(
  db: Db,
  o: { groupId: number; currency: string; today: string; user: Actor & { posId: number | null }; body: TWalletChargeBody; now: Date },
): Promise<TWalletChargeDto> {
  const { body } = o;
  const wallet = await requireWallet(db, { groupId: o.groupId, rfidKey: body.rfidKey, currency: o.currency });
  if (!wallet.active)
    throw conflict(`The card '${body.rfidKey}' is disabled: it pays nothing. Ask the guest to pay another way.`, { key: 'errors.wallet.cardDisabled' });
  // A stay that has left (or never came) buys nothing more on its card.
  if (wallet.stay.status !== S.EXPECTED && wallet.stay.status !== S.IN_HOUSE)
    throw conflict(`Reservation ${wallet.stay.number} is no longer expected or in house: card '${body.rfidKey}' pays nothing. Close the wallet.`, {
      key: 'errors.wallet.stayGone',
      params: { number: wallet.stay.number },
    });
  const posId = body.posId ?? o.user.posId;
  if (posId !== null) {
    const [pos] = await db
      .select({ id: servicePoints.posId })
      .from(servicePoints)
      .where(and(eq(servicePoints.posId, posId), eq(servicePoints.groupId, o.groupId)));
    if (!pos)
      throw body.posId !== undefined
        ? notFound(`No service point ${posId} in hotel ${o.groupId}.`, { key: 'errors.bo.noSuch', params: { thing: word('errors.boThing.pos') } })
        : invalid('posId', 'your default service point is not in this hotel; name one', { key: 'errors.wallet.posElsewhere' });
  }
  return db.transaction(async (tx) => {
    await lockOrder(tx, wallet.stay.orderId);
    const [row] = await tx
      .select({ active: rfidWallets.active, spent: rfidWallets.spentMinor, limit: rfidWallets.limitMinor })
      .from(rfidWallets)
      .where(eq(rfidWallets.walletId, wallet.walletId))
      .for('update');
    if (!row?.active)
      throw conflict(`The card '${body.rfidKey}' is disabled: it pays nothing. Ask the guest to pay another way.`, { key: 'errors.wallet.cardDisabled' });
    const remaining = Number(row.limit) - Number(row.spent);
    if (body.amountMinor > remaining) {
      throw conflict(
        `The card '${body.rfidKey}' has ${money(remaining, o.currency)} left of its ${money(Number(row.limit), o.currency)} limit: ${money(body.amountMinor, o.currency)} is refused.`,
        {
          key: 'errors.wallet.cardOverLimit',
          params: { left: moneyP(remaining, o.currency), limit: moneyP(Number(row.limit), o.currency), amount: moneyP(body.amountMinor, o.currency) },
        },
      );
    }
    const taxRateBp = await taxRateFor(tx, { groupId: o.groupId, family: body.family });
    const folioChargeId = await postWalletChargeToFolio(tx, {
      orderId: wallet.stay.orderId,
      itemId: wallet.stay.itemId,
      rfidKey: body.rfidKey,
      what: body.description,
      amountMinor: body.amountMinor,
      family: body.family,
      taxRateBp,
      posId,
      user: o.user,
      now: o.now,
    });
    const [charge] = await tx
      .insert(walletCharges)
      .values({
        groupId: o.groupId,
        walletId: wallet.walletId,
        posId,
        amountMinor: body.amountMinor,
        description: body.description,
        folioChargeId,
        userId: o.user.userId,
        createdAt: o.now,
      })
      .returning({ id: walletCharges.walletChargeId });
    return {
      walletChargeId: charge!.id,
      amountMinor: body.amountMinor,
      description: body.description,
      posId,
      folioChargeId,
      remainingMinor: remaining - body.amountMinor,
      createdAt: o.now.toISOString(),
    };
  });
}
