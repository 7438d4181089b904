/**
 * The Auberge server: one Node HTTP server hosting Astro (middleware mode), the embedded
 * identity provider and /healthz, over one database opened once for the whole process.
 */
import './production-env.ts';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig, ConfigError } from './config.ts';
import type { NodeHandler } from './app-server.ts';
import cluster from 'node:cluster';
import type { Database } from '../backend/db/client.ts';
import type { Runtime } from './runtime.ts';
import { reportReady, reportServing, runPrimary, serveConnectionsFromPrimary, workerCount } from './cluster.ts';
import { closeServer, listen, PortInUseError, serverUrl } from './listen.ts';
import { projectRoot } from '../backend/project-root.ts';
import { startIdleTrim } from './idle-trim.ts';
import { collectLastResort } from '../backend/collect-garbage.ts';
import { accountLines } from './start-banner.ts';

/** How long without a request before the server gives its free memory back (idle-trim.ts). */
const IDLE_TRIM_AFTER_MS = 3000;
/**
 * Above this resident size the trim runs under load too, once a minute at most (idle-trim.ts): the
 * embedded server holds the database's WebAssembly memory (~85 MB at the bench's 300 rooms) beside
 * its own, a worker on PostgreSQL only its own (~155 MB steady after the bench).
 */
const TRIM_UNDER_LOAD_ABOVE_MB = { embedded: 320, postgres: 180 };

const root = projectRoot();
const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

function fail(message: string): never {
  console.error(`\n[auberge] cannot start: ${message}\n`);
  process.exit(1);
}

// AUBERGE_DIST lets parallel builds (tests, benchmarks) use their own output folder.
const distDir = process.env['AUBERGE_DIST'] ? path.resolve(process.env['AUBERGE_DIST']) : path.join(root, 'dist');
const astroEntry = path.join(distDir, 'server', 'entry.mjs');

