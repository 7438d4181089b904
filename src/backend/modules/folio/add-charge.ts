import type { Db } from '../../db/client.ts';
import { orderCharges } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { Actor } from '../../core/actor.ts';
import { auditFolio } from './audit-folio.ts';
import { chargeItem, refreshOrderTotal } from './charge-data.ts';
import { lockOrder, requireFolio } from './folio-data.ts';
import { businessDayOn } from '../../core/business-day.ts';
import type { TAddChargeRequest } from './folio.schemas.ts';
import { assertOwned, issueSaleStock, withLedgerErrors } from '../back-office/index.ts';
import { chargeTaxRate } from '../taxes/index.ts';
import { invalid } from '../../http/errors.ts';

/**
 * Sells an extra (audit 22) or charges a fee (audit 15) on a folio, dated on the open business day.
 * An extra naming a stocked back-office product sold at a point of sale takes it from that point's
 * store in the same transaction (sales take stock): not enough stock there refuses the sale (409).
 */
export async function addCharge(db: Db, opts: { orderId: number; input: TAddChargeRequest; user: Actor; now: Date }): Promise<{ chargeId: number }> {
  return withLedgerErrors(db, () =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, opts.orderId);
      const i = opts.input;
      await requireFolio(tx, order.orderId, i.folioNo);
      const itemId = await chargeItem(tx, order.orderId, i.itemId);
      const day = businessDayOn(order.lastClosedDay, { timezone: order.timezone, now: opts.now });
      const amountMinor = i.quantity * i.unitPriceMinor;
      // The rate is the hotel's (its tax settings, or the product's own), never the screen's.
      const family = i.kind === 'fee' ? 'fee' : i.family;
      const taxRateBp = await chargeTaxRate(tx, { groupId: order.groupId, family, productId: i.productId });
      if (i.taxRateBp !== undefined && i.taxRateBp !== taxRateBp) {
        throw invalid(
          'taxRateBp',
          `${family} is taxed at ${taxRateBp / 100} % in this hotel${i.productId !== undefined ? ' (or by its product)' : ''}, not ${i.taxRateBp / 100} %: the rate comes from the hotel's tax settings; leave taxRateBp out`,
          { key: 'errors.charge.taxRateNotYours', params: { rate: taxRateBp / 100, asked: i.taxRateBp / 100 } },
        );
      }
      const [row] = await tx
        .insert(orderCharges)
        .values({
          groupId: order.groupId,
          orderId: order.orderId,
          itemId,
          day,
          kind: i.kind,
          description: i.description,
          amountMinor,
          quantity: i.quantity,
          unitPriceMinor: i.unitPriceMinor,
          taxRateBp,
          family,
          folioNo: i.folioNo,
          posId: i.posId ?? null,
          createdBy: opts.user.userId,
        })
        .returning({ chargeId: orderCharges.chargeId });
      if (i.productId !== undefined) {
        await assertOwned(tx, 'product', i.productId, order.groupId, 'productId');
        if (i.kind === 'extra' && i.posId !== undefined) {
          await issueSaleStock(tx, {
            groupId: order.groupId,
            posId: i.posId,
            productId: i.productId,
            quantity: i.quantity,
            day,
            sourceId: row!.chargeId,
            userId: opts.user.userId,
            note: `${order.number ?? order.orderId} folio ${i.folioNo}`,
          });
        }
      }
      await refreshOrderTotal(tx, order.orderId);
      await auditFolio(tx, {
        order,
        user: opts.user,
        itemId,
        typeId: i.kind === 'fee' ? AUDIT.FEE : AUDIT.ADD_EXTRAS,
        text: {
          key: i.kind === 'fee' ? 'audit.msg.folio.fee' : 'audit.msg.folio.extra',
          params: {
            quantity: i.quantity,
            description: i.description,
            amount: amountMinor,
            currency: order.currency,
            folio: i.folioNo,
            order: order.number ?? order.orderId,
          },
        },
      });
      return { chargeId: row!.chargeId };
    }),
  );
}
