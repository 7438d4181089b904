import { beforeAll, expect, it } from 'vitest';
import { describeApi, type Caller } from './helpers/test-api.ts';
import { aDeskHotel, FIXTURE, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';
import { settleStay } from './helpers/settle-stay.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';
import { createPmsApi } from '../src/backend/pms-api.ts';

/**
 * The daily and financial reports on a small hand-made hotel (hotel 1: five rooms, city tax 5.00
 * per adult and night, a no-show pays its first night). Two business days are worked and closed
 * through the API, then every report's figures are compared with values computed here by hand.
 *
 * 10/03: A (2 adults, room 101, 09/03 → 12/03) and D (1 adult, checked in today, 10/03 → 13/03)
 * sleep; B (08/03 → 10/03) leaves; C (expected 10/03) becomes a no-show; E was cancelled this
 * morning. Extras: A food 2 × 25.00 (10 %), A beverage 30.00 (20 %) re-priced to 25.00 by the
 * admin ('Complaint'); D a fee 50.00 (10 %) and 20.00 off its night ('Loyalty', by the clerk).
 * Payments: A card 200.00 (AUTH123456) and 50.00 on Atlas Voyages' account; D card 150.00
 * (XYZ98765) and cash 50.00; B settles 200.00 cash. D's fee, night and discount are invoiced
 * (130.00), then credited 10.00.
 * 11/03: D food 10.00 (10 %), paid by card (AUTH777777).
 */
let clock = new Date('2026-03-10T10:00:00Z');
const D1 = '2026-03-10';
const D2 = '2026-03-11';
let desk: DeskHotel;
const passport = () => ({
  firstName: 'Karim',
  lastName: 'Bennani',
  nationality: 'ma',
  birthDate: '1985-06-01',
  docTypeId: desk.passport.docTypeId,
  docNumber: 'AB123456',
  isPrimary: true,
});

describeApi(
  'financial and daily reports',
  (api) => {
    const clerk = () => api().as('clerk1');
    const admin = () => api().as('admin');
    const ids = {} as Record<'A' | 'B' | 'C' | 'D' | 'E', StayHandle>;
    const ok = async <T>(call: Promise<{ status: number; body: T }>, status = 201): Promise<T> => {
      const res = await call;
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      return res.body;
    };
    const chargeOf = async (c: Caller, orderId: number, f: (ch: { kind: string; day: string; description: string }) => boolean) => {
      const folio = (await c.get(`/crm/folio/${orderId}`)).body as { charges: Array<{ chargeId: number; kind: string; day: string; description: string }> };
      return folio.charges.find(f)!.chargeId;
    };

    beforeAll(async () => {
      // Each engine's run starts on day 1 (the clock is shared by the runs of this file).
      clock = new Date('2026-03-10T10:00:00Z');
      desk = await aDeskHotel(api(), { prefix: 'RF' });
      await api().database.exec(`update hotels set city_tax_minor = 500, no_show_charge = 'first_night' where group_id = 1`);
      ids.A = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-09', '2026-03-12').inHouse('2026-03-09T15:00:00Z').guests(2).create();
      ids.B = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-08', D1).inHouse('2026-03-08T15:00:00Z').create();
      ids.C = await desk.stay().dates(D1, D2).create();
      ids.D = await desk.stay().dates(D1, '2026-03-13').create();
      ids.E = await desk.stay().dates('2026-03-20', '2026-03-21').cancelled({ at: '2026-03-10T09:00:00Z' }).create();

      // Day 1, 10/03, worked through the API.
      await ok(clerk().post(`/pms/reservations/${ids.D.reservationId}/assign`, { roomId: desk.rooms.r104.roomId }), 200);
      await ok(clerk().post(`/pms/reservations/${ids.D.reservationId}/checkin`, { guests: [passport()] }), 200);
      await ok(
        clerk().post(`/crm/folio/${ids.A.orderId}/charges`, {
          kind: 'extra',
          description: 'Breakfast',
          quantity: 2,
          unitPriceMinor: 2500,
          taxRateBp: 1000,
          family: 'food',
        }),
      );
      const bev = (await ok(
        clerk().post(`/crm/folio/${ids.A.orderId}/charges`, { kind: 'extra', description: 'Wine', unitPriceMinor: 3000, taxRateBp: 2000, family: 'beverage' }),
      )) as { chargeId: number };
      await ok(admin().put(`/crm/folio/charges/${bev.chargeId}/price`, { unitPriceMinor: 2500, reason: 'Complaint' }), 200);
      const fee = (await ok(clerk().post(`/crm/folio/${ids.D.orderId}/charges`, { kind: 'fee', description: 'Late check-in', unitPriceMinor: 5000 }))) as {
        chargeId: number;
      };
      const night = await chargeOf(clerk(), ids.D.orderId, (c) => c.kind === 'room_night' && c.day === D1);
      const discount = (await ok(
        clerk().post(`/crm/folio/${ids.D.orderId}/discount`, { chargeId: night, mode: 'amount', value: 2000, reason: 'Loyalty' }),
      )) as { chargeId: number };
      await ok(clerk().post(`/crm/orders/${ids.A.orderId}/add/payment`, { method: 'card', amountMinor: 20000, reference: 'AUTH123456' }));
      await ok(clerk().post(`/crm/orders/${ids.A.orderId}/add/payment`, { method: 'company_account', amountMinor: 5000, companyId: desk.company.customerId }));
      await ok(clerk().post(`/crm/orders/${ids.D.orderId}/add/payment`, { method: 'card', amountMinor: 15000, reference: 'XYZ98765' }));
      await ok(clerk().post(`/crm/orders/${ids.D.orderId}/add/payment`, { method: 'cash', amountMinor: 5000 }));
      const invoice = (await ok(clerk().post('/crm/invoices', { orderId: ids.D.orderId, chargeIds: [fee.chargeId, night, discount.chargeId] }))) as {
        invoiceId: number;
      };
      await ok(clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, amountMinor: 1000, reason: 'Goodwill' }));
      await settleStay(api(), ids.B.reservationId);
      await ok(clerk().post(`/pms/reservations/${ids.B.reservationId}/checkout`), 200);
      await ok(admin().post(`/crm/orders/closing?closingdate=${D1}&group=1`), 200);

      // Day 2, 11/03.
      clock = new Date('2026-03-11T10:00:00Z');
      await ok(
        clerk().post(`/crm/folio/${ids.D.orderId}/charges`, { kind: 'extra', description: 'Tea', unitPriceMinor: 1000, taxRateBp: 1000, family: 'food' }),
      );
      await ok(clerk().post(`/crm/orders/${ids.D.orderId}/add/payment`, { method: 'card', amountMinor: 1000, reference: 'AUTH777777' }));
      await ok(admin().post(`/crm/orders/closing?closingdate=${D2}&group=1`), 200);
      await api().database.exec(`update users set permissions = permissions || '["chauffeur"]'::jsonb where code = 'admin'`);
    });

    it("daily report: the closed day's stored figures, cancellations of the day, revenue by department and payments by method", async () => {
      const res = await admin().get('/pms/reports/daily', { day: D1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        day: D1,
        closed: true,
        currency: 'MAD',
        lastClosed: D2,
        businessDate: '2026-03-12',
        roomsAvailable: 5,
        roomsSold: 2,
        guests: 3,
        arrivals: 1,
        departures: 1,
        noShows: 1,
        cancellations: 1,
        // ADR = room revenue / rooms sold; RevPAR = room revenue / rooms available; occupancy = 2 / 5.
        roomRevenueMinor: 20000,
        adrMinor: 10000,
        revparMinor: 4000,
        occupancyBp: 4000,
        // 200.00 rooms + 75.00 extras + 50.00 fee − 20.00 discount + 15.00 city tax + 100.00 no-show − 10.00 credit note.
        revenueMinor: 41000,
        paymentsMinor: 65000,
      });
      const byKey = (rows: { key: string; count: number; amountMinor: number }[]) => Object.fromEntries(rows.map((r) => [r.key, [r.count, r.amountMinor]]));
      expect(byKey(res.body.revenueByDepartment)).toEqual({
        room_night: [2, 20000],
        extra: [2, 7500],
        fee: [1, 5000],
        discount: [1, -2000],
        city_tax: [2, 1500],
        no_show: [1, 10000],
        credit_note: [1, -1000],
      });
      expect(byKey(res.body.paymentsByMethod)).toEqual({ card: [2, 35000], cash: [2, 25000], company_account: [1, 5000] });
      // The default day is the last closed one; the business date is provisional (not closed yet).
      expect((await admin().get('/pms/reports/daily')).body).toMatchObject({ day: D2, closed: true, revenueMinor: 22500, roomsSold: 2 });
      expect((await admin().get('/pms/reports/daily', { day: '2026-03-12' })).body).toMatchObject({
        day: '2026-03-12',
        closed: false,
        roomsSold: 1,
        departures: 0,
      });
    });

    it("daily turnover detail: each day by department, extras by family, discounts negative, the period's totals", async () => {
      const res = await admin().get('/pms/reports/revenue-detail', { from: D1, to: D2 });
      expect(res.status).toBe(200);
      expect(res.body.columns.map((c: { key: string }) => c.key)).toEqual([
        'room_night',
        'extra:beverage',
        'extra:food',
        'fee',
        'no_show',
        'city_tax',
        'discount',
        'credit_note',
      ]);
      expect(res.body.days).toEqual([
        {
          day: D1,
          closed: true,
          amounts: {
            room_night: 20000,
            'extra:beverage': 2500,
            'extra:food': 5000,
            fee: 5000,
            no_show: 10000,
            city_tax: 1500,
            discount: -2000,
            credit_note: -1000,
          },
          totalMinor: 41000,
        },
        { day: D2, closed: true, amounts: { room_night: 20000, 'extra:food': 1000, city_tax: 1500 }, totalMinor: 22500 },
      ]);
      expect(res.body.totals).toEqual({
        room_night: 40000,
        'extra:beverage': 2500,
        'extra:food': 6000,
        fee: 5000,
        no_show: 10000,
        city_tax: 3000,
        discount: -2000,
        credit_note: -1000,
      });
      expect(res.body.totalMinor).toBe(63500);
      // Each day's total is the revenue its closing stored.
      const closed = (await admin().get('/crm/closingdates', { closingdatefrom: D1, closingdateto: D2 })).body as { revenueMinor: number }[];
      expect(closed.map((d) => d.revenueMinor)).toEqual([41000, 22500]);
      // Default period: D-30 to D-1 of the business date (12/03).
      expect((await admin().get('/pms/reports/revenue-detail')).body).toMatchObject({ from: '2026-02-10', to: D2 });
    });

    it("report bacs: the closed days' bacs as /daily-bac gives them, and one day's items as /orders/{itemId}/bac", async () => {
      const res = await admin().get('/pms/reports/bacs', { from: '2026-03-01', to: '2026-03-31', day: D1 });
      expect(res.status).toBe(200);
      const daily = await admin().get('/crm/daily-bac', { from: '2026-03-01', to: '2026-03-31' });
      expect(res.body.days).toEqual(daily.body);
      expect(res.body.totals).toMatchObject({
        revenueMinor: 63500,
        paymentsMinor: 66000,
        paymentsByMethod: { card: 36000, cash: 25000, company_account: 5000 },
      });
      expect(res.body.departments).toEqual(['city_tax', 'credit_note', 'discount', 'extra', 'fee', 'no_show', 'room_night']);
      // The first closing posted every charge up to 10/03: A 2 nights + 75.00 extras + 10.00 city tax; B 2 nights; C its no-show; D night − discount + fee + tax.
      const bac = Object.fromEntries(res.body.items.map((i: { itemId: number; bacMinor: number }) => [i.itemId, i.bacMinor]));
      expect(bac).toEqual({ [ids.A.itemId]: 28500, [ids.B.itemId]: 20000, [ids.C.itemId]: 10000, [ids.D.itemId]: 13500 });
      for (const { itemId } of [ids.A, ids.D])
        expect(String((await admin().get(`/crm/orders/${itemId}/bac`, { closingdate: D1 })).body)).toBe(String(bac[itemId]));
      expect((await admin().get('/pms/reports/bacs', { from: D1, to: D2 })).body.items).toEqual([]);
    });

    it('hands a page rendering in process the very financial report JSON would give', async () => {
      const http = await admin().get('/pms/reports/financial', { from: D1, to: D2 });
      const page = await api().inProcess('admin', '/pms/reports/financial', { from: D1, to: D2 });
      expect([page.status, page.handedOver]).toEqual([200, true]);
      expect(page.value).toStrictEqual(http.body);
      expect(JSON.parse(JSON.stringify(page.value))).toStrictEqual(page.value);
      expect((http.body as { openFolios: unknown[] }).openFolios.length + (http.body as { cityLedger: unknown[] }).cityLedger.length).toBeGreaterThan(0);
    });

    it("financial report: revenue, payments, invoices and credit notes, open balances and the city ledger at the period's end", async () => {
      const res = await admin().get('/pms/reports/financial', { from: D1, to: D2 });
      expect(res.status).toBe(200);
      const b = res.body;
      const byKey = (rows: { key: string; count: number; amountMinor: number }[]) => Object.fromEntries(rows.map((r) => [r.key, [r.count, r.amountMinor]]));
      expect(byKey(b.revenue)).toEqual({
        room_night: [4, 40000],
        extra: [3, 8500],
        fee: [1, 5000],
        no_show: [1, 10000],
        city_tax: [4, 3000],
        discount: [1, -2000],
        credit_note: [1, -1000],
      });
      expect(b.revenueMinor).toBe(63500);
      expect(byKey(b.payments)).toEqual({ card: [3, 36000], cash: [2, 25000], company_account: [1, 5000] });
      expect(b.paymentsMinor).toBe(66000);
      // Invoice: 80.00 at 0 % and 50.00 at 10 % (VAT 4.55). Credit note of 10.00 spread 6.15 / 3.85 (VAT 0.35).
      expect(b.invoices).toEqual({ count: 1, totalMinor: 13000, netMinor: 12545, taxMinor: 455 });
      expect(b.creditNotes).toEqual({ count: 1, totalMinor: 1000, netMinor: 965, taxMinor: 35 });
      // At the end of 11/03: A owes 395.00 − 250.00, D 250.00 − 210.00 − 10.00 credited (both in house); C's no-show fee is unpaid; Atlas owes A's 50.00.
      expect(b.inHouse).toEqual({ count: 2, amountMinor: 17500 });
      expect(b.upcoming).toEqual({ count: 0, amountMinor: 0 });
      expect(b.openFolios).toEqual([
        {
          orderId: ids.C.orderId,
          orderNumber: ids.C.orderNumber,
          folioNo: 1,
          guestName: 'Karim Bennani',
          departure: null,
          chargesMinor: 10000,
          paidMinor: 0,
          balanceMinor: 10000,
        },
      ]);
      expect(b.notSettled).toEqual({ count: 1, amountMinor: 10000 });
      expect(b.cityLedger).toEqual([{ companyId: desk.company.customerId, name: 'Atlas Voyages', amountMinor: 5000 }]);
      // A page lists some of the unsettled folios: their count and total still cover them all.
      const none = (await admin().get('/pms/reports/financial', { from: D1, to: D2, folios: 0 })).body;
      expect([none.openFolios, none.notSettled]).toEqual([[], { count: 1, amountMinor: 10000 }]);
      expect(b.byDay).toEqual([
        { day: D1, revenueMinor: 41000, paymentsMinor: 65000 },
        { day: D2, revenueMinor: 22500, paymentsMinor: 1000 },
      ]);
    });

    it("financial report at a past day's end: the money dated after it is left out, folio by folio", async () => {
      const b = (await admin().get('/pms/reports/financial', { from: D1, to: D1 })).body;
      // At the end of 10/03: A owes 285.00 − 250.00, D 135.00 − 200.00 − 10.00 credited (both in house); C's no-show fee; Atlas A's 50.00.
      expect(b.inHouse).toEqual({ count: 2, amountMinor: 3500 - 7500 });
      expect(b.openFolios.map((f: { orderId: number; balanceMinor: number }) => [f.orderId, f.balanceMinor])).toEqual([[ids.C.orderId, 10000]]);
      expect(b.cityLedger).toEqual([{ companyId: desk.company.customerId, name: 'Atlas Voyages', amountMinor: 5000 }]);
      // The day before anything: nothing owed.
      const before = (await admin().get('/pms/reports/financial', { from: '2026-03-01', to: '2026-03-07' })).body;
      expect([before.inHouse, before.upcoming, before.openFolios, before.cityLedger]).toEqual([
        { count: 0, amountMinor: 0 },
        { count: 0, amountMinor: 0 },
        [],
        [],
      ]);
    });

    it('taxes: VAT per rate of the posted charges and of the invoices less credit notes, city tax apart', async () => {
      const res = await admin().get('/pms/reports/taxes', { from: D1, to: D2 });
      expect(res.status).toBe(200);
      // 0 %: nights 400.00 − discount 20.00 − the credit note's 6.15; 10 %: food 60.00 + fee 50.00 + no-show 100.00 (the fees' rate)
      // − the credit note's 3.85 (VAT 18.74); 20 %: wine 25.00 (VAT 4.17). The credit note of 10.00 (closed 10/03) lowers its day's tax.
      expect(res.body.posted).toEqual([
        { taxRateBp: 0, netMinor: 37385, taxMinor: 0, grossMinor: 37385 },
        { taxRateBp: 1000, netMinor: 18741, taxMinor: 1874, grossMinor: 20615 },
        { taxRateBp: 2000, netMinor: 2083, taxMinor: 417, grossMinor: 2500 },
      ]);
      expect(res.body.postedTotal).toMatchObject({ netMinor: 58209, taxMinor: 2291, grossMinor: 60500 });
      expect(res.body.invoiced).toEqual([
        { taxRateBp: 0, netMinor: 8000 - 615, taxMinor: 0, grossMinor: 7385 },
        { taxRateBp: 1000, netMinor: 4545 - 350, taxMinor: 455 - 35, grossMinor: 4615 },
      ]);
      expect(res.body.cityTax).toEqual({ count: 4, amountMinor: 3000 });
      expect(res.body.byMonth).toEqual([{ month: '2026-03', taxMinor: 2291, cityTaxMinor: 3000 }]);
      // Revenue of closed days (credit notes included) = VAT gross + city tax.
      expect(res.body.postedTotal.grossMinor + res.body.cityTax.amountMinor).toBe(63500);
    });

    it('discounts (chauffeur flag): folio discounts and price cuts, by user and by reason', async () => {
      const res = await admin().get('/pms/reports/discounts', { from: D1, to: D2 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(
        res.body.lines.map((l: { kind: string; userName: string; reason: string; amountMinor: number; day: string }) => [
          l.day,
          l.kind,
          l.userName,
          l.reason,
          l.amountMinor,
        ]),
      ).toEqual([
        [D1, 'charge_price', 'Test Admin', 'Complaint', 500],
        [D1, 'discount', 'Clerk One', 'Loyalty', 2000],
      ]);
      expect(res.body.byUser.map((g: { label: string; count: number; amountMinor: number }) => [g.label, g.count, g.amountMinor])).toEqual([
        ['Clerk One', 1, 2000],
        ['Test Admin', 1, 500],
      ]);
      expect(res.body.byReason.map((g: { label: string; amountMinor: number }) => [g.label, g.amountMinor])).toEqual([
        ['Loyalty', 2000],
        ['Complaint', 500],
      ]);
      expect(res.body).toMatchObject({ count: 2, amountMinor: 2500 });
      // A stay re-priced lower (its nights not yet posted) is a discount too, on the day it was done
      // (the audit event's own time: the database's clock, not the test's); a raise is not.
      clock = new Date('2026-03-12T10:00:00Z');
      await ok(clerk().put(`/pms/reservations/${ids.D.reservationId}`, { priceMinor: 27000 }), 200);
      await ok(clerk().put(`/pms/reservations/${ids.D.reservationId}`, { priceMinor: 28000 }), 200);
      const day = (
        await api().database.query<{ day: string }>(
          `select (max(created_at) at time zone 'Africa/Casablanca')::date::text as day from audit_events where type_id = 14`,
        )
      )[0]!.day;
      const later = await admin().get('/pms/reports/discounts', { from: day, to: day });
      expect(later.body.lines).toEqual([
        {
          day,
          kind: 'stay_price',
          userId: FIXTURE.users.clerk1.userId,
          userName: 'Clerk One',
          reason: '',
          number: ids.D.number,
          description: `Price of reservation ${ids.D.number} changed`,
          amountMinor: 3000,
        },
      ]);
      expect((await clerk().get('/pms/reports/discounts')).status).toBe(403);
    });

    it('card reconciliation: amount and day, then reference; unmatched on each side; a bad line is a 400 naming it', async () => {
      const csv = [
        'Date;Montant;Carte;Autorisation;Référence',
        '10/03/2026;200,00;4111********1234;AUTH123456;CMI-1',
        '11/03/2026;150,00;5500********9999;XYZ98765;CMI-2',
        '2026-03-11;99,00;4111********0000;ZZZ;CMI-3',
        '',
      ].join('\r\n');
      const res = await admin().post('/pms/reports/card-reconciliation', { csv });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ from: D1, to: D2, lines: 3, statementMinor: 44900, paymentsMinor: 36000 });
      expect(
        res.body.matched.map((m: { statement: { line: number }; payment: { amountMinor: number; reference: string }; by: string; differenceMinor: number }) => [
          m.statement.line,
          m.payment.reference,
          m.by,
          m.differenceMinor,
        ]),
      ).toEqual([
        [2, 'AUTH123456', 'amount_day', 0],
        [3, 'XYZ98765', 'reference', 0],
      ]);
      expect(res.body.unmatchedStatement).toEqual([{ line: 4, day: D2, amountMinor: 9900, card: '0000', authorization: 'ZZZ', reference: 'CMI-3' }]);
      expect(res.body.unmatchedPayments.map((p: { reference: string; amountMinor: number }) => [p.reference, p.amountMinor])).toEqual([['AUTH777777', 1000]]);

      // The same file as a multipart upload (the page's form) and as text/csv with ',' separators.
      const app = createPmsApi({ database: api().database, verifier: api().tokens.verifier, now: () => clock });
      const authorization = `Bearer ${await api().tokens.sign('admin')}`;
      const form = new FormData();
      form.set('file', new File([csv], 'cmi.csv', { type: 'text/csv' }));
      const multipart = await app.request('/reports/card-reconciliation', { method: 'POST', headers: { authorization }, body: form });
      expect(multipart.status).toBe(200);
      expect(((await multipart.json()) as { matched: unknown[] }).matched).toHaveLength(2);
      const comma = await app.request('/reports/card-reconciliation', {
        method: 'POST',
        headers: { authorization, 'content-type': 'text/csv' },
        body: '2026-03-10,200.00,1234,AUTH123456,CMI-1\n',
      });
      expect(((await comma.json()) as { matched: unknown[]; from: string }).matched).toHaveLength(1);

      const bad = async (text: string) => (await admin().post('/pms/reports/card-reconciliation', { csv: text })).body as { field: string; message: string };
      expect(await bad('date;amount\n10/03/2026;abc')).toMatchObject({ field: 'line 2', message: expect.stringContaining("line 2: amount 'abc'") });
      expect(await bad('10/03/2026;10,00\n31/02/2026;10,00')).toMatchObject({ field: 'line 2', message: expect.stringContaining('not a day') });
      expect(await bad('10/03/2026;10,00;1;2;3;4;5')).toMatchObject({ field: 'line 1' });
      expect(await bad('10/03/2026;10,001')).toMatchObject({ field: 'line 1' });
      expect((await bad('')).field).toBe('csv');
      expect((await bad('date;amount\n')).field).toBe('csv');
      const none = await app.request('/reports/card-reconciliation', { method: 'POST', headers: { authorization }, body: new FormData() });
      expect(((await none.json()) as { field: string }).field).toBe('file');
      const urlencoded = await app.request('/reports/card-reconciliation', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(urlencoded.status).toBe(415);
    });

    it("kept every folio's totals as its charges and payments add up, through every write above", async () => {
      expect(await folioTotalsAdrift(api())).toEqual([]);
      // A, B, C and D hold money; E, cancelled without a fee, holds none.
      expect((await api().database.query<{ n: number }>(`select count(*)::int n from folio_totals`))[0]!.n).toBe(4);
    });

    it('refuses bad input with a 400 naming the field, and callers outside the report readers', async () => {
      const cases: Array<[string, Record<string, string>, string]> = [
        ['/pms/reports/daily', { day: '2026-02-30' }, 'day'],
        ['/pms/reports/daily', { day: '2026-03-13' }, 'day'],
        ['/pms/reports/daily', { group: 'abc' }, 'group'],
        ['/pms/reports/revenue-detail', { from: D2, to: D1 }, 'from'],
        ['/pms/reports/revenue-detail', { from: '2024-01-01', to: D1 }, 'to'],
        ['/pms/reports/bacs', { day: '10/03/2026' }, 'day'],
        ['/pms/reports/financial', { to: '9999-12-31' }, 'to'],
        ['/pms/reports/financial', { folios: '-1' }, 'folios'],
        ['/pms/reports/financial', { folios: '2.5' }, 'folios'],
        ['/pms/reports/financial', { folios: '100001' }, 'folios'],
        ['/pms/reports/financial', { folios: 'all' }, 'folios'],
        ['/pms/reports/financial', { folios: '1\u0000' }, 'folios'],
        ['/pms/reports/financial', { folios: '1e400' }, 'folios'],
        ['/pms/reports/taxes', { from: 'yesterday' }, 'from'],
        ['/pms/reports/taxes', { group: '-1' }, 'group'],
        ['/pms/reports/discounts', { from: '2026-13-01' }, 'from'],
      ];
      for (const [path, query, field] of cases) {
        const res = await admin().get(path, query);
        expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(res.body.field, `${path} ${JSON.stringify(query)}`).toBe(field);
      }
      for (const path of ['/pms/reports/daily', '/pms/reports/revenue-detail', '/pms/reports/bacs', '/pms/reports/financial', '/pms/reports/taxes']) {
        expect((await clerk().get(path)).status, path).toBe(403);
        expect((await api().as('housekeeper1').get(path)).status, path).toBe(403);
      }
      expect((await clerk().post('/pms/reports/card-reconciliation', { csv: '2026-03-10;1,00' })).status).toBe(403);
      expect((await api().as('clerk2').get('/pms/reports/financial', { group: 1 })).status).toBe(403);
    });
  },
  { now: () => clock },
);
