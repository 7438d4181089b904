import { expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { anExtra, anOrder, aPerson } from './helpers/builders/index.ts';

// The database's word on accounting entries (migrations 0013 and 0027): each entry balances, and is
// written whole by one statement. The second check is planned at each statement (an anti-join over
// the inserted lines), so the same rule holds whatever statement came first on the connection.

const line = (entry: number, account: string, debit: number, credit: number) =>
  `(1, ${entry}, '2026-03-01', 'sales', 'charge', 1, 'T-1', '${account}', 'test line', ${debit}, ${credit})`;
const insert = (...lines: string[]) =>
  `insert into accounting_entries (group_id, entry_no, day, journal, source, source_id, document_number, account, label, debit_minor, credit_minor) values ${lines.join(', ')}`;

/** `count` balanced entries of two lines, numbered from `first`. */
const entries = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => [line(first + i, '411', 500, 0), line(first + i, '706', 0, 500)]).flat();

describeApi('accounting entries: balanced, and written whole', (api) => {
  it('takes a balanced entry of several lines, and one statement writing many entries', async () => {
    await api().database.exec(insert(line(990001, '411', 12000, 0), line(990001, '706', 0, 10000), line(990001, '4457', 0, 2000)));
    // 1,200 lines: past the size checked by the static statement (the check runs as EXECUTE).
    await api().database.exec(insert(...entries(990100, 600)));
    const [n] = await api().database.query<{ n: number }>(`select count(*)::int n from accounting_entries where entry_no between 990001 and 990999`);
    expect(n!.n).toBe(1203);
  });

  it('refuses an entry that does not balance, and a line added to an existing entry, writing nothing', async () => {
    await expect(api().database.exec(insert(line(990002, '411', 12000, 0), line(990002, '706', 0, 11000)))).rejects.toThrow(
      /accounting entry 990002 does not balance: debit 12000 credit 11000/,
    );
    await expect(api().database.exec(insert(line(990001, '411', 100, 0), line(990001, '706', 0, 100)))).rejects.toThrow(/written by one statement/);
    // The same refusal in a statement of more than 1,000 lines.
    await expect(api().database.exec(insert(...entries(991000, 600), line(990001, '411', 100, 0), line(990001, '706', 0, 100)))).rejects.toThrow(
      /written by one statement/,
    );
    const [n] = await api().database.query<{ n: number }>(
      `select count(*)::int n from accounting_entries where entry_no = 990002 or entry_no >= 991000 or (entry_no = 990001 and (debit_minor = 100 or credit_minor = 100))`,
    );
    expect(n!.n).toBe(0);
  });

  it('posts charges updated as posted, one at a time and 1,500 at once on the same connection: three lines an entry', async () => {
    const customer = await aPerson(api()).named('Post', 'Ing').create();
    const order = await anOrder(api(), { customer, prefix: 'POST' });
    await anExtra(api(), order, {
      day: '2026-03-01',
      description: 'Minibar',
      quantity: 1501,
      unitPriceMinor: 1100,
      taxRateBp: 1000,
      family: 'minibar',
      chargePerUnit: true,
    });
    const { orderId } = order;
    const posted = () =>
      api().database.query<{ charges: number; lines: number }>(
        `select count(distinct source_id)::int charges, count(*)::int lines from accounting_entries where order_id = $1 and source = 'charge'`,
        [orderId],
      );
    // One statement's plan is kept per connection: the small posting first, then the large one, on one connection.
    await api().database.withSession(async (q) => {
      await q.exec(
        `update order_charges set posted_day = day where order_id = ${orderId} and charge_id = (select min(charge_id) from order_charges where order_id = ${orderId})`,
      );
      expect((await posted())[0]).toEqual({ charges: 1, lines: 3 });
      await q.exec(`update order_charges set posted_day = day where order_id = ${orderId} and posted_day is null`);
    });
    expect((await posted())[0]).toEqual({ charges: 1501, lines: 4503 });
  });
});
