import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryer } from '../src/backend/db/client.ts';
import { MIGRATIONS_DIR, appliedMigrations, applyMigration, migrate, readJournal } from '../src/backend/db/migrate.ts';
import {
  FUNCTIONS_DIR,
  FUNCTIONS_IN_MIGRATIONS,
  LAST_MIGRATION_WITH_FUNCTIONS,
  functionCatalogue,
  readFunctionFiles,
  type FunctionFile,
} from '../src/backend/db/function-files.ts';
import { DATABASE_ENGINES, emptyDatabase } from './helpers/empty-database.ts';
import { inTransaction } from './helpers/schema-catalogue.ts';

/** Functions and triggers by key (`function auberge_x(integer)`, `trigger t on x`), as the catalogue prints them. */
type Definitions = Map<string, string>;

const definitionsOf = async (q: Queryer, name?: string): Promise<Definitions> =>
  new Map((await functionCatalogue(q)).filter((e) => name === undefined || e.name === name).map((e) => [e.key, e.definition]));

/** What a migration created or changed among functions and triggers (dropping one is allowed). */
function writtenBetween(before: Definitions, after: Definitions): string[] {
  return [...after].filter(([key, definition]) => before.get(key) !== definition).map(([key]) => `${before.has(key) ? 'changes' : 'creates'} ${key}`);
}

/**
 * How a function and its triggers in the database differ from what its file makes: the function is
 * dropped with its triggers, the file run (every body checked), and the two compared; all undone.
 * Runs inside a transaction.
 */
