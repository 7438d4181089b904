import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryer } from '../../src/backend/db/client.ts';
import { migrate } from '../../src/backend/db/migrate.ts';
import { addDays } from '../../src/lib/domain/days.ts';
import { DATABASE_ENGINES, emptyDatabase } from '../helpers/empty-database.ts';
import { FIXTURE, seedTestFixtures } from '../helpers/fixtures.ts';
import { inTransaction } from '../helpers/schema-catalogue.ts';

/**
 * In a group, a charge, a payment or an invoice written in one hotel checks that its day is open
 * against that hotel's closed days only (auberge_charge_open_day, auberge_payment_open_day,
 * auberge_invoice_open_day): one index entry per row written, whatever the other hotels closed. The
 * counts of rows read come from the transaction's own statistics (pg_stat_xact_user_tables, and
 * pg_stat_get_xact_tuples_returned for the indexes), so they hold on both engines, after enough rows that the triggers' plans are generic
 * (PostgreSQL plans a trigger's statement anew for its first five calls only).
 */
const LAST_CLOSED = '2026-03-01';
const OTHER_HOTEL_DAYS = 2_000;
const WRITES = 30;

interface Reads {
  seqScans: number;
  seqRows: number;
  indexEntries: number;
}

async function businessDaysReads(q: Queryer): Promise<Reads> {
  const [t] = await q.query<{ seq_scan: string; seq_tup_read: string }>(
    `select coalesce(seq_scan, 0)::text as seq_scan, coalesce(seq_tup_read, 0)::text as seq_tup_read from pg_stat_xact_user_tables where relname = 'business_days'`,
  );
  const [i] = await q.query<{ n: string }>(
    `select coalesce(sum(pg_stat_get_xact_tuples_returned(i.indexrelid)), 0)::text as n from pg_index i where i.indrelid = 'business_days'::regclass`,
  );
  return { seqScans: Number(t?.seq_scan ?? 0), seqRows: Number(t?.seq_tup_read ?? 0), indexEntries: Number(i?.n ?? 0) };
}

const minus = (a: Reads, b: Reads): Reads => ({
  seqScans: a.seqScans - b.seqScans,
  seqRows: a.seqRows - b.seqRows,
  indexEntries: a.indexEntries - b.indexEntries,
});

for (const engine of DATABASE_ENGINES) {
  describe(`[${engine}] a hotel's open-day checks read only its own closed days`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    let orderId: number;
    let itemId: number;

    beforeAll(async () => {
      ({ database, drop } = await emptyDatabase(engine, 'open_day_scope'));
      await migrate(database);
      await seedTestFixtures(database);
      // Hotel 2 has closed years of days; hotel 1 a week, up to LAST_CLOSED.
      await database.exec(`
        insert into business_days (group_id, day) select ${FIXTURE.hotel2}, d::date
          from generate_series(date '${LAST_CLOSED}' - ${OTHER_HOTEL_DAYS}, date '${LAST_CLOSED}' + 400, interval '1 day') d;
        insert into business_days (group_id, day) select ${FIXTURE.hotel1}, d::date
          from generate_series(date '${LAST_CLOSED}' - 6, date '${LAST_CLOSED}', interval '1 day') d;
        analyze business_days`);
      const [o] = await database.query<{ order_id: number }>(`insert into orders (group_id, currency) values ($1, 'MAD') returning order_id`, [FIXTURE.hotel1]);
      orderId = o!.order_id;
      const [it] = await database.query<{ item_id: number }>(
        `insert into order_items (group_id, order_id, kind, description, quantity, unit_price_minor, total_minor) values ($1, $2, 'extra', 'Scope check', 1, 100, 100) returning item_id`,
        [FIXTURE.hotel1, orderId],
      );
      itemId = it!.item_id;
    });

    afterAll(async () => {
      await drop?.();
    });

    /** What WRITES inserts (one statement each, on open days of hotel 1) read of business_days. */
    const readsOf = (insert: (q: Queryer, n: number, day: string) => Promise<unknown>) =>
      inTransaction(database, async (q) => {
        const before = await businessDaysReads(q);
        for (let n = 0; n < WRITES; n++) await insert(q, n, addDays(LAST_CLOSED, 1 + (n % 5)));
        return minus(await businessDaysReads(q), before);
      });
    const onlyItsOwn = { seqScans: 0, seqRows: 0, indexEntries: WRITES };

    it('a charge on an open day reads one index entry of its hotel, none of the other', async () => {
      const reads = await readsOf((q, _n, day) =>
        q.query(
          `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family) values ($1, $2, $3, $4, 'extra', 'Scope check', 100, 1000, 'service')`,
          [FIXTURE.hotel1, orderId, itemId, day],
        ),
      );
      expect(reads).toEqual(onlyItsOwn);
    });

    it('a payment on an open day, likewise', async () => {
      const reads = await readsOf((q, _n, day) =>
        q.query(
          `insert into payments (group_id, order_id, method, currency, amount_minor, hotel_amount_minor, day) values ($1, $2, 'card', 'MAD', 100, 100, $3)`,
          [FIXTURE.hotel1, orderId, day],
        ),
      );
      expect(reads).toEqual(onlyItsOwn);
    });

    it('an invoice on an open day, likewise', async () => {
      const reads = await readsOf((q, n, day) =>
        q.query(
          `insert into invoices (group_id, kind, year, seq, number, bill_to, currency, total_minor, net_minor, tax_minor, day) values ($1, 'invoice', 2026, $2, $3, 'Scope check', 'MAD', 0, 0, 0, $4)`,
          [FIXTURE.hotel1, 1 + n, `SCOPE-${1 + n}`, day],
        ),
      );
      expect(reads).toEqual(onlyItsOwn);
    });

    it('the checks still refuse a closed day and accept the first open one', async () => {
      const attempt = (sql: string, params: unknown[]) =>
        inTransaction(database, async (q) => {
          await q.query(sql, params);
          return 'accepted';
        }).catch((e: Error) => e.message);
      const charge = `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family) values ($1, $2, $3, $4, 'extra', 'Scope check', 100, 1000, 'service')`;
      const payment = `insert into payments (group_id, order_id, method, currency, amount_minor, hotel_amount_minor, day) values ($1, $2, 'card', 'MAD', 100, 100, $3)`;
      expect(await attempt(charge, [FIXTURE.hotel1, orderId, itemId, LAST_CLOSED])).toMatch(/charge day .* of hotel 1 is closed/);
      expect(await attempt(charge, [FIXTURE.hotel1, orderId, itemId, addDays(LAST_CLOSED, -100)])).toMatch(/is closed/);
      expect(await attempt(charge, [FIXTURE.hotel1, orderId, itemId, addDays(LAST_CLOSED, 1)])).toBe('accepted');
      // Hotel 2's closed days (400 days beyond hotel 1's last) are not hotel 1's.
      expect(await attempt(charge, [FIXTURE.hotel1, orderId, itemId, addDays(LAST_CLOSED, 300)])).toBe('accepted');
      expect(await attempt(payment, [FIXTURE.hotel1, orderId, LAST_CLOSED])).toMatch(/payment day .* of hotel 1 is closed/);
      expect(await attempt(payment, [FIXTURE.hotel1, orderId, addDays(LAST_CLOSED, 1)])).toBe('accepted');
    });
  });
}
