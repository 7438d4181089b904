import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../src/backend/db/client.ts';
import { openPgliteCopy } from './helpers/pglite-template.ts';
import { readConfig } from '../src/server/config.ts';
import { createIdentity, type Identity } from '../src/server/identity.ts';

/** The embedded provider on a plain Node server over a copy of the test template database. */
export interface IdentityHarness {
  url: string;
  issuer: string;
  database: Database;
  identity: Identity;
  close(): Promise<void>;
}

/** `env`: further settings for the server's configuration (TRUSTED_PROXIES …); `own`: a database of the test's own instead of the template's copy (closed with the harness). */
export async function startIdentityHarness(env: Record<string, string> = {}, own?: Database): Promise<IdentityHarness> {
  const copy = own ? undefined : await openPgliteCopy();
  const database = own ?? copy!.database;
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const url = `http://127.0.0.1:${port}`;
  const identity = await createIdentity(readConfig({ ...env, PUBLIC_URL: url, PORT: String(port) }), database);
  const mount = identity.mounts[0]!;
  handle = (req, res) => {
    if ((req.url ?? '').startsWith('/oidc')) void mount.handle(req, res);
    else res.writeHead(404).end();
  };
  return {
    url,
    issuer: `${url}/oidc`,
    database,
    identity,
    close: async () => {
      identity.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await database.close();
      await copy?.drop();
    },
  };
}

/** A tiny cookie jar: enough for the provider's path-scoped cookies on one host. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const path =
        attrs
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith('path='))
          ?.slice(5) ?? '/';
      const expired = attrs.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }
  header(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([n, c]) => `${n}=${c.value}`)
      .join('; ');
  }
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A sign-in interaction of the provider, started as the app's client would: its cookie jar and its page's address. */
export async function startInteraction(h: IdentityHarness): Promise<{ jar: CookieJar; url: string }> {
  const jar = new CookieJar();
  const rp = h.identity.relyingParty;
  const auth = new URL(`${h.issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: rp.clientId,
    response_type: 'code',
    redirect_uri: rp.redirectUri,
    scope: 'openid profile',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    state: 's',
    nonce: 'n',
  }).toString();
  const res = await jar.fetch(auth.href);
  return { jar, url: new URL(res.headers.get('location')!, h.url).href };
}
