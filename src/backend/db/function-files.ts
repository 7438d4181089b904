import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryer } from './client.ts';
import { projectRoot } from '../project-root.ts';

/**
 * Each database function's current body and its triggers, one file per function named after it
 * (`functions/<name>.sql`): a change to a function edits its file, never a migration.
 */
export const FUNCTIONS_DIR = path.join(projectRoot(), 'src/backend/db/functions');

/**
 * The last migration that writes function bodies or triggers itself. The migrations after it leave
 * them to functions/ (they may drop one, to change its arguments or its return type);
 * tests/database-functions.test.ts holds them to it.
 */
export const LAST_MIGRATION_WITH_FUNCTIONS = '0034_purchase_price_precision';

/** Functions that still live in their migrations only, without a file (none: every function has its file). */
export const FUNCTIONS_IN_MIGRATIONS: readonly string[] = [];

export interface FunctionFile {
  /** The function's name, the file's name without `.sql`. */
  name: string;
  text: string;
  sha256: string;
}

export function readFunctionFiles(dir: string = FUNCTIONS_DIR): FunctionFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      return { name: f.slice(0, -'.sql'.length), text, sha256: createHash('sha256').update(text).digest('hex') };
    });
}

/** One function (an overload each) or one of its triggers, as the catalogue prints it. */
export interface CatalogueEntry {
  /** The function's name: a trigger counts under the function it runs. */
  name: string;
  /** `function auberge_x(integer,text)` or `trigger x_guard on payments`. */
  key: string;
  definition: string;
}

/** The project's functions (not the extensions') and their triggers, in the public schema. */
export async function functionCatalogue(q: Queryer): Promise<CatalogueEntry[]> {
  return q.query<CatalogueEntry>(`
    select p.proname as name, 'function ' || p.oid::regprocedure::text as key, pg_get_functiondef(p.oid) as definition
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select p.proname, 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text,
      pg_get_triggerdef(t.oid) || case t.tgenabled when 'O' then '' else ' (enabled: ' || t.tgenabled::text || ')' end
    from pg_trigger t join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.pronamespace = 'public'::regnamespace
    order by 1, 2`);
}

/** Per function name, a hash of its definitions and triggers: what its file left in the catalogue. */
function catalogueHashes(entries: CatalogueEntry[]): Map<string, string> {
  const byName = new Map<string, string[]>();
  for (const e of entries) byName.set(e.name, [...(byName.get(e.name) ?? []), `${e.key}\n${e.definition}`]);
  return new Map([...byName].map(([name, defs]) => [name, createHash('sha256').update(defs.join('\n')).digest('hex')]));
}

const BOOKKEEPING = `create table if not exists auberge_function_files (
  name text primary key,
  file_sha256 text not null,
  catalogue_sha256 text not null,
  applied_at timestamptz not null default now()
)`;

/**
 * The repeatable step, after the versioned migrations: installs each function file that is new, that
 * changed, or whose function a migration has changed or dropped since (a table dropped and made again
 * takes its triggers with it), so a database upgraded step by step holds what a new one holds. All in
 * one transaction; function bodies are checked when called, as pg_dump's restore does, so files need
 * no order (the tests check every body). Answers the files it applied.
 */
export async function installFunctions(q: Queryer, dir: string = FUNCTIONS_DIR): Promise<string[]> {
  const files = readFunctionFiles(dir);
  await q.exec(BOOKKEEPING);
  const rows = await q.query<{ name: string; file_sha256: string; catalogue_sha256: string }>(
    'select name, file_sha256, catalogue_sha256 from auberge_function_files',
  );
  const kept = new Map(rows.map((r) => [r.name, r]));
  const now = catalogueHashes(await functionCatalogue(q));
  const due = files.filter((f) => {
    const k = kept.get(f.name);
    return !k || k.file_sha256 !== f.sha256 || k.catalogue_sha256 !== now.get(f.name);
  });
  const gone = [...kept.keys()].filter((name) => !files.some((f) => f.name === name));
  if (due.length === 0 && gone.length === 0) return [];
  await q.exec('begin; set local check_function_bodies = off');
  try {
    for (const f of due) {
      try {
        await q.exec(f.text);
      } catch (err) {
        throw new Error(`functions/${f.name}.sql: ${(err as Error).message}`, { cause: err });
      }
    }
    const after = catalogueHashes(await functionCatalogue(q));
    for (const f of due) {
      const installed = after.get(f.name);
      if (!installed) throw new Error(`functions/${f.name}.sql defines no function named ${f.name}: a function's file is named after it.`);
      await q.query(
        `insert into auberge_function_files (name, file_sha256, catalogue_sha256) values ($1, $2, $3)
        on conflict (name) do update set file_sha256 = excluded.file_sha256, catalogue_sha256 = excluded.catalogue_sha256, applied_at = now()`,
        [f.name, f.sha256, installed],
      );
    }
    if (gone.length) await q.query('delete from auberge_function_files where name = any($1)', [gone]);
    await q.exec('commit');
  } catch (err) {
    await q.exec('rollback').catch(() => {});
    throw err;
  }
  return due.map((f) => `functions/${f.name}.sql`);
}
