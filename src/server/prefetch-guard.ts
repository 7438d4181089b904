import type { IncomingMessage } from 'node:http';

/**
 * The client router prefetches every link a pointer rests on (Astro's ClientRouter: prefetchAll,
 * hover), with `<link rel="prefetch">`, which Chromium sends with `Sec-Purpose: prefetch`. A page
 * prefetched is a faster click; but a prefetched sign-in starts a second sign-in (its state cookie
 * then overwrites the one the person is using: "invalid response" at the callback), and a prefetched
 * export or PDF builds the whole file for nothing. Those answer 204 without doing the work; the
 * click then asks again, for real.
 */
export function isSpeculative(headers: IncomingMessage['headers']): boolean {
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers['purpose'] ?? ''} ${headers['x-moz'] ?? ''}`.toLowerCase();
  return purpose.includes('prefetch') || purpose.includes('prerender');
}

/** What a prefetch must not run: the sign-in flow, the provider, API answers (data and files, not pages) and any export. */
export function notForPrefetch(path: string, search: string): boolean {
  if (/^\/(auth|oidc|api)(\/|$)/.test(path)) return true;
  return /(^|[?&])format=(csv|xlsx|pdf)(&|$)/.test(search);
}
