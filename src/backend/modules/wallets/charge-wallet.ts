import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rfidWallets, servicePoints, walletCharges } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { findWallet, money, requireWallet } from './wallet-data.ts';
import { postWalletChargeToFolio } from './post-wallet-charge.ts';
import type { TWalletChargeBody, TWalletChargeDto } from './wallets.schemas.ts';

/**
 * POST /rfid-wallets/charge: a service point takes an amount from the wallet and it lands on the
 * stay's folio, in one transaction. The wallet row is updated with `spent + amount <= limit` in
 * its WHERE (the row lock makes two terminals wait for each other) and the table's check
 * constraint holds the same rule, so concurrent charges can never pass the limit together.
 */
export async function chargeWallet(db: Db, o: { groupId: number; currency: string; today: string; user: { userId: number; name: string; posId: number | null }; body: TWalletChargeBody; now: Date }): Promise<TWalletChargeDto> {
  const { body } = o;
  const wallet = await requireWallet(db, { groupId: o.groupId, rfidKey: body.rfidKey, currency: o.currency });
  if (!wallet.active) throw conflict(`The card '${body.rfidKey}' is disabled: it pays nothing. Ask the guest to pay another way.`);
  const posId = body.posId ?? o.user.posId;
  if (posId !== null) {
    const [pos] = await db.select({ id: servicePoints.posId }).from(servicePoints).where(and(eq(servicePoints.posId, posId), eq(servicePoints.groupId, o.groupId)));
    if (!pos) throw body.posId !== undefined ? notFound(`No service point ${posId} in hotel ${o.groupId}.`) : invalid('posId', 'your default service point is not in this hotel; name one');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.update(rfidWallets).set({ spentMinor: sql`${rfidWallets.spentMinor} + ${body.amountMinor}` })
      .where(and(eq(rfidWallets.walletId, wallet.walletId), eq(rfidWallets.active, true), sql`${rfidWallets.spentMinor} + ${body.amountMinor} <= ${rfidWallets.limitMinor}`))
      .returning({ spent: rfidWallets.spentMinor, limit: rfidWallets.limitMinor });
    if (!row) {
      const now = await findWallet(tx, { groupId: o.groupId, rfidKey: body.rfidKey, currency: o.currency });
      if (!now?.active) throw conflict(`The card '${body.rfidKey}' is disabled: it pays nothing. Ask the guest to pay another way.`);
      throw conflict(`The card '${body.rfidKey}' has ${money(now.remainingMinor, o.currency)} left of its ${money(now.limitMinor, o.currency)} limit: ${money(body.amountMinor, o.currency)} is refused.`);
    }
    const folioChargeId = await postWalletChargeToFolio(tx, {
      orderId: wallet.stay.orderId, itemId: wallet.stay.itemId, description: `RFID ${body.rfidKey}: ${body.description}`, amountMinor: body.amountMinor,
      posId, user: o.user, now: o.now,
    });
    const [charge] = await tx.insert(walletCharges).values({
      groupId: o.groupId, walletId: wallet.walletId, posId, amountMinor: body.amountMinor, description: body.description, folioChargeId, userId: o.user.userId, createdAt: o.now,
    }).returning({ id: walletCharges.walletChargeId });
    return {
      walletChargeId: charge!.id, amountMinor: body.amountMinor, description: body.description, posId, folioChargeId,
      remainingMinor: Number(row.limit) - Number(row.spent), createdAt: o.now.toISOString(),
    };
  });
}
