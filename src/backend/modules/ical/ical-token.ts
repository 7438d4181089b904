import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A feed's link token: HMAC-SHA256 of the feed id under the feed's own key (a new key, or revoking the feed, ends it). */
export const newFeedKey = (): string => randomBytes(24).toString('base64url');

export const signFeedToken = (feedId: number, key: string): string => createHmac('sha256', key).update(`auberge-ical-feed:${feedId}`).digest('base64url');

export function verifyFeedToken(feedId: number, key: string, token: string): boolean {
  const expected = Buffer.from(signFeedToken(feedId, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
