import { randomBytes } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type Database } from '../../src/backend/db/client.ts';
import type { ApiDeps } from '../../src/backend/http/api-env.ts';
import type { HandOver } from '../../src/lib/server/builtin-apis.ts';
import { findSessionUser } from '../../src/backend/core/session-user.ts';
import { createPmsApi } from '../../src/backend/pms-api.ts';
import { createCrmApi } from '../../src/backend/crm-api.ts';
import { createTestTokens, type TestTokens } from './tokens.ts';
import { adminUrl, databaseUrlFor } from './pg-urls.ts';
import { openPgliteCopy } from './pglite-template.ts';

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite'];

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** The body as sent (binary exports). */
  bytes: Uint8Array;
}

export interface Caller {
  get<T = any>(path: string, query?: Record<string, string | number | boolean | undefined>): Promise<Reply<T>>;
  post<T = any>(path: string, body?: unknown): Promise<Reply<T>>;
  put<T = any>(path: string, body?: unknown): Promise<Reply<T>>;
  del<T = any>(path: string): Promise<Reply<T>>;
  /** Sends a body as it is (an upload), with the headers given. */
  raw<T = any>(method: string, path: string, body: BodyInit, headers: Record<string, string>): Promise<Reply<T>>;
}

export interface TestApi {
  engine: Engine;
  database: Database;
  tokens: TestTokens;
  /** Calls '/pms/…' or '/crm/…' over HTTP as the user with that identity code. */
  as(userCode: string): Caller;
  /** Calls without any token. */
  anonymous(): Caller;
  /**
   * A GET made the way a page's first render makes it, in process (src/lib/server/backend.ts): the
   * user from the session, and the answer handed over as an object when the route uses answerJson.
   */
  inProcess(userCode: string, path: string, query?: Record<string, string | number>): Promise<{ status: number; handedOver: boolean; value: unknown }>;
  /** Calls with a raw Authorization header value. */
  withAuthorization(header: string): Caller;
  /** Where the two APIs listen, for a test that speaks HTTP itself (a body streamed over a socket). */
  urls: { pms: string; crm: string };
  close(): Promise<void>;
}

async function openEngine(engine: Engine): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') return openPgliteCopy();
  const base = process.env['TEST_DATABASE_URL']!;
  const template = process.env['AUBERGE_TEST_PG_TEMPLATE']!;
  const name = `auberge_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl(base), poolSize: 1 });
  await admin.exec(`create database ${name} template ${template}`);
  await admin.close();
  const database = await openDatabase({ url: databaseUrlFor(base, name), poolSize: 20 });
  return {
    database,
    drop: async () => {
      const a = await openDatabase({ url: adminUrl(base), poolSize: 1 });
      await a.exec(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });
}

export async function startTestApi(engine: Engine, opts: { now?: () => Date } = {}): Promise<TestApi> {
  const { database, drop } = await openEngine(engine);
  const tokens = await createTestTokens();
  const deps: ApiDeps = { database, verifier: tokens.verifier, now: opts.now ?? (() => new Date()) };
  const apps = { pms: createPmsApi(deps), crm: createCrmApi(deps) };
  const pms = await listen(apps.pms.fetch);
  const crm = await listen(apps.crm.fetch);

  const caller = (auth: () => Promise<string | undefined>): Caller => {
    const send = async (
      method: string,
      path: string,
      body?: unknown,
      query?: Record<string, string | number | boolean | undefined>,
      raw?: { body: BodyInit; headers: Record<string, string> },
    ): Promise<Reply> => {
      const m = /^\/(pms|crm)(\/.*)$/.exec(path);
      if (!m) throw new Error(`test path must start with /pms/ or /crm/: ${path}`);
      const url = new URL((m[1] === 'pms' ? pms.url : crm.url) + m[2]);
      for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
      const headers: Record<string, string> = {};
      const authorization = await auth();
      if (authorization) headers['authorization'] = authorization;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const init: RequestInit = raw
        ? { method, headers: { ...headers, ...raw.headers }, body: raw.body }
        : { method, headers, ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}) };
      const res = await fetch(url, init);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* keep text (CSV exports) */
      }
      return { status: res.status, body: parsed, headers: res.headers, bytes };
    };
    return {
      get: (path, query) => send('GET', path, undefined, query),
      post: (path, body) => send('POST', path, body ?? {}),
      put: (path, body) => send('PUT', path, body ?? {}),
      del: (path) => send('DELETE', path),
      raw: (method, path, body, headers) => send(method, path, undefined, undefined, { body, headers }),
    };
  };

  return {
    engine,
    database,
    tokens,
    as: (code) => caller(async () => `Bearer ${await tokens.sign(code)}`),
    anonymous: () => caller(async () => undefined),
    inProcess: async (code, path, query) => {
      const m = /^\/(pms|crm)(\/.*)$/.exec(path);
      if (!m) throw new Error(`test path must start with /pms/ or /crm/: ${path}`);
      const url = new URL(`http://builtin${m[2]}`);
      for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
      const sessionUser = await findSessionUser(database.db, { code });
      const handOver: HandOver = {};
      const res = await apps[m[1] as 'pms' | 'crm'].fetch(new Request(url), { sessionUser, handOver });
      return { status: res.status, handedOver: handOver.given === true, value: handOver.given ? handOver.value : await res.json() };
    },
    withAuthorization: (header) => caller(async () => header),
    urls: { pms: pms.url, crm: crm.url },
    close: async () => {
      await new Promise<void>((r) => pms.server.close(() => r()));
      await new Promise<void>((r) => crm.server.close(() => r()));
      await database.close();
      await drop();
    },
  };
}

/**
 * Runs the suite once per engine: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * `engines` narrows it (what only a server with several connections can show: PostgreSQL).
 */
export function describeApi(name: string, suite: (api: () => TestApi) => void, opts: { now?: () => Date; engines?: readonly Engine[] } = {}): void {
  for (const engine of ENGINES.filter((e) => !opts.engines || opts.engines.includes(e))) {
    describe(`[${engine}] ${name}`, () => {
      let api: TestApi | undefined;
      beforeAll(async () => {
        api = await startTestApi(engine, opts);
      }, 180_000);
      afterAll(async () => {
        await api?.close();
      });
      suite(() => {
        if (!api) throw new Error('test API not started');
        return api;
      });
    });
  }
}