async function differencesFromFile(q: Queryer, file: FunctionFile): Promise<string[]> {
  const before = await definitionsOf(q, file.name);
  await q.exec('savepoint file_check; set local check_function_bodies = on');
  try {
    const overloads = await q.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.proname = $1`,
      [file.name],
    );
    for (const o of overloads) await q.exec(`drop function ${o.signature} cascade`);
    await q.exec(file.text);
    const after = await definitionsOf(q, file.name);
    const where = `functions/${file.name}.sql`;
    return [...new Set([...before.keys(), ...after.keys()])].sort().flatMap((key) => {
      if (!after.has(key)) return [`${key} is in the database, not in ${where}`];
      if (!before.has(key)) return [`${key} is in ${where}, not in the database`];
      return before.get(key) === after.get(key) ? [] : [`${key} in the database is not what ${where} makes`];
    });
  } finally {
    await q.exec('rollback to savepoint file_check');
  }
}

const files = readFunctionFiles();

for (const engine of DATABASE_ENGINES) {
  describe(`[${engine}] database functions: one file each in src/backend/db/functions`, () => {
    let database: Database;
    let drop = async () => {};
    /** Functions and triggers each migration after LAST_MIGRATION_WITH_FUNCTIONS wrote itself. */
    const writtenByLateMigrations: string[] = [];
    let firstRun: string[] = [];

    beforeAll(async () => {
      ({ database, drop } = await emptyDatabase(engine, 'functions'));
      const journal = readJournal().map((e) => e.tag);
      const last = journal.indexOf(LAST_MIGRATION_WITH_FUNCTIONS);
      if (last < 0) throw new Error(`LAST_MIGRATION_WITH_FUNCTIONS ${LAST_MIGRATION_WITH_FUNCTIONS} is not in the migrations' journal`);
      // The migrations one at a time, as a database upgraded release after release ran them.
      await database.withSession(async (q) => {
        await appliedMigrations(q);
        let before = await definitionsOf(q);
        for (const [i, tag] of journal.entries()) {
          await applyMigration(q, MIGRATIONS_DIR, tag);
          const after = await definitionsOf(q);
          if (i > last) writtenByLateMigrations.push(...writtenBetween(before, after).map((w) => `${tag} ${w}`));
          before = after;
        }
      });
      firstRun = await migrate(database);
    }, 300_000);
    afterAll(async () => drop());

    it('are installed after the migrations, each once, then only when changed', async () => {
      expect(firstRun).toEqual(files.map((f) => `functions/${f.name}.sql`));
      expect(await migrate(database)).toEqual([]);
    });

    it('are never written by a migration after the last one that wrote them itself', () => {
      // A function's change edits its file; a migration may only drop one (new arguments or result).
      expect(writtenByLateMigrations).toEqual([]);
    });

    it('are all in a file named after them', async () => {
      const inDatabase = [...new Set((await functionCatalogue(database)).filter((e) => e.key.startsWith('function ')).map((e) => e.name))];
      const withoutFile = inDatabase.filter((name) => !files.some((f) => f.name === name) && !FUNCTIONS_IN_MIGRATIONS.includes(name));
      const withoutFunction = files.map((f) => f.name).filter((name) => !inDatabase.includes(name));
      expect({ withoutFile, withoutFunction }).toEqual({ withoutFile: [], withoutFunction: [] });
      // The ones still left to their migrations have no file yet: once they get one, the list drops them.
      expect(FUNCTIONS_IN_MIGRATIONS.filter((name) => files.some((f) => f.name === name) || !inDatabase.includes(name))).toEqual([]);
    });

    it('and their triggers are in the database as their files make them', async () => {
      const differences = await inTransaction(database, async (q) => {
        const found: string[] = [];
        for (const file of files) found.push(...(await differencesFromFile(q, file)));
        return found;
      });
      expect(differences).toEqual([]);
    });

    it('a function changed or a trigger added behind its file is caught by both checks', async () => {
      const file = files.find((f) => f.name === 'auberge_refuse_change')!;
      await inTransaction(database, async (q) => {
        const before = await definitionsOf(q);
        await q.exec(`create or replace function auberge_refuse_change() returns trigger language plpgsql as $$ begin return null; end $$;
          create trigger order_events_append_only before update or delete on order_events for each row execute function auberge_refuse_change()`);
        expect(writtenBetween(before, await definitionsOf(q))).toEqual([
          'changes function auberge_refuse_change()',
          'creates trigger order_events_append_only on order_events',
        ]);
        expect(await differencesFromFile(q, file)).toEqual([
          'function auberge_refuse_change() in the database is not what functions/auberge_refuse_change.sql makes',
          'trigger order_events_append_only on order_events is in the database, not in functions/auberge_refuse_change.sql',
        ]);
      });
    });

    // Last: it changes this database's functions and puts them back.
    it('a changed file is installed again, and so is one whose trigger a migration dropped', async () => {
      const edited = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-functions-'));
      try {
        fs.cpSync(FUNCTIONS_DIR, edited, { recursive: true });
        const file = path.join(edited, 'auberge_refuse_change.sql');
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('BEGIN\n', 'BEGIN\n  -- edited\n'));
        const body = async () => (await database.query<{ prosrc: string }>(`select prosrc from pg_proc where proname = 'auberge_refuse_change'`))[0]!.prosrc;

        expect(await migrate(database, MIGRATIONS_DIR, edited)).toEqual(['functions/auberge_refuse_change.sql']);
        expect(await body()).toContain('-- edited');
        expect(await migrate(database, MIGRATIONS_DIR, edited)).toEqual([]);

        // A table made again by a migration loses its triggers: the next start puts them back.
        await database.exec('drop trigger audit_events_append_only on audit_events');
        expect(await migrate(database, MIGRATIONS_DIR, edited)).toEqual(['functions/auberge_refuse_change.sql']);
        expect(await database.query(`select 1 from pg_trigger where tgname = 'audit_events_append_only'`)).toHaveLength(1);

        expect(await migrate(database)).toEqual(['functions/auberge_refuse_change.sql']);
        expect(await body()).not.toContain('-- edited');
      } finally {
        fs.rmSync(edited, { recursive: true, force: true });
      }
    });
  });
}
