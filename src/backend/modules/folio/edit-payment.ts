import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { toHotelMinor } from '../../../lib/domain/cashiering.ts';
import type { PaymentMethod } from '../../db/schema/index.ts';
import { recordPaymentEntry } from '../accounting/index.ts';
import { requireOpenDrawer } from '../cash-drawer/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditFolio } from './audit-folio.ts';
import { lockOrder } from './folio-data.ts';
import { assertPaymentDayOpen, findPayment } from './payment-data.ts';

/**
 * Corrects a payment of an open day (audit 28): method, amount (at its kept rate) or reference.
 * The books get the old entry reversed and the new one written.
 */
export async function editPayment(
  db: Db,
  opts: {
    paymentId: number;
    change: { method?: PaymentMethod | undefined; amountMinor?: number | undefined; reference?: string | undefined };
    user: Actor;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const first = await findPayment(tx, opts.paymentId);
    const order = await lockOrder(tx, first.orderId);
    const p = await findPayment(tx, opts.paymentId);
    await assertPaymentDayOpen(tx, p, 'changed');
    const method = opts.change.method ?? p.method;
    if (method === 'company_account' && p.companyId === null)
      throw invalid('method', 'a payment becomes company_account only when taken so (it names the company)', { key: 'errors.payment.becomeCompany' });
    if (method !== 'company_account' && p.companyId !== null)
      throw invalid('method', 'a company-account payment keeps its method; delete it and take a new one', { key: 'errors.payment.companyKeepsMethod' });
    // A payment turned into cash puts cash in a drawer (the payments trigger writes it): the editor's drawer rule, as when taking it.
    if (method === 'cash' && p.method !== 'cash') await requireOpenDrawer(tx, { groupId: p.groupId, userId: opts.user.userId, method, roles: opts.user.roles });
    const amountMinor = opts.change.amountMinor ?? p.amountMinor;
    const hotelAmountMinor = toHotelMinor({ amountMinor, rate: Number(p.rate), from: p.currency, to: order.currency.trim() });
    if (hotelAmountMinor === 0) throw invalid('amountMinor', 'that amount is worth nothing in the hotel currency', { key: 'errors.payment.worthNothingHere' });
    const reference = opts.change.reference ?? p.reference;
    const base = {
      paymentId: p.paymentId,
      groupId: p.groupId,
      orderId: p.orderId,
      orderNumber: order.number,
      day: p.day,
      companyId: p.companyId,
      customerId: order.customerId,
    };
    await tx.update(payments).set({ method, amountMinor, hotelAmountMinor, reference, updatedAt: opts.now }).where(eq(payments.paymentId, p.paymentId));
    await recordPaymentEntry(tx, { ...base, method: p.method, hotelAmountMinor: p.hotelAmountMinor }, { reverse: true });
    await recordPaymentEntry(tx, { ...base, method, hotelAmountMinor });
    await auditFolio(tx, {
      order,
      user: opts.user,
      typeId: AUDIT.EDIT_PAYMENT,
      text: {
        key: 'audit.msg.folio.paymentChanged',
        params: { payment: p.paymentId, amount: p.amountMinor, currency: p.currency, method: p.method, newAmount: amountMinor, newMethod: method },
      },
      ...(reference !== p.reference
        ? { detailText: { key: 'audit.detail.folio.referenceChanged', params: { from: p.reference ?? '', to: reference ?? '' } } as const }
        : {}),
    });
  });
}
