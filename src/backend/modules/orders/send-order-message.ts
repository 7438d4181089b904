import type { Db } from '../../db/client.ts';
import { orderEvents, orderMessages } from '../../db/schema/index.ts';
import { invalid } from '../../http/errors.ts';
import { sendMail } from '../../mail/send-mail.ts';
import { readOrder } from './find-order.ts';
import { listOrderMessages, listOrderPayments } from './list-order-record.ts';
import { confirmationMail } from './order-confirmation-mail.ts';
import type { TOrderMessageDto } from './order-record.schemas.ts';
import type { Actor } from '../../core/actor.ts';
import { storedLine } from '../../../lib/i18n/stored-texts.ts';

/**
 * POST /ordermessage/sendmessage/{messageId}/order/{orderId}: writes the order confirmation and
 * sends it through SMTP (SMTP_URL), or keeps it in the outbox when no server is configured. Every
 * mail is kept (sent, outbox or failed with the server's answer) and recorded as an order event.
 */
export async function sendOrderMessage(
  db: Db,
  o: { orderId: number; template: number; email?: string | undefined; lang: 'en' | 'fr'; hotelName: string; user: Actor; now: Date },
): Promise<TOrderMessageDto> {
  const [order, pays] = await Promise.all([readOrder(db, o.orderId), listOrderPayments(db, o.orderId)]);
  const to = o.email || order.customer?.email || '';
  if (!to)
    throw invalid('email', `order ${order.number ?? o.orderId} has no customer e-mail: say where to send it (email=…)`, {
      key: 'errors.order.noEmail',
      params: { order: order.number ?? String(o.orderId) },
    });
  const mail = confirmationMail({ order, payments: pays, hotelName: o.hotelName, lang: o.lang });
  const result = await sendMail({ to, subject: mail.subject, text: mail.text });
  const [row] = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(orderMessages)
      .values({
        groupId: order.groupId,
        orderId: o.orderId,
        template: o.template,
        toAddress: to,
        subject: mail.subject,
        body: mail.text,
        status: result.status,
        error: result.status === 'failed' ? result.error : null,
        userId: o.user.userId,
        createdAt: o.now,
      })
      .returning({ id: orderMessages.orderMessageId });
    const { description: message, ...text } =
      result.status === 'sent'
        ? storedLine('folio.event.mailSent', { to })
        : result.status === 'outbox'
          ? storedLine('folio.event.mailOutbox', { to })
          : storedLine('folio.event.mailFailed', { to, error: result.error });
    await tx
      .insert(orderEvents)
      .values({ groupId: order.groupId, orderId: o.orderId, userId: o.user.userId, type: 'message', message, ...text, createdAt: o.now });
    return inserted;
  });
  const [msg] = await listOrderMessages(db, { id: row!.id });
  return msg!;
}
