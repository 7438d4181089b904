import { jwtVerify, errors as joseErrors, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AppError } from './errors.ts';

export interface TokenVerifier {
  /** Verifies signature, issuer, audience and expiry; throws AppError('unauthenticated') otherwise. */
  verify(token: string): Promise<JWTPayload>;
}

export const API_AUDIENCE = 'urn:auberge:api';

export function createJwtVerifier(opts: { issuer: string; audience?: string; getKey: JWTVerifyGetKey }): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, opts.getKey, {
          issuer: opts.issuer,
          audience: opts.audience ?? API_AUDIENCE,
          clockTolerance: 5,
        });
        return payload;
      } catch (err) {
        const why =
          err instanceof joseErrors.JWTExpired
            ? 'the access token has expired'
            : err instanceof joseErrors.JWTClaimValidationFailed
              ? `the token's ${err.claim} claim is not accepted`
              : 'the access token is not valid';
        throw new AppError('unauthenticated', `Sign in again: ${why}.`, undefined, { key: 'errors.auth.tokenRefused' });
      }
    },
  };
}
