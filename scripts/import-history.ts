/**
 * `npm run import -- <file.csv|file.csv.gz>`: imports booking history (the layout of
 * hotel_bookings.csv) into the configured database (DATA_DIR or DATABASE_URL), with a progress
 * bar. Stop the server first when it runs on the embedded database (PGlite serves one process).
 */
import fs from 'node:fs';
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/backend/db/client.ts';
import { migrate } from '../src/backend/db/migrate.ts';
import { seedReferenceData } from '../src/backend/seed/seed-reference.ts';
import { importHistory, type ImportProgress } from '../src/backend/modules/history-import/import-history.ts';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error(`usage: npm run import -- <bookings.csv | bookings.csv.gz>${file ? ` (no file '${file}')` : ''}`);
  process.exit(2);
}
const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
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
  const r = await importHistory(database, file, { onProgress: bar });
  if (process.stdout.isTTY) process.stdout.write('\n');
  if (r.alreadyImported) {
    console.log(`${file} was already imported (sha256 ${r.sha256.slice(0, 12)}…): nothing added.`);
  } else {
    for (const h of r.hotels) console.log(`hotel ${h.groupId} ${h.name}: ${h.reservations} bookings, ${h.rooms} rooms, days ${h.from} to ${h.to} closed`);
    console.log(`${r.rows} rows imported in ${(r.ms / 1000).toFixed(1)} s; ${r.skipped.length} skipped`);
    for (const s of r.skipped.slice(0, 50)) console.log(`  line ${s.line}: ${s.message}`);
    if (r.skipped.length > 50) console.log(`  … and ${r.skipped.length - 50} more`);
  }
} catch (err) {
  console.error(`import failed, nothing was written: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
