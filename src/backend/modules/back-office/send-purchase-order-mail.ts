import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { PURCHASE_PRICE_DECIMALS } from '../../../lib/domain/purchase-price.ts';
import { sendMail, type MailResult } from '../../mail/send-mail.ts';
import { rowsOf } from '../../core/rows.ts';
import { findPurchaseOrder } from './find-purchase-order.ts';
import { addOrderEvent, lockPurchaseOrder, PO_STATUS } from './purchase-order-data.ts';
import type { BoActor } from './bo-access.ts';
import type { LineText } from '../../../lib/domain/stay-lines.ts';

/**
 * The order mail's text: what, how much, at what price, delivered where (plain text, every mail
 * client reads it). Unit prices with their four decimals; line values and the total in the currency's.
 */
export function purchaseOrderMailText(o: {
  number: string;
  hotel: string;
  store: string;
  day: string;
  currency: string;
  note: string;
  lines: { reference: string; name: string; unit: string; quantity: number; unitPriceE4: number; valueMinor: number }[];
  totalMinor: number;
}): string {
  // In the currency's own units and decimals, as English writes it (the supplier's copy of the order).
  const money = (minor: number) => formatMoney(minor, o.currency.trim(), 'en');
  const price = (e4: number) => formatMoney(e4, o.currency.trim(), 'en', PURCHASE_PRICE_DECIMALS);
  return [
    `Purchase order ${o.number} — ${o.hotel}`,
    `Date: ${o.day}`,
    `Deliver to: ${o.store}`,
    '',
    ...o.lines.map((l) => `- ${l.reference} ${l.name}: ${l.quantity} ${l.unit} × ${price(l.unitPriceE4)} = ${money(l.valueMinor)}`),
    '',
    `Total: ${money(o.totalMinor)}`,
    ...(o.note ? ['', o.note] : []),
  ].join('\n');
}

/**
 * Sends a confirmed purchase order to its supplier (or to the address given) through the app's
 * one mail transport (SMTP_URL; without it the mail stays in the outbox). The result is recorded
 * as an order event, so the order's history says when it was sent, kept or refused.
 */
export async function sendPurchaseOrderMail(
  db: Db,
  opts: { actor: BoActor; purchaseOrderId: number; email?: string | undefined },
): Promise<MailResult & { to: string }> {
  const order = await findPurchaseOrder(db, { groupId: opts.actor.groupId, purchaseOrderId: opts.purchaseOrderId });
  if (order.status !== PO_STATUS.CONFIRMED)
    throw new AppError('conflict', `Purchase order ${order.number} is not confirmed yet; only an approved order goes to the supplier.`, undefined, {
      key: 'errors.bo.poNotConfirmed',
      params: { number: order.number },
    });
  const to = opts.email ?? order.supplier.email;
  if (!to)
    throw new AppError('invalid_input', `email: supplier ${order.supplier.name} has no email address; give one`, 'email', {
      key: 'errors.bo.supplierNoEmail',
      params: { supplier: order.supplier.name },
    });
  const [hotel] = await rowsOf<{ name: string }>(db, sql`select name from hotels where group_id = ${opts.actor.groupId}`);
  const text = purchaseOrderMailText({ ...order, hotel: hotel?.name ?? '', store: order.store.name });
  const result = await sendMail({ to, subject: `Purchase order ${order.number} — ${hotel?.name ?? ''}`, text });
  await db.transaction(async (tx) => {
    const locked = await lockPurchaseOrder(tx, opts.actor.groupId, opts.purchaseOrderId);
    const what: LineText =
      result.status === 'sent'
        ? { key: 'po.event.mailSent', params: { to } }
        : result.status === 'outbox'
          ? { key: 'po.event.mailOutbox', params: { to } }
          : { key: 'po.event.mailFailed', params: { to, error: result.error } };
    await addOrderEvent(tx, opts.actor, locked, 'mail', what);
  });
  return { ...result, to };
}
