import { beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeApi, type TestApi } from '../helpers/test-api.ts';
import { createPmsApi } from '../../src/backend/pms-api.ts';
import { createCrmApi } from '../../src/backend/crm-api.ts';
import { listRouteAccess } from '../../src/backend/http/route-access.ts';
import { parseWith } from '../../src/backend/http/validate.ts';
import { AppError } from '../../src/backend/http/errors.ts';

/**
 * The malformed-input corpus (issue 8 §5): every registered route gets malformed ids, queries and
 * bodies through HTTP, and every field of every request schema gets malformed values through the
 * one validation entry (parseWith). No answer may be a 500, every 400 names its field, and no row
 * of any table changes.
 */

const BAD_IDS = ['99999999999', '2147483648', '1e3', '0x10', '-1', 'true', 'a%00b'];
const BAD_QUERIES = [
  'group=99999999999',
  'group=1e3',
  'page=0x10&size=true',
  'date=9999-12-31&from=9999-12-31&to=9999-12-31',
  'checkin=2026-02-30&nights=1e3',
  'q=a%00b&search=a%00b&name=a%00b',
];
const BAD_BODIES: { type: string; body: string }[] = [
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1' },
  { type: 'application/json', body: '{"broken":' },
  { type: 'application/json', body: 'true' },
  { type: 'application/json', body: '[1]' },
  { type: 'application/json', body: '{"id":"1e3","roomId":true,"groupId":[1],"message":"a\\u0000b","checkin":"9999-12-31","priceMinor":1.5}' },
];

interface Sent {
  label: string;
  status: number;
  body: unknown;
}

async function tableCounts(api: TestApi): Promise<Record<string, number>> {
  const tables = await api.database.query<{ t: string }>(
    `select table_name t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('app_sessions', 'oidc_payloads', 'sign_in_throttle', '__drizzle_migrations') order by 1`,
  );
  const out: Record<string, number> = {};
  for (const { t } of tables) out[t] = Number((await api.database.query<{ n: number }>(`select count(*)::int n from "${t}"`))[0]!.n);
  return out;
}

const schemaModules = import.meta.glob<Record<string, unknown>>('../../src/backend/modules/**/*.schemas.ts', { eager: true });

/** The top-level fields of an object schema (zod 4), or none. */
function fieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: Record<string, unknown>; in?: unknown; schema?: unknown } } })._zod?.def;
  if (!def) return [];
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return fieldsOf(def.in);
  return [];
}

const BAD_VALUES: unknown[] = [2 ** 31, 1e15, 1.5, '1e3', '0x10', true, [1], { a: 1 }, 'a\u0000b', '9999-12-31', '2026-02-30', '', -1];

