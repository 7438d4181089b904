import type { Db } from '../../db/client.ts';
import { orderCharges } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { auditFolio, refreshOrderTotal, lockOrder } from '../folio/index.ts';
import { businessDayOn } from '../../core/business-day.ts';
import type { TaxFamily } from '../../../lib/domain/tax-families.ts';
import type { Actor } from '../../core/actor.ts';
import type { StoredLineKey } from '../../../lib/i18n/stored-texts.ts';

/**
 * Posts what a wallet paid as a 'wallet' charge on the stay's folio (its order item, folio 1),
 * dated the hotel's open business day, at the tax rate of the family sold, through the folio's own
 * pieces: the order row locked, the order and item totals refreshed from their charges, audit 22
 * (an extra sold). Runs inside the wallet charge's transaction (order, then wallet: one lock order).
 * The line is stored as its kind ('folio.line.wallet' or '…walletRefund') with what was sold, said in
 * the reader's language without the tag; the description keeps the English with the tag (logs, API users).
 */
export async function postWalletChargeToFolio(
  tx: Db,
  o: {
    orderId: number;
    itemId: number;
    rfidKey: string;
    /** What was sold (and, for a refund, why it is given back), as the clerk typed it. */
    what: string;
    amountMinor: number;
    family: TaxFamily;
    taxRateBp: number;
    posId: number | null;
    user: Actor;
    now: Date;
    /** A refund (negative amount) is audited as such. */
    refund?: boolean;
  },
): Promise<number> {
  const order = await lockOrder(tx, o.orderId);
  const description = `RFID ${o.rfidKey}: ${o.what}`;
  const textKey: StoredLineKey = o.refund ? 'folio.line.walletRefund' : 'folio.line.wallet';
  const day = businessDayOn(order.lastClosedDay, { timezone: order.timezone, now: o.now });
  const [row] = await tx
    .insert(orderCharges)
    .values({
      groupId: order.groupId,
      orderId: o.orderId,
      itemId: o.itemId,
      day,
      kind: 'wallet',
      description,
      textKey,
      textParams: { what: o.what },
      amountMinor: o.amountMinor,
      quantity: 1,
      unitPriceMinor: o.amountMinor,
      taxRateBp: o.taxRateBp,
      family: o.family,
      folioNo: 1,
      posId: o.posId,
      createdBy: o.user.userId,
    })
    .returning({ id: orderCharges.chargeId });
  await refreshOrderTotal(tx, o.orderId);
  await auditFolio(tx, {
    order,
    user: o.user,
    itemId: o.itemId,
    typeId: AUDIT.ADD_EXTRAS,
    text: {
      key: o.refund ? 'audit.msg.wallet.refund' : 'audit.msg.wallet.charge',
      // What was sold as typed: the card's tag stays out of what people read.
      params: { description: o.what, amount: o.amountMinor, currency: order.currency, order: order.number ?? o.orderId },
    },
  });
  return row!.id;
}
