import type { Db } from '../../db/client.ts';
import { orderCharges } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { amountToPay } from '../../../lib/domain/cashiering.ts';
import type { Actor } from '../../core/actor.ts';
import { auditFolio } from './audit-folio.ts';
import { invoiceNumber, listOrderCharges, refreshOrderTotal } from './charge-data.ts';
import { lockOrder } from './folio-data.ts';
import { businessDayOn } from '../../core/business-day.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';
import { lineParam, storedLine } from '../../../lib/i18n/stored-texts.ts';

/**
 * A discount on one charge (audit 14): the amount to pay follows operations.md §5 (percentage
 * mode: value/100 × price, else price − value) and the difference is a negative charge on the
 * same folio and tax rate, so a posted night can be discounted without changing it. A charge on an
 * issued invoice takes no discount (409 naming the invoice; the database refuses it too): what was
 * billed is corrected by a credit note.
 */
export async function discountCharge(
  db: Db,
  opts: { orderId: number; chargeId: number; mode: 'percent' | 'amount'; value: number; reason: string; user: Actor; now: Date },
): Promise<{ chargeId: number; amountToPayMinor: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, opts.orderId);
    const charges = await listOrderCharges(tx, order.orderId);
    const target = charges.find((c) => c.chargeId === opts.chargeId);
    if (!target) throw invalid('chargeId', `charge ${opts.chargeId} is not on order ${order.orderId}`, { key: 'errors.charge.notOnOrder' });
    if (target.amountMinor <= 0)
      throw invalid('chargeId', `charge ${opts.chargeId} is not a sale (${target.kind}); only a positive charge takes a discount`, {
        key: 'errors.discount.notASale',
        params: { charge: target.description },
      });
    if (target.invoiceId !== null) {
      const number = await invoiceNumber(tx, target.invoiceId);
      throw conflict(
        `Charge ${target.chargeId} (${target.description}, ${target.day}) is on issued invoice ${number}: a discount cannot lower a billed charge. Issue a credit note on ${number} for the amount instead.`,
        { key: 'errors.discount.invoiced', params: { charge: target.description, invoice: number } },
      );
    }
    const already = charges
      .filter((c) => c.kind === 'discount' && (c.discountOf === target.chargeId || (c.discountOf === null && c.description.endsWith(`#${target.chargeId}`))))
      .reduce((s, c) => s + c.amountMinor, 0);
    const price = target.amountMinor + already;
    const pay = amountToPay({ mode: opts.mode, value: opts.value, priceMinor: price });
    const discount = pay - price;
    if (discount === 0)
      throw invalid('value', `that leaves the price of charge ${target.chargeId} at ${price}: nothing to discount`, {
        key: 'errors.discount.nothing',
        params: { price: moneyP(price, order.currency.trim()) },
      });
    if (discount > 0) throw conflict('A discount cannot raise a price; edit the price instead.', { key: 'errors.discount.raises' });
    const day = businessDayOn(order.lastClosedDay, { timezone: order.timezone, now: opts.now });
    const [row] = await tx
      .insert(orderCharges)
      .values({
        groupId: order.groupId,
        orderId: order.orderId,
        itemId: target.itemId,
        day,
        kind: 'discount',
        // The line it lowers is named by its kind (said in the reader's language), never by its internal id.
        ...storedLine('folio.line.discountOn', { what: lineParam(target) }),
        discountOf: target.chargeId,
        amountMinor: discount,
        quantity: 1,
        unitPriceMinor: discount,
        taxRateBp: target.taxRateBp,
        family: target.family,
        folioNo: target.folioNo,
        createdBy: opts.user.userId,
      })
      .returning({ chargeId: orderCharges.chargeId });
    await refreshOrderTotal(tx, order.orderId);
    await auditFolio(tx, {
      order,
      user: opts.user,
      itemId: target.itemId,
      typeId: AUDIT.EDIT_PRICE,
      text: {
        key: 'audit.msg.folio.discount',
        params: { description: target.description, day: target.day, price, pay, currency: order.currency, mode: opts.mode, value: opts.value },
      },
      detail: opts.reason || null,
    });
    return { chargeId: row!.chargeId, amountToPayMinor: pay };
  });
}
