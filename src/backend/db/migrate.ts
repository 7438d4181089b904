import fs from 'node:fs';
import path from 'node:path';
import type { Database, Queryer } from './client.ts';
import { FUNCTIONS_DIR, installFunctions } from './function-files.ts';
import { projectRoot } from '../project-root.ts';

// From the project's folder: the server also runs bundled, from the build folder.
export const MIGRATIONS_DIR = path.join(projectRoot(), 'src/backend/db/migrations');
/** Any constant shared by every Auberge instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 727_001;

export interface JournalEntry {
  idx: number;
  tag: string;
}

/** The versioned migrations in order, as drizzle-kit's journal lists them. */
export function readJournal(dir: string = MIGRATIONS_DIR): JournalEntry[] {
  const file = path.join(dir, 'meta', '_journal.json');
  if (!fs.existsSync(file)) return [];
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
  return [...journal.entries].sort((a, b) => a.idx - b.idx);
}

/**
 * Brings a database up to date, under an advisory lock so that two instances starting together never
 * run the same step twice: the versioned migrations (drizzle-kit's journal), each once and in order,
 * then the function files (function-files.ts), each whenever it is new or changed. Answers what it
 * applied: migration tags, then `functions/<name>.sql`.
 */
export async function migrate(database: Database, dir: string = MIGRATIONS_DIR, functionsDir: string = FUNCTIONS_DIR): Promise<string[]> {
  return database.withSession((q) => migrateOn(q, dir, functionsDir));
}

async function migrateOn(q: Queryer, dir: string, functionsDir: string): Promise<string[]> {
  const applied: string[] = [];
  await q.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    const done = await appliedMigrations(q);
    for (const entry of readJournal(dir)) {
      if (done.has(entry.tag)) continue;
      await applyMigration(q, dir, entry.tag);
      applied.push(entry.tag);
    }
    applied.push(...(await installFunctions(q, functionsDir)));
  } finally {
    await q.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
  return applied;
}

/** The tags of the migrations a database has run (its bookkeeping table made if it has none). */
export async function appliedMigrations(q: Queryer): Promise<Set<string>> {
  await q.exec(`create table if not exists auberge_migrations (
    tag text primary key,
    applied_at timestamptz not null default now()
  )`);
  return new Set((await q.query<{ tag: string }>('select tag from auberge_migrations')).map((r) => r.tag));
}

/** Runs one migration and records it, in one transaction. */
export async function applyMigration(q: Queryer, dir: string, tag: string): Promise<void> {
  const text = fs.readFileSync(path.join(dir, `${tag}.sql`), 'utf8');
  const statements = text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    await q.exec(['begin', ...statements, `insert into auberge_migrations (tag) values ('${tag.replace(/'/g, "''")}')`, 'commit'].join(';\n'));
  } catch (err) {
    await q.exec('rollback').catch(() => {});
    throw err;
  }
}
