import { describe, expect, it } from 'vitest';
import { sanitizeReturnTo } from './auth-return-to.ts';

describe('sanitizeReturnTo', () => {
  it('keeps same-origin relative paths with their query', () => {
    expect(sanitizeReturnTo('/front-desk/details?id=3&x=a%20b')).toBe('/front-desk/details?id=3&x=a%20b');
    expect(sanitizeReturnTo('/')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'front-desk',
    '/a\nb',
    '',
    '/auth/login?returnTo=/',
    '/oidc/auth',
  ])('refuses %j', (raw) => {
    expect(sanitizeReturnTo(raw)).toBe('/');
  });

  it('falls back for a missing value', () => {
    expect(sanitizeReturnTo(null, '/main/dashboardAdmin')).toBe('/main/dashboardAdmin');
  });
});
