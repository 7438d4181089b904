import { randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, createRemoteJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Config } from './config.ts';
import type { Database } from '../backend/db/client.ts';
import type { Mount } from './app-server.ts';
import { createJwtVerifier, type TokenVerifier } from '../backend/http/token-verifier.ts';
import { loadServerKey } from '../backend/idp/load-server-key.ts';
import { createProvider } from '../backend/idp/create-provider.ts';
import { mountProvider } from '../backend/idp/mount-provider.ts';
import { purgeExpiredPayloads } from '../backend/idp/sql-adapter.ts';
import type { RelyingPartySettings } from '../lib/server/auth-client.ts';

export interface Identity {
  /** Node handlers mounted beside Astro: the embedded provider at /oidc when no OIDC_ISSUER is set. */
  mounts: Mount[];
  /** Verifies the provider's access tokens (JWT, audience urn:auberge:api). */
  verifier: TokenVerifier;
  relyingParty: RelyingPartySettings;
  /** Stops background work (expired payload clean-up). */
  close(): void;
}

/**
 * The identity side of the server: OIDC_ISSUER when configured (its JWKS verifies the tokens),
 * otherwise the embedded provider at /oidc on the same origin, with its keys kept in server_keys.
 */
export async function createIdentity(config: Config, database: Database): Promise<Identity> {
  const rp = (issuer: string, clientSecret: string, embedded: boolean): RelyingPartySettings => ({
    issuer,
    clientId: config.oidcClientId,
    clientSecret,
    embedded,
    redirectUri: `${config.publicUrl}/auth/callback`,
    postLogoutRedirectUri: `${config.publicUrl}/`,
  });

  if (config.oidcIssuer) {
    const { issuer, jwksUri } = await discoverIssuer(config.oidcIssuer);
    const verifier = createJwtVerifier({ issuer, getKey: createRemoteJWKSet(new URL(jwksUri)) });
    return { mounts: [], verifier, relyingParty: rp(issuer, config.oidcClientSecret, false), close: () => {} };
  }

  const issuer = `${config.publicUrl}/oidc`;
  const signingKey = await loadServerKey<JWK>(database, 'oidc:signing', 'sig', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256', use: 'sig' };
  });
  const { keys: cookieKeys } = await loadServerKey<{ keys: string[] }>(database, 'oidc:cookies', 'cookie', async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  const clientSecret =
    config.oidcClientSecret ||
    (await loadServerKey<{ secret: string }>(database, 'oidc:client-secret', 'client', async () => ({ secret: randomBytes(32).toString('base64url') }))).secret;

  const provider = createProvider(database, { issuer, publicUrl: config.publicUrl, clientId: config.oidcClientId, clientSecret, signingKey, cookieKeys });
  const { d: _private, ...publicKey } = signingKey;
  const verifier = createJwtVerifier({ issuer, getKey: createLocalJWKSet({ keys: [publicKey] }) });
  const purge = setInterval(() => void purgeExpiredPayloads(database).catch(() => {}), 15 * 60_000);
  purge.unref();
  return {
    mounts: [{ prefix: '/oidc', handle: mountProvider(provider, database, { publicUrl: config.publicUrl, trustedProxies: config.trustedProxies }) }],
    verifier,
    relyingParty: rp(issuer, clientSecret, true),
    close: () => clearInterval(purge),
  };
}

/** The issuer's metadata; its own spelling of the issuer is the one its tokens carry. */
async function discoverIssuer(configured: string): Promise<{ issuer: string; jwksUri: string }> {
  const url = `${configured.replace(/\/$/, '')}/.well-known/openid-configuration`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const meta = (await res.json()) as { issuer?: string; jwks_uri?: string };
    if (!meta.issuer || meta.issuer.replace(/\/$/, '') !== configured.replace(/\/$/, '')) throw new Error(`its metadata names the issuer '${meta.issuer}'`);
    if (!meta.jwks_uri) throw new Error('its metadata has no jwks_uri');
    return { issuer: meta.issuer, jwksUri: meta.jwks_uri };
  } catch (err) {
    throw new Error(
      `OIDC_ISSUER ${configured}: discovery at ${url} failed (${(err as Error).message}). Check OIDC_ISSUER and that the provider is reachable.`,
      { cause: err },
    );
  }
}
