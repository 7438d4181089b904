import type { ClientConfig } from './client-config.ts';

/**
 * The origins a state-changing request may come from: PUBLIC_URL's, and the exact host names the
 * client config lists for this client (with PUBLIC_URL's scheme and port). Never the request's own
 * Host header, which the sender chooses; wildcard host patterns name no origin.
 */
export function trustedOrigins(publicUrl: string, client: Pick<ClientConfig, 'hosts'>): string[] {
  const pub = new URL(publicUrl);
  const out = new Set([pub.origin]);
  for (const host of client.hosts) {
    if (host.includes('*') || !/^[a-z0-9.\-[\]:]+$/i.test(host)) continue;
    out.add(`${pub.protocol}//${host.toLowerCase()}`);
    if (pub.port) out.add(`${pub.protocol}//${host.toLowerCase()}:${pub.port}`);
  }
  return [...out];
}
