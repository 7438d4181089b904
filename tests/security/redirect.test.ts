import { describe, expect, it } from 'vitest';
import { sanitizeReturnTo } from '../../src/lib/server/auth-return-to.ts';

/** Where sign-in sends the browser back (issue 8 §2): a normalised path of this site, nothing else. */
describe('security: returnTo after sign-in', () => {
  it.each([
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tevil',
    '/a/../..//evil.example',
    '/./\\evil.example',
  ])('refuses %j', (raw) => {
    const to = sanitizeReturnTo(raw);
    expect(to).toBe('/');
    expect(new URL(to, 'https://pms.example').host).toBe('pms.example');
  });

  it('keeps a path of this site with its query', () => {
    expect(sanitizeReturnTo('/front-desk/details?id=3')).toBe('/front-desk/details?id=3');
    expect(sanitizeReturnTo('/a/../front-desk/calendar')).toBe('/front-desk/calendar');
  });
});
