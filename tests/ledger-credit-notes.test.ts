import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aClosedDay, aDeskHotel, FIXTURE, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';

/**
 * Issue 32, defect 3: a credit note is a folio movement. Folio balance = Σ charges − Σ payments −
 * Σ credit notes; it lowers the revenue and tax of its own business day (day figures, Daily and
 * Financial Reports, Taxes report = Σ invoices − Σ credit notes per rate); its accounting entry
 * balances and the ledgers equal the folio; it never frees its invoice's charges for a second bill.
 */
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

interface Dept {
  key: string;
  count: number;
  amountMinor: number;
}

/** What the guest and customer ledgers (411…) hold for an order: Σ debit − Σ credit. */
async function ledgerOf(api: TestApi, orderId: number): Promise<number> {
  const [r] = await api.database.query<{ s: string }>(
    `select coalesce(sum(debit_minor - credit_minor), 0)::text s from accounting_entries where order_id = $1 and account like '411%'`,
    [orderId],
  );
  return Number(r!.s);
}

describeApi(
  'ledger: credit notes move the folio, the revenue, the taxes and the books',
  (api) => {
    const clerk = () => api().as('clerk1');
    const admin = () => api().as('admin');
    let desk: DeskHotel;
    let stay: StayHandle;
    let invoice = { invoiceId: 0, number: '' };

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'LC' });
      stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', TODAY).inHouse('2026-03-08T15:00:00Z').withTax(1000).create();
      const dinner = await clerk().post(`/crm/folio/${stay.orderId}/charges`, { kind: 'extra', description: 'Dinner', unitPriceMinor: 3250, family: 'food' });
      expect(dinner.status, JSON.stringify(dinner.body)).toBe(201);
      expect((await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'card', amountMinor: 23250 })).status).toBe(201);
      invoice = (await clerk().post('/crm/invoices', { orderId: stay.orderId })).body;
      expect(invoice.number).toBe('RIAD-F2026-000001');
    });

    it('a 32.50 credit note leaves the guest owed 32.50: balance, credit column and the credit note line on the folio', async () => {
      const before = (await clerk().get(`/crm/folio/${stay.orderId}`)).body;
      expect(before.balanceMinor).toBe(0);
      const credit = await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, amountMinor: 3250, reason: 'Dinner was cold' });
      expect(credit.status, JSON.stringify(credit.body)).toBe(201);
      const folio = (await clerk().get(`/crm/folio/${stay.orderId}`)).body;
      expect(folio.balanceMinor).toBe(-3250);
      expect(folio.folios).toEqual([expect.objectContaining({ folioNo: 1, chargesMinor: 23250, paidMinor: 23250, creditedMinor: 3250, balanceMinor: -3250 })]);
      const docs = new Map(folio.invoices.map((d: { kind: string }) => [d.kind, d]));
      expect(docs.get('invoice')).toMatchObject({ number: invoice.number, totalMinor: 23250, creditedMinor: 3250 });
      expect(docs.get('credit_note')).toMatchObject({
        number: credit.body.number,
        totalMinor: 3250,
        day: TODAY,
        reason: 'Dinner was cold',
        creditedInvoice: { id: invoice.invoiceId, number: invoice.number },
        folioNo: 1,
      });
      const [view] = await api().database.query<{ credited_minor: string; balance_minor: string }>(
        `select credited_minor::text, balance_minor::text from folio_balances where order_id = $1 and folio_no = 1`,
        [stay.orderId],
      );
      expect(view).toEqual({ credited_minor: '3250', balance_minor: '-3250' });
      const detail = (await clerk().get(`/crm/invoices/${invoice.invoiceId}`)).body;
      expect(detail).toMatchObject({ creditedMinor: 3250 });
      expect(await folioTotalsAdrift(api())).toEqual([]);
    });

    it('lowers the revenue of its business day: day figures (Daily Report), the Financial Report, by department credit_note', async () => {
      const daily = await admin().get('/pms/reports/daily', { day: TODAY });
      expect(daily.status, JSON.stringify(daily.body)).toBe(200);
      // The day's charges: the dinner (32.50), less the credit note (32.50).
      expect(daily.body.revenueMinor).toBe(0);
      expect(daily.body.revenueByDepartment).toEqual(
        expect.arrayContaining([
          { key: 'credit_note', count: 1, amountMinor: -3250 },
          { key: 'extra', count: 1, amountMinor: 3250 },
        ]),
      );
      const financial = await admin().get('/pms/reports/financial', { from: '2026-03-08', to: TODAY });
      expect(financial.status, JSON.stringify(financial.body)).toBe(200);
      expect(financial.body.revenueMinor).toBe(23250 - 3250);
      expect(financial.body.revenue.find((r: Dept) => r.key === 'credit_note')).toEqual({ key: 'credit_note', count: 1, amountMinor: -3250 });
      expect(financial.body.byDay.find((d: { day: string }) => d.day === TODAY)).toMatchObject({ revenueMinor: 0, paymentsMinor: 23250 });
      expect(financial.body.creditNotes).toMatchObject({ count: 1, totalMinor: 3250 });
    });

    it('Taxes report: invoiced = Σ invoices − Σ credit notes per rate', async () => {
      const res = await admin().get('/pms/reports/taxes', { from: '2026-03-01', to: TODAY });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = await api().database.query<{ rate: number; net: string; tax: string }>(`select t.tax_rate_bp rate,
        sum(case i.kind when 'invoice' then t.net_minor else -t.net_minor end)::text net, sum(case i.kind when 'invoice' then t.tax_minor else -t.tax_minor end)::text tax
      from invoices i join invoice_taxes t using (invoice_id) where i.group_id = 1 group by 1 order by 1`);
      expect(res.body.invoiced).toEqual(
        rows.map((r) => ({ taxRateBp: r.rate, netMinor: Number(r.net), taxMinor: Number(r.tax), grossMinor: Number(r.net) + Number(r.tax) })),
      );
      expect(res.body.invoicedTotal.grossMinor).toBe(23250 - 3250);
    });

    it('its accounting entry balances, and the guest and customer ledgers equal the folio once its charges are posted', async () => {
      const entries = await api().database.query<{
        d: string;
        c: string;
        accounts: string;
      }>(`select sum(debit_minor)::text d, sum(credit_minor)::text c, string_agg(account, ',' order by account) accounts
      from accounting_entries where source = 'credit_note'`);
      expect(entries[0]!.d).toBe(entries[0]!.c);
      expect(entries[0]!.d).toBe('3250');
      // The closing posts the day's charges (its statement, run here for this order alone).
      await api().database.exec(`update order_charges set posted_day = day where order_id = ${stay.orderId}`);
      expect(await ledgerOf(api(), stay.orderId)).toBe((await clerk().get(`/crm/folio/${stay.orderId}`)).body.balanceMinor);
      expect(await api().database.query(`select entry_no from accounting_entries group by entry_no having sum(debit_minor) <> sum(credit_minor)`)).toEqual([]);
    });

    it('a full credit note never frees the charges for a second bill: billing again is a correcting charge', async () => {
      const rest = await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, reason: 'Billed to the wrong customer' });
      expect(rest.status, JSON.stringify(rest.body)).toBe(201);
      expect(rest.body.totalMinor).toBe(20000);
      expect((await clerk().get(`/crm/folio/${stay.orderId}`)).body.balanceMinor).toBe(-23250);
      const [linked] = await api().database.query<{ n: number; invoiced: boolean }>(
        `select count(*)::int n, bool_and(invoice_id = $1) invoiced from order_charges where order_id = $2`,
        [invoice.invoiceId, stay.orderId],
      );
      expect(linked).toEqual({ n: 3, invoiced: true });
      const again = await clerk().post('/crm/invoices', { orderId: stay.orderId, customerId: desk.company.customerId });
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/nothing left to invoice/);
      const charges = (await clerk().get(`/crm/folio/${stay.orderId}`)).body.charges.map((c: { chargeId: number }) => c.chargeId);
      const same = await clerk().post('/crm/invoices', { orderId: stay.orderId, chargeIds: charges, customerId: desk.company.customerId });
      expect(same.status).toBe(409);
      expect(same.body.message).toContain(invoice.number);
      // The correcting charge bills the stay anew, to the right customer.
      const fix = await clerk().post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Stay of 8-10 March, billed again',
        unitPriceMinor: 23250,
        family: 'food',
      });
      expect(fix.status, JSON.stringify(fix.body)).toBe(201);
      const rebill = await clerk().post('/crm/invoices', { orderId: stay.orderId, customerId: desk.company.customerId });
      expect(rebill.status, JSON.stringify(rebill.body)).toBe(201);
      expect((await clerk().get(`/crm/invoices/${rebill.body.invoiceId}`)).body.totalMinor).toBe(23250);
      expect((await clerk().get(`/crm/folio/${stay.orderId}`)).body.balanceMinor).toBe(0);
      expect(await folioTotalsAdrift(api())).toEqual([]);
    });

    it('the database keeps credit notes within their invoice and issued documents as issued, whoever writes', async () => {
      const db = api().database;
      const other = await desk.stay().dates('2026-03-12', '2026-03-13').withTax(1000).create();
      const inv = (await clerk().post('/crm/invoices', { orderId: other.orderId })).body;
      const creditSql = (
        seq: number,
        total: number,
      ) => `insert into invoices (group_id, kind, year, seq, number, order_id, folio_no, bill_to, currency, total_minor, net_minor, tax_minor, credited_invoice_id, day)
      values (${other.groupId}, 'credit_note', 2026, ${seq}, 'SQL-A${seq}', ${other.orderId}, 1, 'x', 'MAD', ${total}, ${total}, 0, ${inv.invoiceId}, '${TODAY}')`;
      await expect(db.exec(creditSql(900, 10001))).rejects.toThrow(/exceeds/);
      await expect(db.exec(creditSql(901, 0))).rejects.toThrow(/exceeds/);
      // Within it: the folio's credit notes follow (the database keeps the balance, not the endpoint).
      await db.exec(creditSql(902, 4000));
      expect((await clerk().get(`/crm/folio/${other.orderId}`)).body.folios[0]).toMatchObject({ chargesMinor: 10000, creditedMinor: 4000, balanceMinor: 6000 });
      await expect(db.exec(creditSql(903, 6001))).rejects.toThrow(/exceeds/);
      expect(await folioTotalsAdrift(api())).toEqual([]);
      for (const statement of [
        `update invoices set total_minor = 1 where invoice_id = ${inv.invoiceId}`,
        `update invoices set day = '2026-03-11' where invoice_id = ${inv.invoiceId}`,
        `delete from invoices where invoice_id = ${inv.invoiceId}`,
        `update invoice_lines set amount_minor = 1 where invoice_id = ${inv.invoiceId}`,
        `delete from invoice_lines where invoice_id = ${inv.invoiceId}`,
        `insert into invoice_lines (invoice_id, description, unit_price_minor, amount_minor) values (${inv.invoiceId}, 'added', 5, 5)`,
        `insert into invoice_taxes (invoice_id, tax_rate_bp, net_minor, tax_minor) values (${inv.invoiceId}, 2000, 5, 1)`,
        `update invoice_taxes set tax_minor = 0 where invoice_id = ${inv.invoiceId}`,
        `delete from invoice_taxes where invoice_id = ${inv.invoiceId}`,
      ]) {
        await expect(db.exec(statement), statement).rejects.toThrow();
      }
    });

    it('an invoice never bills a tax rate below zero: the API refuses it with its code, the database too', async () => {
      const db = api().database;
      const other = await desk.stay().dates('2026-03-12', '2026-03-13').withTax(1000).create();
      const [item] = await db.query<{ itemId: number; groupId: number }>(
        `select item_id as "itemId", group_id as "groupId" from reservations where order_id = $1`,
        [other.orderId],
      );
      // A correction at 20 % whose charge was billed on an earlier invoice, written around the endpoints.
      await db.exec(`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, quantity, unit_price_minor, tax_rate_bp, family)
        values (${item!.groupId}, ${other.orderId}, ${item!.itemId}, '${TODAY}', 'extra', 'Minibar correction', -1200, 1, -1200, 2000, 'food')`);
      const refused = await clerk().post('/crm/invoices', { orderId: other.orderId });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body).toMatchObject({ code: 'errors.invoice.rateBelowZero', params: { rate: 20, total: { minor: -1200 } } });
      const [none] = await db.query<{ n: number }>(`select count(*)::int n from invoices where order_id = $1`, [other.orderId]);
      expect(none!.n).toBe(0);
      // Around the endpoint: an invoice whose tax rows bill a rate below zero is refused, even when they add up.
      await expect(
        db.exec(`with i as (insert into invoices (group_id, kind, year, seq, number, order_id, folio_no, bill_to, currency, total_minor, net_minor, tax_minor, day)
          values (${item!.groupId}, 'invoice', 2026, 960, 'SQL-F960', ${other.orderId}, 1, 'x', 'MAD', 9800, 8900, 900, '${TODAY}') returning invoice_id)
          insert into invoice_taxes (invoice_id, tax_rate_bp, net_minor, tax_minor) select invoice_id, r.bp, r.net, r.tax from i,
          (values (1000, 9900, 1100), (2000, -1000, -200)) as r(bp, net, tax)`),
      ).rejects.toThrow(/below zero/);
    });

    it('a credit note is never dated on a closed business day (the database refuses it)', async () => {
      const db = api().database;
      const other = await desk.stay().dates('2026-03-12', '2026-03-13').withTax(1000).create();
      const inv = (await clerk().post('/crm/invoices', { orderId: other.orderId })).body;
      await aClosedDay(api(), { groupId: FIXTURE.hotel1, day: TODAY });
      await expect(
        db.exec(`insert into invoices (group_id, kind, year, seq, number, order_id, folio_no, bill_to, currency, total_minor, net_minor, tax_minor, credited_invoice_id, day)
      values (${other.groupId}, 'credit_note', 2026, 950, 'SQL-A950', ${other.orderId}, 1, 'x', 'MAD', 100, 100, 0, ${inv.invoiceId}, '${TODAY}')`),
      ).rejects.toThrow(/closed business day/);
      // Through the API it takes the open business day, the day after the closed one.
      const credit = await clerk().post('/crm/credit-notes', { invoiceId: inv.invoiceId, amountMinor: 100, reason: 'Late' });
      expect(credit.status, JSON.stringify(credit.body)).toBe(201);
      const [row] = await db.query<{ day: string }>(`select day::text from invoices where invoice_id = $1`, [credit.body.invoiceId]);
      expect(row!.day).toBe('2026-03-11');
    });
  },
  { now: () => FIXED },
);
