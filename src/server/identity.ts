import type { Config } from './config.ts';
import type { Database } from '../backend/db/client.ts';
import type { Mount } from './app-server.ts';
import type { TokenVerifier } from '../backend/http/token-verifier.ts';

export interface Identity {
  /** Node handlers mounted beside Astro: the embedded provider at /oidc when no OIDC_ISSUER is set. */
  mounts: Mount[];
  /** Verifies the provider's access tokens (JWT, audience urn:auberge:api). */
  verifier: TokenVerifier;
}

/** TO BE IMPLEMENTED by the identity work (issue 3): embedded oidc-provider or OIDC_ISSUER. */
export async function createIdentity(_config: Config, _database: Database): Promise<Identity> {
  throw new Error('createIdentity: not implemented yet');
}
