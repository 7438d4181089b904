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
