import { z } from 'zod';
import { zId, zPlainText, zStrictNumber } from '../../http/validate.ts';
import { ORDER_MESSAGE_STATUSES } from '../../db/schema/index.ts';
import type { TOrderPaymentDto, TOrderMessageDto, TOrderArchiveDto } from '../../../lib/domain/orders-dto.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { list } from '../../../lib/domain/error-params.ts';
export type { TOrderPaymentDto, TOrderMessageDto, TOrderArchiveDto };

/** The order mails this API writes; the spec's sendmessage calls name one by id. */
export const ORDER_MESSAGE_TEMPLATES = { CONFIRMATION: 1 } as const;

export const ZSendMessageParams = z.object({
  messageId: zStrictNumber(z.number({ error: 'expected a message template id' }).int('expected a whole number')).refine(
    (n) => n === ORDER_MESSAGE_TEMPLATES.CONFIRMATION,
    refineText('unknown message template; 1 is the order confirmation', 'errors.input.notOneOf', { values: list(['1'], 'or') }),
  ),
  orderId: zId.describe('Order id'),
});

export const ZSendMessageQuery = z.object({
  email: zPlainText(200)
    .refine(
      (s) => s === '' || /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/.test(s),
      refineText('expected one e-mail address such as name@example.com', 'errors.input.notAnEmail'),
    )
    .optional()
    .describe("Where to send; default the customer's e-mail"),
  lang: z.enum(['en', 'fr'], { error: 'expected en or fr' }).optional().describe("Language of the mail; default the user's"),
});

export const ZMessageStatusParams = z.object({ status: z.enum(ORDER_MESSAGE_STATUSES, { error: `expected one of ${ORDER_MESSAGE_STATUSES.join(', ')}` }) });

export const ZArchiveBody = z.object({ text: zPlainText(500).pipe(z.string().min(1, 'say what is archived')).describe('Archive note') });
