import Provider, { errors, type Configuration, type Grant, type KoaContextWithOIDC, type JWK } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { API_AUDIENCE } from '../http/token-verifier.ts';
import { createSqlAdapterFactory } from './sql-adapter.ts';
import { findAccount } from './find-account.ts';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages.ts';

export interface ProviderOptions {
  issuer: string;
  publicUrl: string;
  clientId: string;
  /** Empty: a public client (PKCE only). */
  clientSecret: string;
  signingKey: JWK;
  cookieKeys: string[];
}

/** The scopes the API's access tokens carry; the grant of our own client always holds them. */
const API_SCOPE = 'openid profile';
const HOUR = 3600;

/**
 * The embedded OpenID provider (oidc-provider 9) for the default install: one first-party
 * client, PKCE required, JWT access tokens for the APIs (audience urn:auberge:api), no
 * consent screen, users from the users table.
 */
export function createProvider(database: Database, o: ProviderOptions): Provider {
  const configuration: Configuration = {
    adapter: createSqlAdapterFactory(database),
    clients: [
      {
        client_id: o.clientId,
        ...(o.clientSecret ? { client_secret: o.clientSecret, token_endpoint_auth_method: 'client_secret_basic' } : { token_endpoint_auth_method: 'none' }),
        redirect_uris: [`${o.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${o.publicUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [o.signingKey] },
    cookies: {
      keys: o.cookieKeys,
      names: { session: 'auberge_op_session', interaction: 'auberge_op_interaction', resume: 'auberge_op_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'locale'] },
    // The app reads the profile from the ID token: its access token is for the APIs, not /me.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // A client revokes only its own tokens (the sign-out revokes the session's refresh token).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        // Without this the token endpoint would issue an opaque userinfo token whenever 'openid' is asked.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidTarget(`unknown resource ${resource}`);
          return { scope: API_SCOPE, audience: API_AUDIENCE, accessTokenFormat: 'jwt', accessTokenTTL: HOUR, jwt: { sign: { alg: 'ES256' } } };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => findAccount(database.db, sub),
    loadExistingGrant: (ctx) => grantForOwnClient(ctx, o.clientId),
    // A refresh token without prompt=consent: the app refreshes access tokens quietly.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Confidential client: no rotation, so two instances refreshing at once both succeed.
    rotateRefreshToken: () => !o.clientSecret,
    expiresWithSession: async () => false,
    ttl: { AccessToken: HOUR, AuthorizationCode: 60, IdToken: HOUR, Interaction: HOUR, Session: 12 * HOUR, Grant: 14 * 24 * HOUR, RefreshToken: 24 * HOUR },
    renderError,
  };
  const provider = new Provider(o.issuer, configuration);
  // The mount pins X-Forwarded-Host/Proto to PUBLIC_URL, so trusting them is safe and makes
  // the provider build its URLs and its cookies' Secure flag from PUBLIC_URL.
  provider.proxy = true;
  return provider;
}

/** Our own client needs no consent screen: its grant is created (or completed) here. */
async function grantForOwnClient(ctx: KoaContextWithOIDC, clientId: string) {
  const { oidc } = ctx;
  if (!oidc.client || !oidc.session?.accountId) return undefined;
  const grantId = oidc.result?.['consent']?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (oidc.client.clientId !== clientId) return existing;
  const grant = existing ?? new oidc.provider.Grant({ clientId, accountId: oidc.session.accountId });
  grantOwnClientScopes(grant);
  await grant.save();
  return grant;
}

/** What our own client is granted without a consent screen: the OIDC scopes and the APIs' scope. */
export function grantOwnClientScopes(grant: Grant): void {
  grant.addOIDCScope('openid profile offline_access');
  grant.addResourceScope(API_AUDIENCE, API_SCOPE);
}
