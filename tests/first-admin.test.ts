import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/backend/db/client.ts';
import { migrate } from '../src/backend/db/migrate.ts';
import { seedReferenceData } from '../src/backend/seed/seed-reference.ts';
import { importHistory } from '../src/backend/modules/history-import/import-history.ts';
import { countUsers, createAdministrator } from '../src/backend/modules/users/index.ts';
import { findSessionUser } from '../src/backend/core/session-user.ts';
import { AppError } from '../src/backend/http/errors.ts';
import { DATABASE_ENGINES } from './helpers/empty-database.ts';
import { adminUrl, databaseUrlFor } from './helpers/pg-urls.ts';
import { CookieJar, pkcePair, startIdentityHarness, type IdentityHarness } from './identity-harness.ts';

/**
 * Issue 37 item 2: hotels imported into a new database leave no account (the demo is not seeded once
 * a hotel exists). `npm run admin -- create <name>` makes the first administrator, who then signs in
 * through the embedded identity provider and sees the imported hotels.
 */
const FILE = path.join(import.meta.dirname, 'fixtures', 'history-small.csv');
const SCRIPT = path.join(import.meta.dirname, '..', 'scripts', 'admin.ts');
const PASSWORD = 'a long secret 37';

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function newTarget(engine: string): Promise<Target> {
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-first-admin-'));
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const base = process.env['TEST_DATABASE_URL']!;
  const name = `auberge_first_admin_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl(base), poolSize: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const url = databaseUrlFor(base, name);
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ url, poolSize: 2 }),
    drop: async () => {
      const a = await openDatabase({ url: adminUrl(base), poolSize: 1 });
      await a.exec(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}

function runAdmin(target: Target, args: string[], input: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env, PUBLIC_URL: 'http://localhost:4321' };
  if (!target.env['DATABASE_URL']) delete env['DATABASE_URL'];
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { input, env, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The provider's whole code flow for one user: authorization with PKCE, the sign-in form, the code, the tokens. */
async function signIn(h: IdentityHarness, username: string, password: string): Promise<{ status: number; sub?: string | undefined }> {
  const jar = new CookieJar();
  const pkce = pkcePair();
  const rp = h.identity.relyingParty;
  const auth = new URL(`${h.issuer}/auth`);
  auth.search = new URLSearchParams({
    client_id: rp.clientId,
    response_type: 'code',
    redirect_uri: rp.redirectUri,
    scope: 'openid profile',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: 's',
    nonce: 'n',
  }).toString();
  const start = await jar.fetch(auth.href);
  const interaction = new URL(start.headers.get('location')!, h.url).href;
  let res = await jar.fetch(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (res.status !== 303) return { status: res.status };
  for (let i = 0; i < 5 && res.status >= 300 && res.status < 400; i++) {
    const next = new URL(res.headers.get('location')!, h.url);
    if (next.pathname === '/auth/callback') {
      const token = await fetch(`${h.issuer}/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${rp.clientId}:${rp.clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: next.searchParams.get('code') ?? '',
          code_verifier: pkce.verifier,
          redirect_uri: rp.redirectUri,
        }).toString(),
      });
      const body = (await token.json()) as Record<string, string>;
      if (token.status !== 200) return { status: token.status };
      return { status: 200, sub: (await h.identity.verifier.verify(body['access_token']!)).sub };
    }
    res = await jar.fetch(next.href);
  }
  return { status: res.status };
}

for (const engine of DATABASE_ENGINES) {
  describe(`[${engine}] the first administrator of a database with imported hotels and no account`, () => {
    let target: Target;
    beforeAll(async () => {
      target = await newTarget(engine);
      const db = await target.open();
      await migrate(db);
      await seedReferenceData(db);
      const imported = await importHistory(db, FILE);
      expect(imported.hotels.length).toBe(2);
      // What the issue found: hotels, and no one to sign in.
      expect(await countUsers(db.db)).toBe(0);
      await db.close();
    }, 240_000);
    afterAll(async () => target?.drop());

    it('is created by `npm run admin -- create`, signs in through the embedded provider and sees every imported hotel', async () => {
      const run = runAdmin(target, ['create', 'chef', '--name', 'Chef de réception', '--language', 'fr'], `${PASSWORD}\n`);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("Administrator 'chef' created");
      expect(run.stdout).not.toContain(PASSWORD);

      const h = await startIdentityHarness({}, await target.open());
      try {
        expect((await signIn(h, 'chef', 'wrong password')).status).toBe(401);
        expect(await signIn(h, 'chef', PASSWORD)).toEqual({ status: 200, sub: 'chef' });
        const user = await findSessionUser(h.database.db, { code: 'chef' });
        expect(user?.roles).toEqual(expect.arrayContaining(['admin', 'front_desk', 'cashier', 'night_auditor']));
        expect(user?.roles).not.toContain('partner');
        expect(user?.permissions).toContain('all_hotels');
        // Two hotels: the administrator chooses one at sign-in, among all of them.
        expect(user?.groupId).toBe(0);
        expect(user?.preferredGroups.map((g) => g.groupId)).toEqual([11, 12]);
        const [audit] = await h.database.query<{ message: string }>(`select message from audit_events where type_id = 34 and item_number = 'chef'`);
        expect(audit?.message).toBe('User chef (Chef de réception) created');
      } finally {
        await h.close();
      }
    }, 120_000);

    it('refuses a name already used, saying so, and creates nothing', () => {
      const run = runAdmin(target, ['create', 'chef'], `${PASSWORD}\n`);
      expect(run.status).toBe(4);
      expect(run.stderr).toContain("the name 'chef' is already used");
      expect(run.stdout).toBe('');
    }, 120_000);

    it('prints a generated password once when none is typed, and that password signs in', async () => {
      const run = runAdmin(target, ['create', 'night.manager'], '');
      expect(run.status).toBe(0);
      const password = /^ {4}(\S{20})$/m.exec(run.stdout)?.[1];
      expect(password).toBeDefined();
      const h = await startIdentityHarness({}, await target.open());
      try {
        expect(await signIn(h, 'night.manager', password!)).toEqual({ status: 200, sub: 'night.manager' });
      } finally {
        await h.close();
      }
    }, 120_000);

    it('refuses a short password before opening the database', () => {
      const run = runAdmin(target, ['create', 'shorty'], 'short\n');
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('password: at least 10 characters');
    }, 120_000);

    it("the first-run screen's creation is refused once any account exists", async () => {
      const db = await target.open();
      try {
        const err = await createAdministrator(db.db, {
          input: { username: 'late', name: 'Late', password: PASSWORD, email: '', language: 'en' },
          onlyIfNoUser: true,
        }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(AppError);
        expect(err).toMatchObject({ code: 'conflict', text: { key: 'errors.user.firstAdminDone' } });
        expect(await countUsers(db.db)).toBe(2);
      } finally {
        await db.close();
      }
    }, 120_000);
  });
}
