import type { ClientConfig } from './client-config.ts';

/** What the booking-engine host serves besides the site: its scripts, images and health. */
const SITE_HOST_PATHS = ['/book/', '/_astro/', '/images/', '/icons/', '/favicon'];
const SITE_HOST_EXACT = new Set(['/healthz', '/robots.txt']);

export type BookingHostDecision = { kind: 'other-host' } | { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * The booking-engine host of a client (front-office.md §1, issue 39): that host name serves the
 * hotel's booking site and nothing else; its root goes to the site of the address's hotel
 * ('/book/<id>' in the address; none: hotel 1). Any other host: not this rule's business.
 */
export function bookingHostDecision(client: Pick<ClientConfig, 'bookingEngine'>, host: string, path: string): BookingHostDecision {
  if (!client.bookingEngine) return { kind: 'other-host' };
  const engine = new URL(client.bookingEngine);
  if (engine.hostname.toLowerCase() !== host.replace(/:\d+$/, '').toLowerCase()) return { kind: 'other-host' };
  if (path === '/' || path === '') {
    const site = /^\/book\/\d+/.exec(engine.pathname)?.[0] ?? '/book/1';
    return { kind: 'redirect', to: site };
  }
  if (SITE_HOST_EXACT.has(path) || SITE_HOST_PATHS.some((p) => path.startsWith(p)) || /^\/book\/\d+$/.test(path)) return { kind: 'pass' };
  return { kind: 'not-found' };
}
