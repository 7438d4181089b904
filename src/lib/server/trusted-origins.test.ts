import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './auth-origin.ts';
import { trustedOrigins } from './trusted-origins.ts';

describe('trusted origins', () => {
  it("are PUBLIC_URL's and the client's exact host names, never a wildcard nor the Host header", () => {
    const allowed = trustedOrigins('https://pms.example', { hosts: ['hotel-a.example', '*.evil.example', '*'] });
    expect(allowed).toEqual(['https://pms.example', 'https://hotel-a.example']);
    expect(isAllowedOrigin('POST', { origin: 'https://evil.example', referer: null }, allowed)).toBe(false);
    expect(isAllowedOrigin('POST', { origin: 'https://hotel-a.example', referer: null }, allowed)).toBe(true);
    expect(trustedOrigins('http://localhost:4321', { hosts: ['localhost'] })).toEqual(['http://localhost:4321', 'http://localhost']);
  });
});
