import type { Config } from './config.ts';
import type { Database } from '../backend/db/client.ts';
import type { ApiApp } from '../backend/http/api-env.ts';
import type { TokenVerifier } from '../backend/http/token-verifier.ts';
import type { AuthClient } from '../lib/server/auth-client.ts';

/**
 * What the server entry opens once and every part of the process shares: the Astro bundle, the
 * API apps and the identity provider all read the same database handle from here, so that one
 * PGlite data folder is never opened twice.
 */
export interface Runtime {
  config: Config;
  database: Database;
  version: string;
  startedAt: Date;
  /** Verifies the access tokens of the configured identity provider (embedded or OIDC_ISSUER). */
  verifier: TokenVerifier;
  /** The built-in back ends, called in process by the edge proxy for 'builtin' bases. */
  apis: { pms: ApiApp; crm: ApiApp };
  /** The app's OpenID Connect relying party (sign-in, refresh, sign-out), created once per process. */
  auth?: AuthClient;
}

const KEY = Symbol.for('auberge.runtime');
type Holder = { [KEY]?: Runtime | undefined };

export function setRuntime(runtime: Runtime | undefined): void {
  (globalThis as Holder)[KEY] = runtime;
}

export function getRuntime(): Runtime {
  const runtime = (globalThis as Holder)[KEY];
  if (!runtime) throw new Error('Auberge runtime not initialised: start the app through src/server/main.ts.');
  return runtime;
}
