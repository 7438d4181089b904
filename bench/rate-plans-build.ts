/**
 * What the AlpineBits round's RatePlans content costs on the bench hotel (issue 39): built every
 * round (ratePlansOf: one quote per party size over ALPINEBITS_DAYS days, every plan priced), and
 * kept until the hotel's availability stamp moves (keptRatePlans: a round where nothing moved reads
 * the stamp only). Runs in process on a kept, migrated bench database (no server on it):
 *
 *   node bench/rate-plans-build.ts --data /tmp/bench-data/data --group 10 [--rounds 5]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/backend/db/client.ts';
import { findBusinessDay } from '../src/backend/core/business-day.ts';
import { findSiteHotel } from '../src/backend/modules/booking-site/index.ts';
import { keptRatePlans, ratePlansOf } from '../src/backend/modules/alpinebits/rate-plans.ts';
import { pushDays } from '../src/backend/modules/alpinebits/free-rooms.ts';

const { values } = parseArgs({ options: { data: { type: 'string' }, group: { type: 'string', default: '10' }, rounds: { type: 'string', default: '5' } } });
if (!values.data) throw new Error('usage: node bench/rate-plans-build.ts --data <DATA_DIR of a kept bench database> [--group 10] [--rounds 5]');
const groupId = Number(values.group);
const rounds = Number(values.rounds);
const database = await openDatabase({ dataDir: values.data });
const db = database.db;
const now = new Date();
const { timezone } = await findSiteHotel(db, { groupId });
const from = await findBusinessDay(db, { groupId, timezone, now });
const days = pushDays();

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label.padEnd(52)} median ${ms[Math.floor(rounds / 2)]!.toFixed(1)} ms, max ${ms.at(-1)!.toFixed(1)} ms (${rounds} rounds)`);
}

const plans = await ratePlansOf(db, { groupId, from, days, now });
console.log(`hotel ${groupId}: ${plans.length} plans, ${plans.reduce((n, p) => n + p.rates.length, 0)} rate runs over ${days} days from ${from}`);
await timed('built every round (before)', () => ratePlansOf(db, { groupId, from, days, now }));
await keptRatePlans(db, { groupId, from, days, now });
await timed('kept, nothing moved (after)', () => keptRatePlans(db, { groupId, from, days, now }));
await timed('kept, a change moved the stamp (after)', async () => {
  await db.execute(sql`update hotels set name = name where group_id = ${groupId}`);
  return keptRatePlans(db, { groupId, from, days, now });
});
await database.close();
