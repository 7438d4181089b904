import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { recordPaymentEntry } from '../accounting/index.ts';
import type { Actor } from '../../core/actor.ts';
import { auditFolio } from './audit-folio.ts';
import { lockOrder } from './folio-data.ts';
import { assertPaymentDayOpen, findPayment } from './payment-data.ts';

/** Deletes a payment of an open day (audit 29); the books keep it and its reversal. */
export async function deletePayment(db: Db, opts: { paymentId: number; user: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const first = await findPayment(tx, opts.paymentId);
    const order = await lockOrder(tx, first.orderId);
    const p = await findPayment(tx, opts.paymentId);
    await assertPaymentDayOpen(tx, p, 'deleted');
    await recordPaymentEntry(
      tx,
      {
        paymentId: p.paymentId,
        groupId: p.groupId,
        orderId: p.orderId,
        orderNumber: order.number,
        method: p.method,
        hotelAmountMinor: p.hotelAmountMinor,
        day: p.day,
        companyId: p.companyId,
        customerId: order.customerId,
      },
      { reverse: true },
    );
    await tx.delete(payments).where(eq(payments.paymentId, p.paymentId));
    await auditFolio(tx, {
      order,
      user: opts.user,
      typeId: AUDIT.DELETE_PAYMENT,
      text: {
        key: 'audit.msg.folio.paymentDeleted',
        params: { payment: p.paymentId, amount: p.amountMinor, currency: p.currency, method: p.method, folio: p.folioNo, day: p.day },
      },
    });
  });
}