async function loadAstroHandler(entry: string): Promise<NodeHandler> {
  const mod = (await import(pathToFileURL(entry).href)) as { handler: NodeHandler };
  return mod.handler;
}

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  let workers = 1;
  try {
    workers = workerCount();
  } catch (err) {
    fail((err as Error).message);
  }
  if (workers > 1 && !config.databaseUrl) fail('WORKERS above 1 needs DATABASE_URL: the embedded PGlite database belongs to one process.');
  if (workers > 1 && config.port === 0) fail('WORKERS above 1 needs a fixed PORT.');
  if (workers > 1 && cluster.isPrimary) {
    try {
      await runPrimary(workers, { host: config.host, port: config.port });
    } catch (err) {
      if (err instanceof PortInUseError) fail(err.message);
      throw err;
    }
    stopWithParent(async () => void process.kill(process.pid, 'SIGTERM'));
    reportServing();
    console.log(`[auberge] starting ${workers} worker processes on port ${config.port}`);
    return;
  }

  // Only a serving process loads the back end, the identity provider and the database drivers: the
  // primary of WORKERS=n only starts and watches its workers (it held ~140 MB when it loaded them).
  const [
    { createRequestListener },
    { openDatabase, DatabaseError },
    { migrate },
    { scheduleMaintenance, vacuumAnalyze },
    { seedDemoIfEmpty, DEMO_ACCOUNTS },
    { seedReferenceData },
    { setRuntime },
    { setBuiltinApis },
    { createIdentity },
    { createStaticFiles },
    { createPmsApi },
    { createCrmApi },
    { createAuthClient },
  ] = await Promise.all([
    import('./app-server.ts'),
    import('../backend/db/client.ts'),
    import('../backend/db/migrate.ts'),
    import('../backend/db/maintenance.ts'),
    import('../backend/seed/seed-demo.ts'),
    import('../backend/seed/seed-reference.ts'),
    import('./runtime.ts'),
    import('../lib/server/builtin-apis.ts'),
    import('./identity.ts'),
    import('./static-files.ts'),
    import('../backend/pms-api.ts'),
    import('../backend/crm-api.ts'),
    import('../lib/server/auth-client.ts'),
  ]);

  // The first process answers 503 while it migrates (PGlite's first start takes ~10 s). The other
  // workers of WORKERS=n start after it is ready, on a database already migrated: should the primary
  // send them a connection before they are (no other worker is), they hold its requests the second
  // or two until they can serve them instead of refusing them.
  const parked: [http.IncomingMessage, http.ServerResponse][] = [];
  const holdWhileStarting = cluster.isWorker && cluster.worker?.id !== 1;
  const server = http.createServer((req, res) => {
    if (holdWhileStarting) return void parked.push([req, res]);
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    res.end('Auberge is starting, try again in a few seconds.');
  });
  server.keepAliveTimeout = 65_000;
  // A client that sends its headers or its body a byte at a time cannot hold a connection for
  // ever: 30 s for the headers, 5 minutes for the whole request (a 64 MB import at 2 Mbit/s).
  server.headersTimeout = 30_000;
  server.requestTimeout = 300_000;
  let listeningUrl: string;
  // A worker of WORKERS=n is given its connections by the primary, which listens (cluster.ts).
  const handed = cluster.isWorker ? serveConnectionsFromPrimary(server) : undefined;
  try {
    listeningUrl = handed ? serverUrl(config.host, config.port) : await listen(server, config.host, config.port);
  } catch (err) {
    if (err instanceof PortInUseError) fail(err.message);
    throw err;
  }
  // PORT=0 (tests, benchmarks): the public URL is only known once the system chose the port.
  if (config.port === 0 && !process.env['PUBLIC_URL']) config = { ...config, publicUrl: listeningUrl.replace('//127.0.0.1:', '//localhost:') };

  let database: Database;
  const started = performance.now();
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      replicaUrl: config.replicaUrl,
      dataDir: config.dataDir,
      // Every statement would fail from now on: stop, so that a process manager starts it again.
      onEmbeddedStopped: (err) => {
        console.error(`[auberge] ${err.message}; stopping.`);
        process.exit(1);
      },
    });
  } catch (err) {
    server.close();
    if (err instanceof DatabaseError) fail(err.message);
    throw err;
  }

  if (!fs.existsSync(astroEntry)) {
    await database.close();
    fail(`the app is not built (${astroEntry} is missing). Run 'npm run build' or simply 'npm start'.`);
  }

  let closing = false;
  let stopMaintenance: (() => void) | undefined;
  let stopIdleTrim: (() => void) | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[auberge] ${signal}: finishing in-flight requests, then closing the database…`);
    await closeServer(server, 10_000, handed);
    stopMaintenance?.();
    stopIdleTrim?.();
    await database.close();
    console.log('[auberge] stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  stopWithParent(shutdown);

  const applied = await migrate(database);
  if (applied.length) console.log(`[auberge] applied migrations: ${applied.join(', ')}`);
  await seedReferenceData(database);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database) : false;
  const vacuumMs = await vacuumAnalyze(database);
  if (vacuumMs > 1000) console.log(`[auberge] embedded database vacuumed and analyzed in ${vacuumMs} ms`);
  stopMaintenance = scheduleMaintenance(database, { onError: (err) => console.error('[auberge] database maintenance failed:', err.message) });

  // Channels (issue 39), in one process only (the first worker with WORKERS=n: two would pull the
  // same portal reservation at once): imported calendars read again every ICAL_SYNC_MINUTES,
  // AlpineBits portals' reservations pulled, then availability pushed when it moved, every ALPINEBITS_SECONDS.
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    (await import('../backend/modules/ical/index.ts')).startIcalSchedule(database.db, () => new Date());
    (await import('../backend/modules/alpinebits/index.ts')).startAlpineBitsSchedule(database.db, () => new Date());
  }

  const identity = await createIdentity(config, database);
  const deps = { database, verifier: identity.verifier, now: () => new Date(), filesDir: path.join(config.dataDir, 'files'), publicUrl: config.publicUrl };
  // The embedded provider's back-channel calls go to our own socket, not out through PUBLIC_URL.
  const auth = createAuthClient(
    identity.relyingParty,
    config.oidcIssuer ? {} : { internalOrigin: listeningUrl.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//[::1]:') },
  );
  const runtime: Runtime = {
    config,
    database,
    version,
    startedAt: new Date(),
    verifier: identity.verifier,
    apis: { pms: createPmsApi(deps), crm: createCrmApi(deps) },
    auth,
  };
  setRuntime(runtime);
  setBuiltinApis(runtime.apis);
  const astro = await loadAstroHandler(astroEntry);
  const mounts = identity.mounts;
  // Memory back to the system once quiet; health checks do not count as activity.
  const idle = startIdleTrim({
    quietMs: IDLE_TRIM_AFTER_MS,
    pressureBytes: (config.databaseUrl ? TRIM_UNDER_LOAD_ABOVE_MB.postgres : TRIM_UNDER_LOAD_ABOVE_MB.embedded) * 2 ** 20,
    trim: async () => {
      collectLastResort();
      await database.trimThread?.();
    },
  });
  stopIdleTrim = idle.stop;
  const serve = createRequestListener(runtime, astro, mounts, createStaticFiles(path.join(distDir, 'client')), idle.track);
  server.removeAllListeners('request');
  server.on('request', serve);
  for (const [req, res] of parked.splice(0)) serve(req, res);

  reportReady();
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const where = config.databaseUrl
    ? `PostgreSQL server (DATABASE_URL${config.replicaUrl ? ', reports from REPLICA_DATABASE_URL' : ''})`
    : `embedded PGlite in ${config.dataDir}`;
  // Who can sign in, as the database says now (the demo is not seeded once a hotel exists: an import, SEED_DEMO=false).
  const [accounts] = await database.query<{ total: number; usernames: string[] }>(
    `select count(*)::int as total, coalesce(array_agg(username) filter (where active), '{}') as usernames from users`,
  );
  const lines = accountLines({
    usernames: accounts?.usernames ?? [],
    total: accounts?.total ?? 0,
    demo: DEMO_ACCOUNTS,
    publicUrl: config.publicUrl,
    externalIdentity: !!config.oidcIssuer,
  });
  console.log(`
  Auberge ${version} is ready at ${config.publicUrl}  (started in ${Math.round(performance.now() - started)} ms)
  database: ${where}${seeded ? ' (demo hotels seeded now)' : ''}
  identity: ${config.oidcIssuer ?? `embedded provider at ${config.publicUrl}/oidc`}
${lines.map((l) => `${l}\n`).join('')}`);
}

/** Servers started by tests and benchmarks stop by themselves when their parent dies or their time is up. */
function stopWithParent(shutdown: (why: string) => Promise<void>): void {
  const parent = Number(process.env['AUBERGE_EXIT_WITH_PARENT'] || 0);
  const lifetime = Number(process.env['AUBERGE_MAX_LIFETIME_S'] || 0);
  if (parent > 0) {
    setInterval(() => {
      try {
        process.kill(parent, 0);
      } catch {
        void shutdown(`parent process ${parent} is gone`);
      }
    }, 2000).unref();
  }
  // Started under a wrapper (npm, a shell, our start script) that went away without passing the signal on.
  const startedUnder = process.ppid;
  if (startedUnder > 1) {
    setInterval(() => {
      if (process.ppid !== startedUnder) void shutdown(`parent process ${startedUnder} is gone`);
    }, 2000).unref();
  }
  if (lifetime > 0) setTimeout(() => void shutdown(`maximum lifetime of ${lifetime} s reached`), lifetime * 1000).unref();
}

main().catch((err: unknown) => {
  console.error('[auberge] unexpected start-up failure:', err);
  process.exit(1);
});
