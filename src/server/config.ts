import path from 'node:path';
import { parseTrustedProxies, type TrustedProxies } from '../backend/idp/client-address.ts';

/** Every setting Auberge reads from the environment, with its default. The README's table mirrors this list. */
export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** REPLICA_DATABASE_URL: a streaming replica of DATABASE_URL for the read-only pages (reports, GM dashboard, exports). */
  replicaUrl: string | undefined;
  oidcIssuer: string | undefined;
  oidcClientId: string;
  oidcClientSecret: string;
  clientsFile: string | undefined;
  supportEmail: string;
  seedDemo: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For gives the client's address (sign-in throttle). */
  trustedProxies: TrustedProxies;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function intIn(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got '${raw}'.`);
  }
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env['HOST'] || '127.0.0.1';
  const port = intIn('PORT', env['PORT'], 4321, 0, 65535);
  const shownHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicUrl = (env['PUBLIC_URL'] || `http://${shownHost}:${port}`).replace(/\/$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL such as https://pms.example.com, got '${publicUrl}'.`);
  }
  const databaseUrl = env['DATABASE_URL'] || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, got '${databaseUrl}'.`);
  }
  const replicaUrl = env['REPLICA_DATABASE_URL'] || undefined;
  if (replicaUrl && !/^postgres(ql)?:\/\//.test(replicaUrl)) {
    throw new ConfigError(`REPLICA_DATABASE_URL must start with postgres:// or postgresql://, got '${replicaUrl}'.`);
  }
  if (replicaUrl && !databaseUrl) throw new ConfigError('REPLICA_DATABASE_URL needs DATABASE_URL: a replica streams from a PostgreSQL server.');
  const logLevel = (env['LOG_LEVEL'] || 'info') as Config['logLevel'];
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of debug, info, warn, error, got '${logLevel}'.`);
  }
  let trustedProxies: TrustedProxies;
  try {
    trustedProxies = parseTrustedProxies(env['TRUSTED_PROXIES']);
  } catch (err) {
    throw new ConfigError(`TRUSTED_PROXIES must list addresses or CIDR ranges separated by commas: ${(err as Error).message}.`);
  }
  return {
    host,
    port,
    publicUrl,
    dataDir: path.resolve(env['DATA_DIR'] || './data'),
    databaseUrl,
    replicaUrl,
    oidcIssuer: env['OIDC_ISSUER'] || undefined,
    oidcClientId: env['OIDC_CLIENT_ID'] || 'auberge',
    oidcClientSecret: env['OIDC_CLIENT_SECRET'] || '',
    clientsFile: env['CLIENTS_FILE'] || undefined,
    supportEmail: env['SUPPORT_EMAIL'] || 'support@auberge.example',
    seedDemo: (env['SEED_DEMO'] ?? 'true') !== 'false',
    logLevel,
    trustedProxies,
  };
}
