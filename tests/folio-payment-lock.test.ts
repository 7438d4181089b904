import { beforeAll, expect, it } from 'vitest';
import { describeApi, type Reply } from './helpers/test-api.ts';
import { aDeskHotel, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';
import type { Queryer } from '../src/backend/db/client.ts';

// A group's city-ledger folio takes many payments at once: a payment holds its folio's lock (the
// order's row, then the folio's kept totals) only from the statement that writes it to its commit.
// Another folio write in progress is played by a transaction left open on its own connection,
// holding the order's row; the API's requests go through other connections.
// PostgreSQL only: PGlite serves one connection, so nothing there runs side by side.

const NOW = new Date('2026-03-10T10:00:00Z');

/** What a request has answered after `ms`, or 'waiting'. */
async function after<T>(request: Promise<T>, ms: number): Promise<T | 'waiting'> {
  return Promise.race([request, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);
}

/** Runs fn while another folio write of the order holds its lock (not committed). */
async function duringFolioWrite<T>(q: Queryer, orderId: number, fn: () => Promise<T>): Promise<T> {
  await q.exec('begin');
  try {
    await q.query('select order_id from orders where order_id = $1 for update', [orderId]);
    return await fn();
  } finally {
    await q.exec('commit');
  }
}

describeApi(
  'payments on one folio side by side',
  (api) => {
    const clerk = () => api().as('clerk1');
    let desk: DeskHotel;
    let stay: StayHandle;

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'PL' });
      stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', '2026-03-10').inHouse('2026-03-08T15:00:00Z').create();
    });

    it('checks a payment before the lock: a refused one is answered while another write holds the folio, a good one waits only to be written', async () => {
      const pay = (body: Record<string, unknown>) => clerk().post(`/crm/orders/${stay.orderId}/add/payment`, body);
      let good: Promise<Reply> | undefined;
      await api().database.withSession((q) =>
        duringFolioWrite(q, stay.orderId, async () => {
          // No folio 9 on the order, and no company named for an account payment: said at once.
          const noFolio = await after(pay({ method: 'card', amountMinor: 1000, folioNo: 9 }), 10_000);
          expect(noFolio === 'waiting' ? 'waiting' : noFolio.status).toBe(400);
          const noCompany = await after(pay({ method: 'company_account', amountMinor: 1000 }), 10_000);
          expect(noCompany === 'waiting' ? 'waiting' : noCompany.status).toBe(400);
          // A good payment waits for the folio, at the statement that writes it.
          good = pay({ method: 'cash', amountMinor: 2500, reference: 'side by side' });
          expect(await after(good, 700)).toBe('waiting');
          const [waiting] = await api().database.query<{ query: string }>(
            `select query from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and pid <> pg_backend_pid()`,
          );
          expect(waiting?.query).toMatch(/insert into payments/i);
        }),
      );
      const written = await good!;
      expect(written.status, JSON.stringify(written.body)).toBe(201);
      const folio = await clerk().get(`/crm/folio/${stay.orderId}`);
      expect(folio.body).toMatchObject({ balanceMinor: 20000 - 2500, folios: [{ folioNo: 1, paidMinor: 2500 }] });
    });

    it('takes ten payments at once on one folio: each written once, in the drawer, the books and the kept balance', async () => {
      const before = (await clerk().get(`/crm/folio/${stay.orderId}`)).body as { balanceMinor: number };
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 100 + i, reference: `at once ${i}` }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 201));
      const ids = replies.map((r) => (r.body as { paymentId: number }).paymentId);
      const [row] = await api().database.query<{ payments: number; moves: number; entries: number; unbalanced: number }>(
        `select (select count(*) from payments where payment_id = any($1::int[]))::int payments,
          (select count(*) from cash_movements where payment_id = any($1::int[]))::int moves,
          (select count(distinct entry_no) from accounting_entries where source = 'payment' and source_id = any($1::int[]))::int entries,
          (select count(*) from (select entry_no from accounting_entries where source = 'payment' and source_id = any($1::int[]) group by entry_no
            having sum(debit_minor) <> sum(credit_minor)) x)::int unbalanced`,
        [ids],
      );
      expect(row).toMatchObject({ payments: 10, moves: 10, entries: 10, unbalanced: 0 });
      const after10 = (await clerk().get(`/crm/folio/${stay.orderId}`)).body as { balanceMinor: number };
      expect(after10.balanceMinor).toBe(before.balanceMinor - (100 * 10 + 45));
      expect(await folioTotalsAdrift(api())).toEqual([]);
    });
  },
  { now: () => NOW, engines: ['postgres'] },
);
