import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, rfidWallets, walletCharges } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { lockOrder } from '../folio/index.ts';
import type { Actor } from '../../core/actor.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';
import { money, requireWallet } from './wallet-data.ts';
import { postWalletChargeToFolio } from './post-wallet-charge.ts';
import type { TWalletRefundBody, TWalletChargeDto } from './wallets.schemas.ts';
import { TAX_FAMILIES, type TaxFamily } from '../../../lib/domain/tax-families.ts';

const isTaxFamily = (f: string): f is TaxFamily => (TAX_FAMILIES as readonly string[]).includes(f);

/**
 * POST /rfid-wallets/refund: gives back a service point's charge, wholly or in part (the guest
 * returns what was bought, or was charged too much). In one transaction, in the lock order of a
 * charge (the stay's order, then the wallet): a negative 'wallet' line on the stay's folio at the
 * charge's own tax rate and family, and a negative wallet movement naming the charge, so the wallet
 * has that much more to spend. The database keeps the refunds of a charge within it
 * (auberge_wallet_movement_allowed).
 */
export async function refundWalletCharge(
  db: Db,
  o: { groupId: number; currency: string; user: Actor & { posId: number | null }; body: TWalletRefundBody; now: Date },
): Promise<TWalletChargeDto> {
  const { body } = o;
  const wallet = await requireWallet(db, { groupId: o.groupId, rfidKey: body.rfidKey, currency: o.currency });
  if (!wallet.active)
    throw conflict(`The wallet on tag '${body.rfidKey}' is closed: a refund goes on the folio instead (a credit note or a discount).`, {
      key: 'errors.wallet.refundClosed',
      params: { tag: body.rfidKey },
    });
  return db.transaction(async (tx) => {
    await lockOrder(tx, wallet.stay.orderId);
    await tx.select({ id: rfidWallets.walletId }).from(rfidWallets).where(eq(rfidWallets.walletId, wallet.walletId)).for('update');
    const [charge] = await tx
      .select({
        id: walletCharges.walletChargeId,
        amount: walletCharges.amountMinor,
        description: walletCharges.description,
        posId: walletCharges.posId,
        paymentId: walletCharges.paymentId,
        refundOf: walletCharges.refundOf,
        folioChargeId: walletCharges.folioChargeId,
        // Spelled out: drizzle leaves a one-table select's columns unqualified, which the subquery would read as its own.
        refunded: sql<string>`coalesce((select -sum(r.amount_minor) from wallet_charges r where r.refund_of = wallet_charges.wallet_charge_id), 0)`,
      })
      .from(walletCharges)
      .where(and(eq(walletCharges.walletChargeId, body.walletChargeId), eq(walletCharges.walletId, wallet.walletId)));
    if (!charge)
      throw notFound(`No movement ${body.walletChargeId} on the wallet of tag '${body.rfidKey}'.`, {
        key: 'errors.wallet.noMovement',
        params: { tag: body.rfidKey },
      });
    if (charge.paymentId !== null || charge.refundOf !== null || charge.amount <= 0)
      throw invalid('walletChargeId', 'only a service point’s charge is refunded here; a folio payment is refunded on the folio', {
        key: 'errors.wallet.refundWhat',
      });
    const left = charge.amount - Number(charge.refunded);
    const amount = body.amountMinor ?? left;
    if (amount > left || left <= 0)
      throw conflict(`Charge '${charge.description}' has ${money(left, o.currency)} left to refund: ${money(amount, o.currency)} is refused.`, {
        key: 'errors.wallet.refundTooMuch',
        params: { left: moneyP(left, o.currency), amount: moneyP(amount, o.currency) },
      });
    // The folio line it reverses gives the refund its tax rate and family.
    const [line] = charge.folioChargeId
      ? await tx
          .select({ taxRateBp: orderCharges.taxRateBp, family: orderCharges.family })
          .from(orderCharges)
          .where(eq(orderCharges.chargeId, charge.folioChargeId))
      : [];
    if (!line || !isTaxFamily(line.family)) throw conflict(`Charge '${charge.description}' has no folio line to reverse.`, { key: 'errors.wallet.refundWhat' });
    const description = body.reason ? `${charge.description} (${body.reason})` : charge.description;
    const folioChargeId = await postWalletChargeToFolio(tx, {
      orderId: wallet.stay.orderId,
      itemId: wallet.stay.itemId,
      rfidKey: body.rfidKey,
      what: description,
      amountMinor: -amount,
      family: line.family,
      taxRateBp: line.taxRateBp,
      posId: charge.posId,
      user: o.user,
      now: o.now,
      refund: true,
    });
    const [row] = await tx
      .insert(walletCharges)
      .values({
        groupId: o.groupId,
        walletId: wallet.walletId,
        posId: charge.posId,
        amountMinor: -amount,
        description,
        folioChargeId,
        refundOf: charge.id,
        userId: o.user.userId,
        createdAt: o.now,
      })
      .returning({ id: walletCharges.walletChargeId });
    const [after] = await tx
      .select({ limit: rfidWallets.limitMinor, spent: rfidWallets.spentMinor })
      .from(rfidWallets)
      .where(eq(rfidWallets.walletId, wallet.walletId));
    return {
      walletChargeId: row!.id,
      amountMinor: -amount,
      description,
      posId: charge.posId,
      folioChargeId,
      remainingMinor: Number(after!.limit) - Number(after!.spent),
      createdAt: o.now.toISOString(),
    };
  });
}
