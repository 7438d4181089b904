import fs from 'node:fs';
import path from 'node:path';
import type { Database, Queryer } from './client.ts';
import { projectRoot } from '../project-root.ts';

// From the project's folder: the server also runs bundled, from the build folder.
export const MIGRATIONS_DIR = path.join(projectRoot(), 'src/backend/db/migrations');
/** Any constant shared by every Auberge instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 727_001;

interface JournalEntry {
  idx: number;
  tag: string;
}

function readJournal(dir: string): JournalEntry[] {
  const file = path.join(dir, 'meta', '_journal.json');
  if (!fs.existsSync(file)) return [];
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
  return [...journal.entries].sort((a, b) => a.idx - b.idx);
}

/**
 * Applies drizzle-kit's SQL migrations in order, once each, under an advisory lock so that two
 * instances starting together never run the same migration twice.
 */
export async function migrate(database: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return database.withSession((q) => migrateOn(q, dir));
}

async function migrateOn(database: Queryer, dir: string): Promise<string[]> {
  const applied: string[] = [];
  await database.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await database.exec(`create table if not exists auberge_migrations (
      tag text primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await database.query<{ tag: string }>('select tag from auberge_migrations')).map((r) => r.tag));
    for (const entry of readJournal(dir)) {
      if (done.has(entry.tag)) continue;
      const text = fs.readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8');
      const statements = text.split('--> statement-breakpoint').map((s) => s.trim()).filter(Boolean);
      await database.exec(['begin', ...statements, `insert into auberge_migrations (tag) values ('${entry.tag.replace(/'/g, "''")}')`, 'commit'].join(';\n'));
      applied.push(entry.tag);
    }
  } catch (err) {
    await database.exec('rollback').catch(() => {});
    throw err;
  } finally {
    await database.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
  return applied;
}
