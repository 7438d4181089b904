import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './auth-origin.ts';

const ours = ['http://localhost:4321', 'https://pms.example.com'];

describe('isAllowedOrigin', () => {
  it('lets safe methods through', () => {
    expect(isAllowedOrigin('GET', { origin: 'https://evil.example', referer: null }, ours)).toBe(true);
  });
  it('accepts our own origin on POST, from Origin or Referer', () => {
    expect(isAllowedOrigin('POST', { origin: 'https://pms.example.com', referer: null }, ours)).toBe(true);
    expect(isAllowedOrigin('DELETE', { origin: null, referer: 'http://localhost:4321/front-desk/details?id=1' }, ours)).toBe(true);
  });
  it('refuses another origin, a null origin without referer, and no origin at all', () => {
    expect(isAllowedOrigin('POST', { origin: 'https://evil.example', referer: 'http://localhost:4321/' }, ours)).toBe(false);
    expect(isAllowedOrigin('PUT', { origin: 'null', referer: null }, ours)).toBe(false);
    expect(isAllowedOrigin('PATCH', { origin: null, referer: null }, ours)).toBe(false);
    expect(isAllowedOrigin('POST', { origin: null, referer: 'not a url' }, ours)).toBe(false);
  });
});
