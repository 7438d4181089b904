import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { handleInteraction } from './handle-interaction.ts';

/**
 * A Node handler for everything under /oidc. Our sign-in screens come first; the rest goes to
 * oidc-provider with the prefix stripped (req.originalUrl keeps it, which is how the provider
 * builds its own URLs). X-Forwarded-Host/Proto are overwritten with PUBLIC_URL's, never taken
 * from the caller, so the issuer's URLs and the cookies' Secure flag always follow PUBLIC_URL.
 */
export function mountProvider(provider: Provider, database: Database, publicUrl: string, prefix = '/oidc') {
  const callback = provider.callback();
  const pub = new URL(publicUrl);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.headers['x-forwarded-host'] = pub.host;
    req.headers['x-forwarded-proto'] = pub.protocol.slice(0, -1);
    delete req.headers['x-forwarded-for'];
    const url = new URL(req.url ?? '/', 'http://internal');
    if (await handleInteraction(provider, database, req, res, url.pathname, url.searchParams)) return;
    const original = req.url ?? '/';
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original.slice(prefix.length) || '/';
    await callback(req, res);
  };
}
