import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryer } from '../../src/backend/db/client.ts';
import { migrate } from '../../src/backend/db/migrate.ts';
import { DATABASE_ENGINES, emptyDatabase } from '../helpers/empty-database.ts';
import { FIXTURE, seedTestFixtures } from '../helpers/fixtures.ts';
import { inTransaction } from '../helpers/schema-catalogue.ts';
import { searchReservationsQuery } from '../../src/backend/modules/reservations/search-reservations.ts';

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
        await stays(FIXTURE.hotel1, 30_001, 40_000, 'Salma Berrada ');
        await q.exec('set session_replication_role = origin');
        await q.exec('analyze reservations');
      });
    });

    afterAll(async () => {
      await drop?.();
    });

    /** In the transaction (rolled back), the table keeps only these indexes and its primary key. */
    const keepOnly = (q: Queryer, kept: string[]) =>
      q.exec(`do $$ declare i record; begin
          for i in select c.conname from pg_constraint c where c.conrelid = 'reservations'::regclass and c.contype = 'u' loop
            execute format('alter table reservations drop constraint %I', i.conname);
          end loop;
          for i in select x.indexrelid::regclass::text as name from pg_index x
                   where x.indrelid = 'reservations'::regclass and not x.indisprimary
                     and x.indexrelid::regclass::text not in (${kept.map((k) => `'${k}'`).join(', ')})
                     and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid) loop
            execute format('drop index %s', i.name);
          end loop;
        end $$`);

    const indexReturned = async (q: Queryer) => {
      const [r] = await q.query<{ n: string }>(`select pg_stat_get_xact_tuples_returned('reservations_guest_name_trgm'::regclass)::text as n`);
      return Number(r?.n ?? 0);
    };

    it("finds the hotel's namesakes through the index, reading none of the other hotel's", async () => {
      const { found, read, plan } = await inTransaction(database, async (q) => {
        // The index's reach is the point, whatever the planner would choose at this size: in this
        // transaction (rolled back) the table keeps only that index and its primary key.
        await keepOnly(q, ['reservations_guest_name_trgm']);
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

    // The header search: name contains, booking or BO number starts with, in any case. With ilike
    // on the columns no index answered it, and it read the hotel's every stay (84 ms at 100,000).
    it("the header search reaches one hotel's stays by name and numbers through their indexes", async () => {
      const indexes = ['reservations_guest_name_trgm', 'reservations_group_number_prefix', 'reservations_group_bo_number_prefix'];
      const statement = (q: string) => searchReservationsQuery(database.db, { groupId: FIXTURE.hotel1, q, limit: 20 }).toSQL();
      const { plan, byName, byNumber } = await inTransaction(database, async (q) => {
        await keepOnly(q, indexes);
        await q.exec('set local enable_seqscan = off');
        const s = statement('HADDAD');
        const lines = await q.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${s.sql}`, s.params as unknown[]);
        const found = async (text: string) => {
          const t = statement(text);
          return (await q.query(t.sql, t.params as unknown[])).length;
        };
        return { plan: lines.map((l) => l['QUERY PLAN']).join('\n'), byName: await found('HADDAD'), byNumber: await found('s-200') };
      });
      for (const index of indexes) expect(plan, plan).toContain(index);
      expect(plan, plan).not.toContain('Seq Scan on reservations');
      expect(byName).toBe(OWN_NAMESAKES);
      // S-20001 … S-20010 of this hotel; the other hotel's S-200 and S-2000 are not among them.
      expect(byNumber).toBe(OWN_NAMESAKES);
    });
  });
}
