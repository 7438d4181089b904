import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-env.ts';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from '../../idp/client-address.ts';
import { CLIENT_ADDRESS_HEADER } from '../../../lib/domain/booking-site-dto.ts';

let trusted: { raw: string | undefined; proxies: TrustedProxies } | null = null;

/** The reverse proxies of TRUSTED_PROXIES, parsed by the server's one rule (the sign-in throttle's), read again when the setting changes. */
function trustedProxies(env: Record<string, string | undefined> = process.env): TrustedProxies {
  const raw = env['TRUSTED_PROXIES'];
  if (!trusted || trusted.raw !== raw) trusted = { raw, proxies: parseTrustedProxies(raw) };
  return trusted.proxies;
}

/**
 * The guest's address, for the per-address limit on holds, by the server's one client-address
 * rule (idp/client-address.ts): the peer, unless it is a proxy TRUSTED_PROXIES names; then the
 * right-most address of X-Forwarded-For that is not one. Over HTTP the peer is the socket's (a
 * caller cannot choose it). In process only the app's own pages call: they name the peer they were
 * called from and pass the X-Forwarded-For they received.
 */
export function guestAddress(c: Context<ApiEnv>): string {
  const env: object = c.env ?? {};
  const peer =
    'incoming' in env && env.incoming instanceof IncomingMessage
      ? env.incoming.socket.remoteAddress
      : (c.req.header(CLIENT_ADDRESS_HEADER) ?? '').trim().slice(0, 64);
  return clientAddress(peer || undefined, c.req.header('x-forwarded-for'), trustedProxies()).slice(0, 64);
}
