import { expect, it } from 'vitest';
import { newTokenKey, signSiteToken, verifySiteToken } from './site-token.ts';

it('opens only its own row, of its own kind, under its own key', () => {
  const key = newTokenKey();
  const t = signSiteToken('booking', 7, key);
  expect(verifySiteToken('booking', 7, key, t)).toBe(true);
  expect(verifySiteToken('booking', 8, key, t)).toBe(false);
  expect(verifySiteToken('hold', 7, key, t)).toBe(false);
  expect(verifySiteToken('booking', 7, newTokenKey(), t)).toBe(false);
  expect(verifySiteToken('booking', 7, key, t.slice(1))).toBe(false);
});
