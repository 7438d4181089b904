/**
 * `npm run import -- <file.csv|file.csv.gz> [--day-use=day-use|one-night] [--duplicates=keep|merge]`: imports booking history (the layout of
 * hotel_bookings.csv) into the configured database (DATA_DIR or DATABASE_URL), with a progress
 * bar. On the embedded database the folder belongs to one process: while a server runs on it, the
 * import is refused in one line that says where to send the file instead (the server's own import
 * screen, which runs the same import).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { serverEnv, serverNodeFlags } from './server-node-flags.ts';
import type { Database } from '../src/backend/db/client.ts';
import type { ImportProgress } from '../src/backend/modules/history-import/import-history.ts';
import { DAY_USE_CHOICES, DUPLICATE_CHOICES } from '../src/lib/domain/history-import-dto.ts';

const USAGE = 'usage: npm run import -- <bookings.csv | bookings.csv.gz> [--day-use=day-use|one-night] [--duplicates=keep|merge]';
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
// The manager's choices (the import screen's options): a day use stays 0 nights or counts one; exact repeats kept or merged.
const flag = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
  const given = args.find((a) => a.startsWith(`--${name}=`));
  if (given === undefined) return undefined;
  const value = given.slice(name.length + 3);
  const known = allowed.find((v) => v === value);
  if (known === undefined) {
    console.error(`--${name}: '${value}' is not one of ${allowed.join(', ')}\n${USAGE}`);
    process.exit(2);
  }
  return known;
};
const unknownFlag = args.find((a) => a.startsWith('--') && !/^--(day-use|duplicates)=/.test(a));
if (unknownFlag) {
  console.error(`unknown option '${unknownFlag}'\n${USAGE}`);
  process.exit(2);
}
const dayUse = flag('day-use', DAY_USE_CHOICES);
const duplicates = flag('duplicates', DUPLICATE_CHOICES);
if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
  console.error(`${USAGE}${file ? ` (no file '${file}')` : ''}`);
  process.exit(2);
}
// The embedded database's WebAssembly takes the server's memory settings here too (server-node-flags.ts):
// without them the optimizing compiler alone held ~700 MB. This first process only starts the one
// that imports, and waits: it loads nothing else (loading the back end in a process of Node's
// default heap took ~300 MB, held for the whole import beside the importing process).
if (!process.env['AUBERGE_IMPORT_FLAGS']) {
  const child = spawnSync(process.execPath, [...serverNodeFlags(), ...process.execArgv, import.meta.filename, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: serverEnv({ ...process.env, AUBERGE_IMPORT_FLAGS: '1' }),
  });
  process.exit(child.status ?? 1);
}
const { readConfig } = await import('../src/server/config.ts');
const { DataFolderInUseError, openDatabase } = await import('../src/backend/db/client.ts');
const { migrate } = await import('../src/backend/db/migrate.ts');
const { seedReferenceData } = await import('../src/backend/seed/seed-reference.ts');
const { importHistory } = await import('../src/backend/modules/history-import/import-history.ts');
const { ruleLines } = await import('../src/backend/modules/history-import/rules.ts');
const config = readConfig();
let database: Database;
try {
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataFolderInUseError)) throw err;
  console.error(
    `import refused, nothing was written: ${err.message.replace(/: stop it first.*$/, '')}; import the file from that server instead: ${config.publicUrl}/admin/history-import (or stop the server, then run this again).`,
  );
  process.exit(3);
}
const t0 = performance.now();
let lastPhase = '';
const bar = (p: ImportProgress) => {
  if (p.phase !== lastPhase && process.env['IMPORT_TIMING']) console.log(`[${((performance.now() - t0) / 1000).toFixed(1)} s] ${p.phase}`);
  lastPhase = p.phase;
  if (!process.stdout.isTTY) return;
  const ratio = p.total ? p.done / p.total : 0;
  const width = 30;
  const filled = Math.round(ratio * width);
  const what = p.phase === 'read' ? `reading, ${p.done} rows` : `${p.phase} ${p.done}/${p.total}`;
  process.stdout.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${what}`.padEnd(70));
};
try {
  await migrate(database);
  await seedReferenceData(database);
  const r = await importHistory(database, file, { onProgress: bar, choices: { ...(dayUse ? { dayUse } : {}), ...(duplicates ? { duplicates } : {}) } });
  if (process.stdout.isTTY) process.stdout.write('\n');
  if (r.alreadyImported) {
    console.log(`${file} was already imported (sha256 ${r.sha256.slice(0, 12)}…): nothing added.`);
  } else {
    for (const h of r.hotels) {
      console.log(`hotel ${h.groupId} ${h.name}: ${h.reservations} bookings, ${h.rooms} rooms, days ${h.from} to ${h.to} closed`);
      console.log(
        `  rooms created by type: ${Object.entries(h.roomsByType)
          .map(([t, n]) => `${t} ${n}`)
          .join(', ')}`,
      );
    }
    console.log('rules applied:');
    for (const line of ruleLines(r.rules)) console.log(`  ${line}`);
    console.log(`${r.rows} rows imported in ${(r.ms / 1000).toFixed(1)} s; ${r.skippedCount} skipped`);
    for (const s of r.skipped.slice(0, 50)) console.log(`  line ${s.line}: ${s.message}`);
    if (r.skippedCount > 50) console.log(`  … and ${r.skippedCount - 50} more`);
  }
} catch (err) {
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.error(`import failed, nothing was written: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
if (process.env['IMPORT_REPORT_RSS']) console.log(`max RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
