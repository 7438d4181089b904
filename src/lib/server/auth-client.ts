import * as oidc from 'openid-client';

/** What the app's relying party needs to talk to the identity provider. */
export interface RelyingPartySettings {
  issuer: string;
  clientId: string;
  /** Empty for a public client (PKCE only). */
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** True for the embedded provider: sign-out confirmation is automatic, ui_locales is honoured. */
  embedded: boolean;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  /** Epoch seconds. */
  accessExpiresAt: number;
  claims: Record<string, unknown>;
}

export interface SignInRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The app's OpenID Connect relying party (openid-client 6), one per process. */
export interface AuthClient {
  settings: RelyingPartySettings;
  startSignIn(opts: { lang?: string }): Promise<SignInRequest>;
  finishSignIn(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  endSessionUrl(idToken: string | undefined): Promise<string>;
  /** Revokes a refresh token at sign-out, so the grant cannot outlive the session. */
  revoke(refreshToken: string): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
export const isLoopbackUrl = (url: string): boolean => LOOPBACK.has(new URL(url).hostname);

/**
 * internalOrigin (embedded provider only) sends the back-channel calls (discovery, token, keys)
 * straight to our own listening socket instead of out through PUBLIC_URL's load balancer;
 * the provider answers the same, as it builds its URLs from PUBLIC_URL.
 */
export function createAuthClient(settings: RelyingPartySettings, opts: { internalOrigin?: string } = {}): AuthClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const publicOrigin = new URL(settings.issuer).origin;

  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= (async () => {
      const execute = isLoopbackUrl(settings.issuer) ? [oidc.allowInsecureRequests] : [];
      const auth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
      const options: oidc.DiscoveryRequestOptions = { execute };
      if (opts.internalOrigin) {
        const internal = opts.internalOrigin;
        options[oidc.customFetch] = (url, init) => fetch(url.startsWith(publicOrigin) ? internal + url.slice(publicOrigin.length) : url, init as RequestInit);
      }
      return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret || undefined, auth, options);
    })();
    // A failed discovery (provider not up yet) is retried on the next sign-in instead of cached.
    discovered.catch(() => (discovered = undefined));
    return discovered;
  };

  const toTokenSet = (r: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers): TokenSet => ({
    accessToken: r.access_token,
    refreshToken: r.refresh_token,
    idToken: r.id_token,
    accessExpiresAt: Math.floor(Date.now() / 1000) + (r.expiresIn() ?? 300),
    claims: (r.claims() ?? {}) as Record<string, unknown>,
  });

  return {
    settings,
    async startSignIn({ lang }) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid profile offline_access',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(lang ? { ui_locales: lang } : {}),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },
    async finishSignIn(callbackUrl, expected) {
      const config = await configuration();
      // The registered redirect URI, whatever host name the browser came back on: it is also
      // the redirect_uri sent with the code, which must match the authorization request's.
      const current = new URL(settings.redirectUri);
      current.search = callbackUrl.search;
      const r = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      return toTokenSet(r);
    },
    async refresh(refreshToken) {
      return toTokenSet(await oidc.refreshTokenGrant(await configuration(), refreshToken));
    },
    async revoke(refreshToken) {
      const config = await configuration();
      if (config.serverMetadata().revocation_endpoint) await oidc.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
    },
    async endSessionUrl(idToken) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return settings.postLogoutRedirectUri;
      return oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: settings.postLogoutRedirectUri,
        client_id: settings.clientId,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).href;
    },
  };
}
