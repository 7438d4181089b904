import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findLastClosedDay } from '../../core/business-day.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** A payment (404 when there is none). */
export async function findPayment(db: Db, paymentId: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.paymentId, paymentId));
  if (!row) throw notFound(`No payment has the id ${paymentId}.`, { key: 'errors.notFound.payment' });
  return { ...row, day: String(row.day) };
}

/** Money of a closed business day is history: a correction is a new payment (409 otherwise). */
export async function assertPaymentDayOpen(db: Db, p: PaymentRow, what: 'changed' | 'deleted'): Promise<void> {
  const closed = await findLastClosedDay(db, p.groupId);
  if (closed !== undefined && p.day <= closed) {
    throw conflict(
      `Payment ${p.paymentId} was taken on ${p.day}, a closed business day (closed up to ${closed}); it cannot be ${what}. Record a correcting payment (a refund is negative) instead.`,
      { key: what === 'changed' ? 'errors.payment.dayClosedChange' : 'errors.payment.dayClosedDelete', params: { day: dayP(p.day), closed: dayP(closed) } },
    );
  }
}
