import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/backend/db/client.ts';

/**
 * The PGlite test template: a data folder that global-setup.ts migrates and seeds once per run, and
 * that each test file copies to open a database of its own.
 *
 * A folder, not a tarball: PGlite unpacks a tarball (loadDataDir) into its in-memory file system a
 * piece at a time, growing each file by copying it (its 16 MB WAL segment the worst), which took
 * 2–4 s of a core per opening, where copying the folder and opening it takes 0.1 s and 0.7–1.2 s.
 * The API tier opens one per file and engine, about a hundred a run.
 */
export const PGLITE_TEMPLATE_ENV = 'AUBERGE_TEST_PGLITE_TEMPLATE_DIR';

/** The template's folder (set by global-setup.ts). */
function pgliteTemplateFolder(): string {
  const dir = process.env[PGLITE_TEMPLATE_ENV];
  if (!dir) throw new Error('tests/helpers/global-setup.ts did not run: no PGlite template.');
  return dir;
}

/** A copy of the template in a new temporary folder, for a database of its own (or a server's DATA_DIR). */
export function copyPgliteTemplate(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-pglite-'));
  fs.cpSync(pgliteTemplateFolder(), dir, { recursive: true });
  return dir;
}

/** A database opened on a copy of the template; `drop` closes nothing, it removes the copy (after close). */
export async function openPgliteCopy(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const dir = copyPgliteTemplate();
  try {
    const database = await openDatabase({ dataDir: dir });
    return { database, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
