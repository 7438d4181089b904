import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/backend/db/client.ts';
import { migrate } from '../../src/backend/db/migrate.ts';
import { quoteRoomTypes } from '../../src/backend/modules/booking/quote-room-types.ts';
import { rowsOf } from '../../src/backend/core/rows.ts';
import { DATABASE_ENGINES, emptyDatabase } from '../helpers/empty-database.ts';
import { FIXTURE, seedTestFixtures } from '../helpers/fixtures.ts';

/**
 * In a group, a quote in one hotel reads that hotel's nightly rates only: room_rates' key starts
 * with the room type, and the quote reaches the rates through the hotel's types. By the hotel's id
 * alone its whole key was walked (in a group of 23 hotels, 257,400 rows read for a quote). Counted
 * by the transaction's own statistics, so it holds on both engines.
 */
const OTHER_HOTEL_DAYS = 3_000;
const CHECKIN = '2026-06-01';
const NIGHTS = 3;

for (const engine of DATABASE_ENGINES) {
  describe(`[${engine}] a quote in one hotel reads only its own rates`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    let ownType: number;

    beforeAll(async () => {
      ({ database, drop } = await emptyDatabase(engine, 'quote_scope'));
      await migrate(database);
      await seedTestFixtures(database);
      const types = await database.query<{ room_type_id: number; group_id: number }>(
        `insert into room_types (group_id, code, name, capacity, base_rate_minor) values
           ($1, 'DBL', 'Double', 2, 90000), ($2, 'DBL', 'Double', 2, 12000), ($2, 'TWN', 'Twin', 2, 11000)
         returning room_type_id, group_id`,
        [FIXTURE.hotel1, FIXTURE.hotel2],
      );
      ownType = types.find((t) => t.group_id === FIXTURE.hotel1)!.room_type_id;
      // The other hotel's rates on every channel over years; the quoted hotel's over the stay.
      await database.query(
        `insert into room_rates (group_id, room_type_id, day, channel, price_minor)
         select rt.group_id, rt.room_type_id, date '${CHECKIN}' - 1500 + d, c, 15000
         from room_types rt, generate_series(0, ${OTHER_HOTEL_DAYS - 1}) d, generate_series(1, 4) c where rt.group_id = $1`,
        [FIXTURE.hotel2],
      );
      await database.query(
        `insert into room_rates (group_id, room_type_id, day, channel, price_minor)
         select $1, $2, date '${CHECKIN}' + d, c, 100000 + d from generate_series(0, ${NIGHTS - 1}) d, generate_series(1, 4) c`,
        [FIXTURE.hotel1, ownType],
      );
      await database.exec('analyze room_rates; analyze room_types');
    });

    afterAll(async () => {
      await drop?.();
    });

    /** Pages of room_rates and of its indexes asked for in this transaction (read or found in memory). */
    const roomRatesPages = async (tx: Db) => {
      const [r] = await rowsOf<{ n: string }>(
        tx,
        sql`select sum(pg_stat_get_xact_blocks_fetched(c.oid))::text as n from pg_class c
            where c.oid = 'room_rates'::regclass or c.oid in (select indexrelid from pg_index where indrelid = 'room_rates'::regclass)`,
      );
      return Number(r?.n ?? 0);
    };

    it("prices the stay from the hotel's own rates, reading no other hotel's", async () => {
      const { quote, read } = await database.db.transaction(async (tx) => {
        const before = await roomRatesPages(tx);
        const quote = await quoteRoomTypes(tx, {
          groupId: FIXTURE.hotel1,
          checkin: CHECKIN,
          nights: NIGHTS,
          adults: 2,
          kidAges: [],
          now: new Date(),
          channel: 1,
        });
        return { quote, read: (await roomRatesPages(tx)) - before };
      });
      expect(quote.map((q) => q.nightly.map((n) => n.priceMinor))).toEqual([[100000, 100001, 100002]]);
      // A few pages (the key's path to the hotel's type, its rows), whatever the other hotel holds (24,000 rows).
      expect(read).toBeLessThanOrEqual(8);
    });
  });
}
