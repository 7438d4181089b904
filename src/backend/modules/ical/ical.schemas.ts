import { z } from 'zod';
import { zId, zPlainText } from '../../http/validate.ts';

export const ZFeedParams = z.object({ id: zId });
export const ZFeedQuery = z.object({ k: z.string().trim().min(1, 'the link has no token').max(100, 'not a token') });

export const ZCreateFeedRequest = z.object({
  roomTypeId: zId.describe('Room type whose unavailable nights the feed lists'),
  roomId: zId.optional().describe('One room of the type instead (its own nights)'),
  channelName: zPlainText(60).pipe(z.string().min(1, 'name the channel (Airbnb, Vrbo…)')),
});

export const ZCreateImportRequest = z.object({
  roomTypeId: zId.describe('Room type whose units the calendar blocks'),
  channelName: zPlainText(60).pipe(z.string().min(1, 'name the channel (Airbnb, Vrbo…)')),
  url: z
    .string()
    .trim()
    .max(1000, 'at most 1000 characters')
    .regex(/^https?:\/\/[^\s]+$/, 'expected the calendar address as http(s)://…'),
});
