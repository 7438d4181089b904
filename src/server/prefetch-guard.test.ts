import { describe, expect, it } from 'vitest';
import { isSpeculative, notForPrefetch } from './prefetch-guard.ts';

describe('prefetch guard', () => {
  it('knows a speculative request by its purpose header', () => {
    expect(isSpeculative({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isSpeculative({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isSpeculative({ purpose: 'prefetch' })).toBe(true);
    expect(isSpeculative({})).toBe(false);
    expect(isSpeculative({ 'sec-fetch-mode': 'navigate' })).toBe(false);
  });

  it('keeps the sign-in, the provider, the API and exports out of prefetches, not the pages', () => {
    expect(notForPrefetch('/auth/login', '?returnTo=%2F')).toBe(true);
    expect(notForPrefetch('/oidc/auth', '')).toBe(true);
    expect(notForPrefetch('/api/crm/customers/export', '?format=csv')).toBe(true);
    expect(notForPrefetch('/api/crm/invoices/12/pdf', '')).toBe(true);
    expect(notForPrefetch('/front-desk/Report-Activity', '?from=2026-11-01&format=xlsx')).toBe(true);
    expect(notForPrefetch('/front-desk/reservationslist', '?status=1')).toBe(false);
    expect(notForPrefetch('/front-desk/calendar', '')).toBe(false);
    expect(notForPrefetch('/authors', '')).toBe(false);
    expect(notForPrefetch('/front-desk/x', '?formats=csv')).toBe(false);
  });
});
