import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aDeskHotel, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

interface Invoice {
  invoiceId: number;
  kind: string;
  number: string;
  totalMinor: number;
  creditedMinor: number;
  paidMinor: number;
  dueMinor: number;
  orderId: number | null;
  folioNo: number | null;
}

/**
 * Issue 35 §3, "what a company owes": each debtor invoice's paid and open amounts and the company's
 * total, read from the one payment ledger. Money received on an invoiced folio (a guest's deposit,
 * the company's transfer taken there) settles it, up to what it bills after its credit notes; a
 * company-account payment is no money received.
 */
describeApi(
  'Debtor invoices: what each has had paid and what the company owes (CRM)',
  (api) => {
    let desk: DeskHotel;
    let a: StayHandle;
    let b: StayHandle;
    const admin = () => api().as('admin');
    const account = async () => {
      const r = await admin().get('/crm/debtor-invoices/account', { customer: desk.company.customerId });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as { invoicedMinor: number; paidMinor: number; owedMinor: number; invoices: Invoice[] };
    };
    const owedInList = async () =>
      ((await admin().get('/crm/debtor-invoices/companies')).body as { customerId: number; owedMinor: number }[]).find(
        (c) => c.customerId === desk.company.customerId,
      )?.owedMinor;
    const pay = async (orderId: number, body: Record<string, unknown>) => {
      const r = await admin().post(`/crm/orders/${orderId}/add/payment`, { folioNo: 1, ...body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    };
    const byOrder = (invoices: Invoice[], stay: StayHandle) => invoices.find((i) => i.kind === 'invoice' && i.orderId === stay.orderId)!;
    /** The invoice's own page reads the same settlement as the debtor page: same paid, same due. */
    const pageAgrees = async (acc: { invoices: Invoice[] }) => {
      for (const inv of acc.invoices.filter((i) => i.kind === 'invoice')) {
        const page = await admin().get(`/crm/invoices/${inv.invoiceId}`);
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        expect(page.body, inv.number).toMatchObject({ paidMinor: inv.paidMinor, balanceDueMinor: inv.dueMinor });
      }
    };

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'DP' });
      a = await desk.stay().forCustomer(desk.company).inRoom(desk.rooms.r101).dates('2026-03-09', '2026-03-11').inHouse().withoutCharges().create();
      b = await desk.stay().forCustomer(desk.company).inRoom(desk.rooms.r102).dates('2026-03-09', '2026-03-11').inHouse().withoutCharges().create();
      for (const [stay, amount] of [
        [a, 40000],
        [b, 15000],
      ] as const) {
        const r = await admin().post(`/crm/folio/${stay.orderId}/charges`, { kind: 'extra', description: 'Seminar', unitPriceMinor: amount, family: 'food' });
        expect(r.status, JSON.stringify(r.body)).toBe(201);
      }
      // The guest of stay a left a deposit on the folio the company is then invoiced for.
      await pay(a.orderId, { method: 'cash', amountMinor: 5000 });
      const lines = (await account()) as unknown as { lines: { chargeId: number }[] };
      const issued = await admin().post('/crm/debtor-invoices', { customerId: desk.company.customerId, chargeIds: lines.lines.map((l) => l.chargeId) });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    });

    it('counts what was already received on an invoiced folio', async () => {
      const acc = await account();
      expect(acc).toMatchObject({ invoicedMinor: 55000, paidMinor: 5000, owedMinor: 50000 });
      expect(byOrder(acc.invoices, a)).toMatchObject({ totalMinor: 40000, paidMinor: 5000, dueMinor: 35000, folioNo: 1 });
      expect(byOrder(acc.invoices, b)).toMatchObject({ totalMinor: 15000, paidMinor: 0, dueMinor: 15000 });
      expect(await owedInList()).toBe(50000);
      await pageAgrees(acc);
    });

    it("the company's transfer on an invoice's folio settles it; a company-account payment does not", async () => {
      await pay(b.orderId, { method: 'transfer', amountMinor: 15000, reference: 'VIR-1' });
      await pay(a.orderId, { method: 'company_account', amountMinor: 10000, companyId: desk.company.customerId });
      const acc = await account();
      expect(byOrder(acc.invoices, b)).toMatchObject({ paidMinor: 15000, dueMinor: 0 });
      expect(byOrder(acc.invoices, a)).toMatchObject({ paidMinor: 5000, dueMinor: 35000 });
      expect(acc).toMatchObject({ paidMinor: 20000, owedMinor: 35000 });
      expect(await owedInList()).toBe(35000);
      await pageAgrees(acc);
    });

    it('a credit note lowers what is due; more than is due settles the invoice and no more', async () => {
      const invoiceA = byOrder((await account()).invoices, a);
      const credit = await admin().post('/crm/credit-notes', { invoiceId: invoiceA.invoiceId, amountMinor: 5000, reason: 'Lunch not served' });
      expect(credit.status, JSON.stringify(credit.body)).toBe(201);
      let acc = await account();
      expect(byOrder(acc.invoices, a)).toMatchObject({ creditedMinor: 5000, paidMinor: 5000, dueMinor: 30000 });
      expect(acc.invoices.find((i) => i.kind === 'credit_note')).toMatchObject({ paidMinor: 0, dueMinor: 0 });
      expect(acc).toMatchObject({ invoicedMinor: 50000, owedMinor: 30000 });
      await pageAgrees(acc);
      await pay(a.orderId, { method: 'transfer', amountMinor: 40000 });
      acc = await account();
      expect(byOrder(acc.invoices, a)).toMatchObject({ paidMinor: 35000, dueMinor: 0 });
      await pageAgrees(acc);
      expect(acc.owedMinor).toBe(0);
      expect(await owedInList()).toBe(0);
    });

    it("a guest's own invoice is settled when the company takes the folio over on its account", async () => {
      const c = await desk.stay().forCustomer(desk.guest).inRoom(desk.rooms.r104).dates('2026-03-09', '2026-03-11').inHouse().withoutCharges().create();
      const charged = await admin().post(`/crm/folio/${c.orderId}/charges`, { kind: 'extra', description: 'Dinner', unitPriceMinor: 8000, family: 'food' });
      expect(charged.status, JSON.stringify(charged.body)).toBe(201);
      const issued = await admin().post('/crm/invoices', { orderId: c.orderId });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      const invoiceId = (issued.body as { invoiceId: number }).invoiceId;
      await pay(c.orderId, { method: 'company_account', amountMinor: 8000, companyId: desk.company.customerId });
      const page = await admin().get(`/crm/invoices/${invoiceId}`);
      expect(page.body).toMatchObject({ totalMinor: 8000, paidMinor: 8000, balanceDueMinor: 0 });
    });
  },
  { now: () => NOW },
);
