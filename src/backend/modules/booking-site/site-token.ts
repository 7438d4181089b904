import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The tokens of the booking site: an HMAC-SHA256 of what they open (a hold, a booking) under a
 * random key kept with that row. Only the server knows the key, so a token cannot be forged or moved
 * to another row; a new key revokes it.
 */
export function newTokenKey(): string {
  return randomBytes(24).toString('base64url');
}

export function signSiteToken(kind: 'hold' | 'booking', id: number, key: string): string {
  return createHmac('sha256', key).update(`auberge-site-${kind}:${id}`).digest('base64url');
}

/** Whether `token` is the row's current token, compared in constant time. */
export function verifySiteToken(kind: 'hold' | 'booking', id: number, key: string, token: string): boolean {
  const expected = Buffer.from(signSiteToken(kind, id, key));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