describeApi('security: malformed input never breaks the API', (api) => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await tableCounts(api());
  });

  it('answers every malformed id, query and body of every route with a 4xx naming the field, never a 500, changing nothing', async () => {
    const deps = { database: api().database, verifier: api().tokens.verifier, now: () => new Date() };
    const routes = [
      ...listRouteAccess(createPmsApi(deps)).map((r) => ({ ...r, api: 'pms' as const })),
      ...listRouteAccess(createCrmApi(deps)).map((r) => ({ ...r, api: 'crm' as const })),
    ];
    const token = `Bearer ${await api().tokens.sign('admin')}`;
    const sent: Sent[] = [];
    const send = async (label: string, apiName: 'pms' | 'crm', method: string, path: string, body?: { type: string; body: string }) => {
      const caller = api().withAuthorization(token);
      let res;
      if (body) {
        res = await rawSend(api(), apiName, method, path, token, body);
      } else {
        res =
          method === 'GET'
            ? await caller.get(`/${apiName}${path}`)
            : method === 'DELETE'
              ? await caller.del(`/${apiName}${path}`)
              : await rawSend(api(), apiName, method, path, token, { type: 'application/json', body: '{}' });
      }
      sent.push({ label, status: res.status, body: res.body });
    };

    for (const r of routes) {
      const params = [...r.path.matchAll(/:(\w+)(\{[^}]*\})?/g)];
      const fill = (bad: string) => r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, _n, _re, offset: number) => (offset === params[0]!.index ? bad : '999999'));
      if (params.length) {
        for (const bad of BAD_IDS) await send(`${r.method} ${r.path} id=${bad}`, r.api, r.method, fill(bad));
      }
      const path = params.length ? fill('999999') : r.path;
      if (r.method === 'GET') {
        for (const q of BAD_QUERIES) await send(`${r.method} ${r.path}?${q}`, r.api, r.method, `${path}?${q}`);
      } else if (r.method === 'POST' || r.method === 'PUT') {
        for (const b of BAD_BODIES) await send(`${r.method} ${r.path} ${b.type} ${b.body.slice(0, 20)}`, r.api, r.method, path, b);
      }
    }

    const errors = sent.filter((s) => s.status >= 500);
    expect(errors.map((s) => `${s.label} → ${s.status} ${JSON.stringify(s.body).slice(0, 160)}`)).toEqual([]);
    const unnamed = sent.filter((s) => s.status === 400 && !(s.body as { field?: string }).field);
    expect(unnamed.map((s) => `${s.label} → ${JSON.stringify(s.body).slice(0, 160)}`)).toEqual([]);
    // Writes that answered 2xx are the spec's POST reads and body-less actions (checkingStats, toCheckIn,
    // the QR sheet): the table counts below prove none of them wrote anything.
    const fourXX = sent.filter((s) => s.status >= 400 && s.status < 500).length;
    console.info(
      `[malformed corpus] HTTP cases sent: ${sent.length}; 4xx: ${fourXX}; 2xx/3xx (reads that ignore a parameter): ${sent.length - fourXX - errors.length}; 500s: ${errors.length}`,
    );
    expect(sent.length).toBeGreaterThan(300);
    expect(await tableCounts(api())).toEqual(before);
  }, 300_000);

  it('refuses a malformed value in every field of every request schema with a 400 naming that field', () => {
    let cases = 0;
    const misses: string[] = [];
    for (const mod of Object.values(schemaModules)) {
      for (const [name, schema] of Object.entries(mod)) {
        if (!/^Z[A-Z]/.test(name)) continue;
        for (const field of fieldsOf(schema)) {
          for (const bad of BAD_VALUES) {
            cases += 1;
            try {
              parseWith(schema as z.ZodType, { [field]: bad }, 'body');
            } catch (err) {
              if (!(err instanceof AppError) || err.status !== 400) misses.push(`${name}.${field} = ${JSON.stringify(bad)}: ${String(err)}`);
              continue;
            }
            // Accepted: only values a field may legitimately take (a text field takes '1e3' or '').
          }
        }
      }
    }
    console.info(`[malformed corpus] schema cases: ${cases}`);
    expect(misses).toEqual([]);
    expect(cases).toBeGreaterThan(300);
  });

  it('names the field: ids written 1e3 or 0x10, true or [1], huge integers, NUL bytes and year 9999', async () => {
    const admin = api().as('admin');
    const cases: [string, () => Promise<{ status: number; body: { field?: string } }>, string][] = [
      ['1e3 in a path', () => admin.get('/crm/users/1e3'), 'userId'],
      ['0x10 in a path', () => admin.get('/crm/users/0x10'), 'userId'],
      ['huge id', () => admin.get('/crm/users/99999999999'), 'userId'],
      ['true as an id', () => admin.post('/pms/holds', { roomTypeId: true, checkin: '2030-01-01', nights: 1 }), 'roomTypeId'],
      ['[1] as an id', () => admin.post('/pms/holds', { roomTypeId: [1], checkin: '2030-01-01', nights: 1 }), 'roomTypeId'],
      ['NUL byte', () => admin.put('/crm/audit/event', { type: 37, message: 'a\u0000b' }), 'message'],
      ['year 9999', () => admin.post('/pms/holds', { roomTypeId: 1, checkin: '9999-12-31', nights: 1 }), 'checkin'],
      ['huge group', () => admin.get('/pms/dashboard/today?group=99999999999'), 'group'],
    ];
    for (const [label, call, field] of cases) {
      const r = await call();
      expect(r.status, label).toBe(400);
      expect(r.body.field, label).toBe(field);
    }
  });
});

/** A request with a chosen Content-Type and raw body (the test caller always sends JSON). */
async function rawSend(api: TestApi, apiName: 'pms' | 'crm', method: string, path: string, token: string, b: { type: string; body: string }) {
  const url = await baseUrl(api, apiName);
  const res = await fetch(url + path, { method, headers: { authorization: token, 'content-type': b.type }, body: b.body });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, body };
}

const bases = new WeakMap<TestApi, Record<string, string>>();
/** The test API's base URL for pms or crm, found from the address a call goes to. */
async function baseUrl(api: TestApi, apiName: 'pms' | 'crm'): Promise<string> {
  let known = bases.get(api);
  if (!known) bases.set(api, (known = {}));
  if (!known[apiName]) {
    const original = globalThis.fetch;
    let seen = '';
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      seen = new URL(String(input instanceof Request ? input.url : input)).origin;
      return original(input, init);
    }) as typeof fetch;
    try {
      await api.anonymous().get(`/${apiName}/roles`);
    } finally {
      globalThis.fetch = original;
    }
    known[apiName] = seen;
  }
  return known[apiName]!;
}
