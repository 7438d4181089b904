import { generateKeyPair, exportJWK, SignJWT, createLocalJWKSet, type JWK } from 'jose';
import { createJwtVerifier, API_AUDIENCE, type TokenVerifier } from '../../src/backend/http/token-verifier.ts';

export const TEST_ISSUER = 'https://issuer.test.invalid';

export interface TestTokens {
  verifier: TokenVerifier;
  /** A valid access token for the user code (the identity subject). */
  sign(sub: string, opts?: { expiresIn?: string | number; audience?: string; issuer?: string; extra?: Record<string, unknown> }): Promise<string>;
}

export async function createTestTokens(): Promise<TestTokens> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'ES256', use: 'sig' };
  const verifier = createJwtVerifier({ issuer: TEST_ISSUER, getKey: createLocalJWKSet({ keys: [jwk] }) });
  return {
    verifier,
    sign: (sub, opts = {}) =>
      new SignJWT({ ...opts.extra })
        .setProtectedHeader({ alg: 'ES256', kid: 'test' })
        .setSubject(sub)
        .setIssuer(opts.issuer ?? TEST_ISSUER)
        .setAudience(opts.audience ?? API_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '10m')
        .sign(privateKey),
  };
}
