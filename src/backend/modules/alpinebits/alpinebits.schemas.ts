import { z } from 'zod';
import { zId, zPlainText } from '../../http/validate.ts';

export const ZConnectionParams = z.object({ id: zId });

export const ZCreateConnectionRequest = z.object({
  name: zPlainText(60).pipe(z.string().min(1, 'name the portal')),
  url: z
    .string()
    .trim()
    .max(1000, 'at most 1000 characters')
    .regex(/^https?:\/\/[^\s]+$/, "expected the portal's AlpineBits address as http(s)://…"),
  username: z.string().trim().min(1, 'the portal needs a user name').max(200),
  password: z.string().min(1, 'the portal needs a password').max(200),
  hotelCode: z.string().trim().min(1, 'the hotel code the portal knows').max(16, 'at most 16 characters'),
});

export const ZAlpineBitsConnectionDto = z.object({
  connectionId: z.number(),
  name: z.string(),
  url: z.string(),
  username: z.string(),
  hotelCode: z.string(),
  active: z.boolean(),
  lastPushAt: z.string().nullable(),
  lastPushStatus: z.string().nullable(),
  lastPullAt: z.string().nullable(),
  lastPullStatus: z.string().nullable(),
  lastError: z.string().nullable(),
  booked: z.number(),
  refused: z.array(z.object({ resId: z.string(), reason: z.string() })),
  messages: z.array(
    z.object({ action: z.string(), attempt: z.number(), httpStatus: z.number().nullable(), ok: z.boolean(), error: z.string().nullable(), sentAt: z.string() }),
  ),
});
export type TAlpineBitsConnectionDto = z.infer<typeof ZAlpineBitsConnectionDto>;
