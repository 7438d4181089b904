import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { handleInteraction } from './handle-interaction.ts';
import { clientAddress, type TrustedProxies } from './client-address.ts';

/**
 * A Node handler for everything under /oidc. Our sign-in screens come first; the rest goes to
 * oidc-provider with the prefix stripped (req.originalUrl keeps it, which is how the provider
 * builds its own URLs). X-Forwarded-Host/Proto are overwritten with PUBLIC_URL's, never taken
 * from the caller, so the issuer's URLs and the cookies' Secure flag always follow PUBLIC_URL.
 * The client's address (the sign-in throttle's) comes from X-Forwarded-For only through the
 * proxies TRUSTED_PROXIES names, read before the header is dropped.
 */
export function mountProvider(provider: Provider, database: Database, o: { publicUrl: string; trustedProxies: TrustedProxies }, prefix = '/oidc') {
  const callback = provider.callback();
  const pub = new URL(o.publicUrl);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.headers['x-forwarded-host'] = pub.host;
    req.headers['x-forwarded-proto'] = pub.protocol.slice(0, -1);
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], o.trustedProxies);
    delete req.headers['x-forwarded-for'];
    const url = new URL(req.url ?? '/', 'http://internal');
    if (await handleInteraction(provider, database, req, res, { path: url.pathname, query: url.searchParams, address })) return;
    const original = req.url ?? '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(prefix.length) || '/';
    await callback(req, res);
  };
}
