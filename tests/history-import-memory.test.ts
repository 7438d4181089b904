import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplate, PGLITE_TEMPLATE_ENV } from './helpers/pglite-template.ts';

const SMALL = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'history-small.csv'), 'utf8');
const HEADER = SMALL.slice(0, SMALL.indexOf('\n'));
const COLUMNS = HEADER.split(',');
const src = (file: string) => pathToFileURL(path.join(import.meta.dirname, '..', 'src', file)).href;

/** Rows in the generated file, and the JavaScript heap the importing process may use (MB). */
const ROWS = 40_000;
const HEAP_MB = 40;

/**
 * A file of ROWS bookings of one hotel, each with its own company and agent of ~100 characters:
 * an import that kept the bookings and their customers in memory peaked at a 55 MB heap on it (and
 * died under HEAP_MB), the streaming import at 20 MB. Written a block at a time, gzipped.
 */
async function generate(file: string): Promise<void> {
  const cell = (row: Record<string, string>) => COLUMNS.map((c) => row[c] ?? '0').join(',');
  const months = ['January', 'March', 'May', 'July', 'September', 'November'];
  const gz = zlib.createGzip();
  const written = pipeline(gz, fs.createWriteStream(file));
  const out: string[] = [`${HEADER}\n`];
  for (let i = 0; i < ROWS; i++) {
    const stayed = i % 3 !== 0;
    out.push(
      `${cell({
        hotel: 'City Hotel',
        lead_time: String(i % 200),
        arrival_date_year: String(2015 + (i % 3)),
        arrival_date_month: months[i % 6]!,
        arrival_date_day_of_month: String(1 + (i % 28)),
        stays_in_weekend_nights: '1',
        stays_in_week_nights: String(i % 4),
        adults: '2',
        children: '0',
        babies: '0',
        meal: 'BB',
        country: 'PRT',
        market_segment: i % 2 ? 'Online TA' : 'Groups',
        distribution_channel: 'TA/TO',
        reserved_room_type: 'A',
        assigned_room_type: i % 5 ? 'A' : 'D',
        deposit_type: 'No Deposit',
        agent: `agent-${String(i).padStart(94, 'a')}`,
        company: `company-${String(i).padStart(92, 'c')}`,
        customer_type: 'Transient',
        adr: `${80 + (i % 50)}.25`,
        reservation_status: stayed ? 'Check-Out' : 'Canceled',
        reservation_status_date: `${2015 + (i % 3)}-${String(1 + 2 * (i % 6)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      })}\n`,
    );
    if (out.length >= 5000) gz.write(out.splice(0).join(''));
  }
  gz.end(out.join(''));
  await written;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-import-memory-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * The import streams: a process whose JavaScript heap is capped at HEAP_MB imports ROWS bookings
 * with twice as many distinct long names. Holding the rows (as the import once did) ends it with
 * "JavaScript heap out of memory", and this test with it.
 */
describe.runIf(process.env[PGLITE_TEMPLATE_ENV] !== undefined)('history import: memory does not follow the file', () => {
  it(`imports ${ROWS.toLocaleString('en')} rows in a process whose heap is capped at ${HEAP_MB} MB`, async () => {
    const file = path.join(dir, 'many.csv.gz');
    await generate(file);
    const script = `
      import fs from 'node:fs';
      const { openDatabase } = await import(${JSON.stringify(src('backend/db/client.ts'))});
      const { importHistory } = await import(${JSON.stringify(src('backend/modules/history-import/import-history.ts'))});
      const database = await openDatabase({ dataDir: process.env.TEMPLATE_COPY });
      let heap = 0;
      const r = await importHistory(database, process.env.FILE, { charges: false, onProgress: () => { heap = Math.max(heap, process.memoryUsage().heapUsed); } });
      await database.close();
      console.log(JSON.stringify({ rows: r.rows, hotels: r.hotels, heapMb: Math.round(heap / 2 ** 20) }));`;
    // A file, not --eval: the database's thread takes the process's flags, and --input-type is not one it accepts.
    const entry = path.join(dir, 'import.mjs');
    fs.writeFileSync(entry, script);
    const copy = copyPgliteTemplate();
    const child = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--max-semi-space-size=2', entry], {
      env: { ...process.env, TEMPLATE_COPY: copy, FILE: file },
      encoding: 'utf8',
      timeout: 170_000,
    });
    fs.rmSync(copy, { recursive: true, force: true });
    expect(child.stderr.includes('heap out of memory') ? 'heap out of memory' : '').toBe('');
    expect({ status: child.status, signal: child.signal }, child.stderr.slice(-2000)).toEqual({ status: 0, signal: null });
    const r = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
      rows: number;
      hotels: { name: string; reservations: number; customers: number; rooms: number }[];
      heapMb: number;
    };
    expect(r.rows).toBe(ROWS);
    // One guest customer per (country, segment, type), and every booking's own company; its agent goes unused.
    expect(r.hotels).toMatchObject([{ name: 'City Hotel', reservations: ROWS, customers: ROWS + 2 }]);
    expect(r.heapMb).toBeLessThan(HEAP_MB);
  }, 180_000);
});
