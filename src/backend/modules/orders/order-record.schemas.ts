import { z } from 'zod';
import { zId, zPlainText, zStrictNumber } from '../../http/validate.ts';
import { ORDER_MESSAGE_STATUSES } from '../../db/schema/index.ts';
import type { TOrderPaymentDto, TOrderMessageDto, TOrderArchiveDto } from '../../../lib/domain/orders-dto.ts';
export type { TOrderPaymentDto, TOrderMessageDto, TOrderArchiveDto };

/** The order mails this API writes; the spec's sendmessage calls name one by id. */
export const ORDER_MESSAGE_TEMPLATES = { CONFIRMATION: 1 } as const;

export const ZSendMessageParams = z.object({
  messageId: zStrictNumber(z.number({ error: 'expected a message template id' }).int('expected a whole number')).refine(
    (n) => n === ORDER_MESSAGE_TEMPLATES.CONFIRMATION,
    'unknown message template; 1 is the order confirmation',
  ),
  orderId: zId.describe('Order id'),
});

export const ZSendMessageQuery = z.object({
  email: zPlainText(200)
    .refine((s) => s === '' || /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/.test(s), 'expected one e-mail address such as name@example.com')
    .optional()
    .describe("Where to send; default the customer's e-mail"),
  lang: z.enum(['en', 'fr'], { error: 'expected en or fr' }).optional().describe("Language of the mail; default the user's"),
});

export const ZMessageStatusParams = z.object({ status: z.enum(ORDER_MESSAGE_STATUSES, { error: `expected one of ${ORDER_MESSAGE_STATUSES.join(', ')}` }) });

export const ZArchiveBody = z.object({ text: zPlainText(500).pipe(z.string().min(1, 'say what is archived')).describe('Archive note') });
