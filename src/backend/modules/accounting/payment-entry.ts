import type { Db } from '../../db/client.ts';
import { recordEntry } from './record-entry.ts';

export interface PaymentForEntry {
  paymentId: number;
  groupId: number;
  orderId: number;
  orderNumber: string | null;
  method: string;
  hotelAmountMinor: number;
  day: string;
  companyId: number | null;
  customerId: number | null;
}

/**
 * A payment debits its method's account (cash, card clearing …, or the company's receivable)
 * and credits the guest ledger; `reverse` writes the opposite entry (an edit or a deletion).
 */
export async function recordPaymentEntry(tx: Db, p: PaymentForEntry, opts: { reverse?: boolean; day?: string } = {}): Promise<void> {
  const sign = opts.reverse ? -1 : 1;
  const amount = sign * p.hotelAmountMinor;
  const method = { kind: 'method', key: p.method } as const;
  const guests = { kind: 'ledger', key: 'guests' } as const;
  const label = `${opts.reverse ? 'Reversal of payment' : 'Payment'} ${p.paymentId} (${p.method}) order ${p.orderNumber ?? p.orderId}`;
  await recordEntry(tx, {
    groupId: p.groupId,
    day: opts.day ?? p.day,
    journal: 'cash',
    source: opts.reverse ? 'payment_reversal' : 'payment',
    sourceId: p.paymentId,
    documentNumber: p.orderNumber ?? String(p.orderId),
    customerId: p.companyId ?? p.customerId,
    orderId: p.orderId,
    lines: [
      { account: method, label, amountMinor: amount },
      { account: guests, label, amountMinor: -amount },
    ],
  });
}
