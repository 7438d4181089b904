import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aDeskHotel, aProduct, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

/**
 * Issue 35 §3 and §4, through the API the screens call: a company's open lines across its stays
 * issued as one debtor invoice (each stay's folio invoiced to the company and grouped under the
 * first, all or nothing), its invoices and what it owes; and the catalogue "Add an extra" offers.
 */
describeApi(
  'Debtor invoices and the sale catalogue (CRM)',
  (api) => {
    let desk: DeskHotel;
    let a: StayHandle;
    let b: StayHandle;
    let own: StayHandle;
    const admin = () => api().as('admin');
    const extra = async (stay: StayHandle, description: string, unitPriceMinor: number) => {
      const r = await admin().post(`/crm/folio/${stay.orderId}/charges`, { kind: 'extra', description, unitPriceMinor, family: 'food' });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.chargeId as number;
    };
    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'DB' });
      a = await desk.stay().forCustomer(desk.company).inRoom(desk.rooms.r101).dates('2026-03-09', '2026-03-11').inHouse().withoutCharges().create();
      b = await desk.stay().forCustomer(desk.company).inRoom(desk.rooms.r102).dates('2026-03-09', '2026-03-11').inHouse().withoutCharges().create();
      own = await desk.stay().inRoom(desk.rooms.r104).dates('2026-03-09', '2026-03-11').inHouse().withoutCharges().create();
      await extra(a, 'Seminar lunch', 15000);
      await extra(a, 'Seminar dinner', 25000);
      await extra(b, 'Seminar lunch', 15000);
      await extra(own, 'Private dinner', 9000);
    });

    it("lists the company's open lines across its stays, never another customer's", async () => {
      const companies = await admin().get('/crm/debtor-invoices/companies');
      expect(companies.status, JSON.stringify(companies.body)).toBe(200);
      expect(companies.body).toContainEqual({ customerId: desk.company.customerId, name: 'Atlas Voyages', openMinor: 55000, owedMinor: 0 });
      const account = await admin().get('/crm/debtor-invoices/account', { customer: desk.company.customerId });
      expect(account.status).toBe(200);
      expect(account.body).toMatchObject({ name: 'Atlas Voyages', currency: 'MAD', openMinor: 55000, owedMinor: 0, invoices: [] });
      expect(
        account.body.lines
          .map((l: { orderId: number; description: string }) => `${l.orderId === a.orderId ? 'a' : l.orderId === b.orderId ? 'b' : '?'}:${l.description}`)
          .sort(),
      ).toEqual(['a:Seminar dinner', 'a:Seminar lunch', 'b:Seminar lunch']);
    });

    it('refuses bad input with a 400 naming the field, a line of another customer, and the desk clerk', async () => {
      const ownLine = (await api().database.query<{ charge_id: number }>(`select charge_id from order_charges where order_id = $1`, [own.orderId]))[0]!
        .charge_id;
      for (const [body, field] of [
        [{ customerId: desk.company.customerId, chargeIds: [] }, 'chargeIds'],
        [{ customerId: desk.company.customerId, chargeIds: ['x'] }, 'chargeIds.0'],
        [{ customerId: 'x', chargeIds: [1] }, 'customerId'],
        [{ customerId: desk.company.customerId, chargeIds: [ownLine] }, 'chargeIds'],
      ] as const) {
        const r = await admin().post('/crm/debtor-invoices', body);
        expect(r.status, JSON.stringify([body, r.body])).toBe(400);
        expect(r.body.field).toBe(field);
      }
      expect(
        (
          await api()
            .as('clerk1')
            .post('/crm/debtor-invoices', { customerId: desk.company.customerId, chargeIds: [ownLine] })
        ).status,
      ).toBe(403);
      expect((await api().as('clerk1').get('/crm/debtor-invoices/companies')).status).toBe(403);
    });

    it('issues one debtor invoice for the chosen lines, the second stay grouped under it; the company then owes it', async () => {
      const account = (await admin().get('/crm/debtor-invoices/account', { customer: desk.company.customerId })).body;
      const ids = account.lines.map((l: { chargeId: number }) => l.chargeId);
      const issued = await admin().post('/crm/debtor-invoices', { customerId: desk.company.customerId, chargeIds: ids });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      expect(issued.body.totalMinor).toBe(55000);
      expect(issued.body.grouped).toHaveLength(1);
      const debtor = await admin().get(`/crm/invoices/${issued.body.invoiceId}`);
      expect(debtor.body.grouped.map((g: { number: string }) => g.number)).toEqual([issued.body.grouped[0].number]);
      const after = (await admin().get('/crm/debtor-invoices/account', { customer: desk.company.customerId })).body;
      expect(after).toMatchObject({ openMinor: 0, owedMinor: 55000, lines: [] });
      expect(after.invoices).toHaveLength(2);
      // Issued lines are billed once: issuing them again is refused and writes nothing.
      const count = async () => (await api().database.query<{ n: number }>(`select count(*)::int n from invoices`))[0]?.n;
      const before = await count();
      const again = await admin().post('/crm/debtor-invoices', { customerId: desk.company.customerId, chargeIds: ids });
      expect([again.status, again.body.code]).toEqual([409, 'errors.invoice.chargeBilled']);
      expect(await count()).toBe(before);
    });

    it('all or nothing: a refusal on the second stay leaves the first uninvoiced', async () => {
      const first = await extra(a, 'Coffee break', 3000);
      const second = await extra(b, 'Coffee break', 3000);
      // The second stay's folio 1 sums to nothing positive once a discount takes it all: its invoice is refused.
      await api().database.query(
        `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, quantity, tax_rate_bp, family, folio_no)
        select group_id, order_id, item_id, day, 'extra', 'Correction', -3000, 1, tax_rate_bp, family, folio_no from order_charges where charge_id = $1`,
        [second],
      );
      const correction = (
        await api().database.query<{ charge_id: number }>(`select max(charge_id)::int charge_id from order_charges where order_id = $1`, [b.orderId])
      )[0]?.charge_id;
      const r = await admin().post('/crm/debtor-invoices', { customerId: desk.company.customerId, chargeIds: [first, second, correction] });
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      const [row] = await api().database.query<{ invoice_id: number | null }>(`select invoice_id from order_charges where charge_id = $1`, [first]);
      expect(row!.invoice_id).toBeNull();
    });

    it('offers "Add an extra" the points of sale (with their store) and the priced products', async () => {
      const p = await aProduct(api(), { reference: 'DB-COLA', name: 'Cola', salePriceMinor: 2500, taxRateBp: 2000 });
      await aProduct(api(), { reference: 'DB-FREE', name: 'Not sold' });
      const r = await api().as('clerk1').get(`/crm/folio/${a.orderId}/sale-catalogue`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.points.map((x: { name: string }) => x.name)).toEqual(['Bar', 'Reception']);
      expect(r.body.products).toEqual([
        { productId: p.productId, reference: 'DB-COLA', name: 'Cola', unit: 'unit', salePriceMinor: 2500, taxRateBp: 2000, stocked: true, onHand: {} },
      ]);
      expect(r.body.familyRates.food).toBeGreaterThan(0);
      expect((await api().as('housekeeper1').get(`/crm/folio/${a.orderId}/sale-catalogue`)).status).toBe(403);
      expect((await api().as('clerk2').get(`/crm/folio/${a.orderId}/sale-catalogue`)).status).toBe(404);
    });
  },
  { now: () => NOW },
);
