import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryer } from '../../src/backend/db/client.ts';
import { migrate } from '../../src/backend/db/migrate.ts';
import { DATABASE_ENGINES, emptyDatabase } from '../helpers/empty-database.ts';
import { FIXTURE, seedTestFixtures } from '../helpers/fixtures.ts';
import { inTransaction } from '../helpers/schema-catalogue.ts';

/**
 * In a group, the reservations list's "guest name contains" in one hotel takes that hotel's
 * matches from the trigram index, not every hotel's (migration 0050: the hotel is the index's
 * first column). Counted by the index's own statistics in the transaction
 * (pg_stat_get_xact_tuples_returned), so it holds on both engines: with the name alone as the
 * index's key, the other hotel's 2,000 namesakes came back from it too.
 */
const OTHER_HOTEL_NAMESAKES = 2_000;
const OWN_NAMESAKES = 10;

for (const engine of DATABASE_ENGINES) {
  describe(`[${engine}] a guest-name search in one hotel reads only its own matches`, () => {
    let database: Database;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      ({ database, drop } = await emptyDatabase(engine, 'guest_name_scope'));
      await migrate(database);
      await seedTestFixtures(database);
      // The stays' order, item, customer and room type are beside the point: written without the
      // foreign keys' checks (replica role), as the history import writes.
      await database.withSession(async (q) => {
        await q.exec('set session_replication_role = replica');
        const stays = (hotel: number, from: number, count: number, prefix: string) =>
          q.query(
            `insert into reservations (group_id, order_id, item_id, number, customer_id, guest_name, room_type_id, checkin, checkout)
             select $1, n, n, 'S-' || n, 1, $4 || n, 1, date '2026-01-01' + (n % 300), date '2026-01-02' + (n % 300)
             from generate_series($2::int, $2::int + $3::int - 1) n`,
            [hotel, from, count, prefix],
          );
        await stays(FIXTURE.hotel2, 1, OTHER_HOTEL_NAMESAKES, 'Nadia Haddad ');
        await stays(FIXTURE.hotel2, 10_001, 2_000, 'Karim Alaoui ');
        await stays(FIXTURE.hotel1, 20_001, OWN_NAMESAKES, 'Youssef Haddad ');
        await stays(FIXTURE.hotel1, 30_001, 6_000, 'Salma Berrada ');
        await q.exec('set session_replication_role = origin');
        await q.exec('analyze reservations');
      });
    });

    afterAll(async () => {
      await drop?.();
    });

    const indexReturned = async (q: Queryer) => {
      const [r] = await q.query<{ n: string }>(`select pg_stat_get_xact_tuples_returned('reservations_guest_name_trgm'::regclass)::text as n`);
      return Number(r?.n ?? 0);
    };

    it("finds the hotel's namesakes through the index, reading none of the other hotel's", async () => {
      const { found, read, plan } = await inTransaction(database, async (q) => {
        // The index's reach is the point, whatever the planner would choose at this size: in this
        // transaction (rolled back) the table keeps only that index and its primary key.
        await q.exec(`do $$ declare i record; begin
          for i in select c.conname from pg_constraint c where c.conrelid = 'reservations'::regclass and c.contype = 'u' loop
            execute format('alter table reservations drop constraint %I', i.conname);
          end loop;
          for i in select x.indexrelid::regclass::text as name from pg_index x
                   where x.indrelid = 'reservations'::regclass and not x.indisprimary and x.indexrelid <> 'reservations_guest_name_trgm'::regclass
                     and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid) loop
            execute format('drop index %s', i.name);
          end loop;
        end $$`);
        await q.exec('set local enable_seqscan = off');
        const before = await indexReturned(q);
        const where = `group_id = ${FIXTURE.hotel1} and lower(guest_name) like '%haddad%'`;
        const [c] = await q.query<{ n: string }>(`select count(*)::text as n from reservations where ${where}`);
        const read = (await indexReturned(q)) - before;
        const lines = await q.query<{ 'QUERY PLAN': string }>(`explain (costs off) select count(*) from reservations where ${where}`);
        return { found: Number(c?.n), read, plan: lines.map((l) => l['QUERY PLAN']).join('\n') };
      });
      expect(found).toBe(OWN_NAMESAKES);
      expect(plan, plan).toContain('reservations_guest_name_trgm');
      expect(read).toBe(OWN_NAMESAKES);
    });

    it('still searches every hotel by the name alone (the all_hotels permission)', async () => {
      const found = await inTransaction(database, async (q) => {
        await q.exec('set local enable_seqscan = off');
        const [c] = await q.query<{ n: string }>(`select count(*)::text as n from reservations where lower(guest_name) like '%haddad%'`);
        return Number(c?.n);
      });
      expect(found).toBe(OWN_NAMESAKES + OTHER_HOTEL_NAMESAKES);
    });
  });
}
