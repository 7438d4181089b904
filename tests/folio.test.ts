import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aClosedDay,
  aCompany,
  aDeskHotel,
  anExchangeRate,
  FIXTURE,
  grantRoles,
  type CustomerHandle,
  type DeskHotel,
  type StayHandle,
} from './helpers/builders/index.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';

// The hotels' calendar day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

/** Everything a refused call must leave as it was. */
async function snapshot(api: TestApi) {
  const [row] = await api.database.query(`select
    (select count(*) from order_charges)::int charges, (select coalesce(sum(amount_minor), 0)::text from order_charges) charged,
    (select string_agg(payment_id || ':' || amount_minor || ':' || method || ':' || hotel_amount_minor, ',' order by payment_id) from payments) payments,
    (select count(*) from folios)::int folios, (select count(*) from audit_events)::int audits, (select count(*) from accounting_entries)::int entries`);
  return row;
}

describeApi(
  'folio: charges, discounts, folios, routing and payments',
  (api) => {
    const clerk = () => api().as('clerk1');
    let desk: DeskHotel;
    let parisCorp: CustomerHandle;
    let stay: StayHandle;

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'FO' });
      await anExchangeRate(api(), { groupId: FIXTURE.hotel1, currency: 'EUR', day: '2026-03-01', rate: '10.5' });
      await anExchangeRate(api(), { groupId: FIXTURE.hotel1, currency: 'EUR', day: TODAY, rate: '10.85' });
      parisCorp = await aCompany(api()).forHotel(FIXTURE.hotel2).called('Paris Corp').create();
      stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', TODAY).inHouse('2026-03-08T15:00:00Z').create();
    });

    it('shows the folio: the room nights, no payment, the balance computed by the database', async () => {
      const res = await clerk().get(`/crm/folio/${stay.orderId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        orderId: stay.orderId,
        currency: 'MAD',
        openDay: TODAY,
        balanceMinor: 20000,
        folios: [{ folioNo: 1, chargesMinor: 20000, paidMinor: 0, balanceMinor: 20000 }],
      });
      expect(res.body.charges.map((c: { kind: string; amountMinor: number }) => [c.kind, c.amountMinor])).toEqual([
        ['room_night', 10000],
        ['room_night', 10000],
      ]);
    });

    it('sells an extra (audit 22) and charges a fee (audit 15)', async () => {
      const extra = await clerk().post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Mint tea',
        quantity: 2,
        unitPriceMinor: 2500,
        family: 'beverage',
      });
      expect(extra.status, JSON.stringify(extra.body)).toBe(201);
      const fee = await clerk().post(`/crm/folio/${stay.orderId}/charges`, { kind: 'fee', description: 'Late check-out', unitPriceMinor: 5000 });
      expect(fee.status).toBe(201);
      const folio = (await clerk().get(`/crm/folio/${stay.orderId}`)).body;
      expect(folio.balanceMinor).toBe(30000);
      expect(folio.charges.find((c: { chargeId: number }) => c.chargeId === extra.body.chargeId)).toMatchObject({
        kind: 'extra',
        day: TODAY,
        quantity: 2,
        amountMinor: 5000,
        family: 'beverage',
        postedDay: null,
      });
      const audits = await api().database.query<{ type_id: number }>(`select type_id from audit_events where item_id = $1 order by audit_event_id`, [
        stay.itemId,
      ]);
      expect(audits.map((a) => a.type_id)).toEqual([22, 15]);
    });

    it('refuses bad charges with a 400 naming the field, storing nothing', async () => {
      const before = await snapshot(api());
      const cases: Array<[unknown, string]> = [
        [{ kind: 'extra', description: 'Tea', unitPriceMinor: 0 }, 'unitPriceMinor'],
        [{ kind: 'extra', description: 'Tea', unitPriceMinor: -100 }, 'unitPriceMinor'],
        [{ kind: 'extra', description: 'Tea', unitPriceMinor: 12.5 }, 'unitPriceMinor'],
        [{ kind: 'extra', description: 'Tea', unitPriceMinor: 1e30 }, 'unitPriceMinor'],
        [{ kind: 'extra', description: 'Tea', unitPriceMinor: '100' }, 'unitPriceMinor'],
        [{ kind: 'extra', description: 'T\u0000ea', unitPriceMinor: 100 }, 'description'],
        [{ kind: 'room_night', description: 'Tea', unitPriceMinor: 100 }, 'kind'],
        [{ kind: 'extra', description: 'Tea', unitPriceMinor: 100, quantity: 1.5 }, 'quantity'],
        [{ kind: 'extra', description: 'Tea', unitPriceMinor: 100, folioNo: 7 }, 'folioNo'],
        [{ kind: 'extra', description: 'Tea', unitPriceMinor: 100, taxRateBp: 20000 }, 'taxRateBp'],
      ];
      for (const [body, field] of cases) {
        const res = await clerk().post(`/crm/folio/${stay.orderId}/charges`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field, JSON.stringify(res.body)).toBe(field);
      }
      expect(await snapshot(api())).toEqual(before);
    });

    it('discounts a night by the amount-to-pay rule (audit 14)', async () => {
      const night = (await clerk().get(`/crm/folio/${stay.orderId}`)).body.charges[0];
      const pct = await clerk().post(`/crm/folio/${stay.orderId}/discount`, { chargeId: night.chargeId, mode: 'percent', value: 90 });
      expect(pct.status, JSON.stringify(pct.body)).toBe(201);
      expect(pct.body.amountToPayMinor).toBe(9000);
      const amt = await clerk().post(`/crm/folio/${stay.orderId}/discount`, { chargeId: night.chargeId, mode: 'amount', value: 1000 });
      expect(amt.body.amountToPayMinor).toBe(8000);
      expect((await clerk().post(`/crm/folio/${stay.orderId}/discount`, { chargeId: night.chargeId, mode: 'percent', value: 150 })).body.field).toBe('value');
      expect((await clerk().get(`/crm/folio/${stay.orderId}`)).body.balanceMinor).toBe(28000);
    });

    it("takes a card payment in dirhams and a cash payment in euros at the day's rate (audit 27), balanced in the books", async () => {
      const card = await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'card', amountMinor: 10000, reference: 'VISA 4242' });
      expect(card.status, JSON.stringify(card.body)).toBe(201);
      const cash = await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', currency: 'EUR', amountMinor: 1000 });
      expect(cash.status, JSON.stringify(cash.body)).toBe(201);
      const folio = (await clerk().get(`/crm/folio/${stay.orderId}`)).body;
      expect(
        folio.payments.map((p: { method: string; currency: string; amountMinor: number; rate: number; hotelAmountMinor: number; day: string }) => [
          p.method,
          p.currency,
          p.amountMinor,
          p.rate,
          p.hotelAmountMinor,
          p.day,
        ]),
      ).toEqual([
        ['card', 'MAD', 10000, 1, 10000, TODAY],
        ['cash', 'EUR', 1000, 10.85, 10850, TODAY],
      ]);
      expect(folio.balanceMinor).toBe(28000 - 20850);
      const unbalanced = await api().database.query(`select entry_no from accounting_entries group by entry_no having sum(debit_minor) <> sum(credit_minor)`);
      expect(unbalanced).toEqual([]);
      const lines = await api().database.query<{ account: string; debit_minor: string; credit_minor: string }>(
        `select account, debit_minor::text, credit_minor::text from accounting_entries where source = 'payment' and source_id = $1 order by line_id`,
        [cash.body.paymentId],
      );
      expect(lines).toEqual([
        { account: '516100', debit_minor: '10850', credit_minor: '0' },
        { account: '411100', debit_minor: '0', credit_minor: '10850' },
      ]);
    });

    it('refuses bad payments with a 400 naming the field (zero, fractional, unknown currency, no rate), storing nothing', async () => {
      const before = await snapshot(api());
      const cases: Array<[unknown, string]> = [
        [{ method: 'cash', amountMinor: 0 }, 'amountMinor'],
        [{ method: 'cash', amountMinor: 10.5 }, 'amountMinor'],
        [{ method: 'cash', amountMinor: 99999999999999 }, 'amountMinor'],
        [{ method: 'cash', amountMinor: null }, 'amountMinor'],
        [{ method: 'cash', amountMinor: 100, currency: 'XYZ' }, 'currency'],
        [{ method: 'cash', amountMinor: 100, currency: 'USD' }, 'currency'],
        [{ method: 'bitcoin', amountMinor: 100 }, 'method'],
        [{ method: 'company_account', amountMinor: 100 }, 'companyId'],
        [{ method: 'company_account', amountMinor: 100, companyId: parisCorp.customerId }, 'companyId'],
        [{ method: 'cash', amountMinor: 100, folioNo: 5 }, 'folioNo'],
        [{ method: 'cash', amountMinor: 100, extra: 1 }, 'body'],
      ];
      for (const [body, field] of cases) {
        const res = await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).toBe(field);
      }
      expect((await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, 'not json')).status).toBe(400);
      expect(await snapshot(api())).toEqual(before);
    });

    it("refuses another hotel's folio (404), a partner (403) and an unknown order (404), storing nothing", async () => {
      const before = await snapshot(api());
      expect((await api().as('clerk2').post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 100 })).status).toBe(404);
      expect((await api().as('clerk2').get(`/crm/folio/${stay.orderId}`)).status).toBe(404);
      expect((await api().as(desk.partner.code).get(`/crm/folio/${stay.orderId}`)).status).toBe(403);
      expect((await clerk().post(`/crm/orders/999999/add/payment`, { method: 'cash', amountMinor: 100 })).status).toBe(404);
      expect((await clerk().post(`/crm/orders/abc/add/payment`, { method: 'cash', amountMinor: 100 })).status).toBe(400);
      expect((await api().as('housekeeper1').post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 100 })).status).toBe(403);
      expect(await snapshot(api())).toEqual(before);
    });

    it('edits (28) and deletes (29) a payment of an open day, reversing its entry; a refund is negative', async () => {
      const p = await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 500 });
      expect((await clerk().put(`/crm/payments/${p.body.paymentId}`, { amountMinor: 700, method: 'cheque' })).status).toBe(200);
      const [row] = await api().database.query(`select amount_minor::int a, method from payments where payment_id = $1`, [p.body.paymentId]);
      expect(row).toEqual({ a: 700, method: 'cheque' });
      expect((await clerk().put(`/crm/payments/${p.body.paymentId}`, { amountMinor: 0 })).body.field).toBe('amountMinor');
      expect((await clerk().del(`/crm/payments/${p.body.paymentId}`)).status).toBe(200);
      const refund = await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: -300 });
      expect(refund.status).toBe(201);
      expect((await clerk().del(`/crm/payments/${refund.body.paymentId}`)).status).toBe(200);
      const types = await api().database.query<{ type_id: number }>(
        `select type_id from audit_events where item_id = $1 and type_id in (27, 28, 29) order by audit_event_id`,
        [stay.itemId],
      );
      expect(types.map((t) => t.type_id).slice(-5)).toEqual([27, 28, 29, 27, 29]);
      expect(await api().database.query(`select entry_no from accounting_entries group by entry_no having sum(debit_minor) <> sum(credit_minor)`)).toEqual([]);
    });

    it('refuses a check-out with an open balance, naming the amount; routing the rest to a company folio lets it go', async () => {
      const refused = await clerk().post(`/pms/reservations/${stay.reservationId}/checkout`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('71.50 MAD is still open');
      const folio = await clerk().post(`/crm/folio/${stay.orderId}/folios`, { label: 'Atlas pays the room', companyId: desk.company.customerId });
      expect(folio.status, JSON.stringify(folio.body)).toBe(201);
      expect(folio.body.folioNo).toBe(2);
      expect((await clerk().post(`/crm/folio/${stay.orderId}/folios`, { companyId: parisCorp.customerId })).body.field).toBe('companyId');
      const charges = (await clerk().get(`/crm/folio/${stay.orderId}`)).body.charges as Array<{ chargeId: number; kind: string }>;
      const nights = charges.filter((c) => c.kind === 'room_night' || c.kind === 'discount').map((c) => c.chargeId);
      expect((await clerk().post(`/crm/folio/${stay.orderId}/route`, { chargeIds: [...nights, 999999], folioNo: 2 })).body.field).toBe('chargeIds');
      const routed = await clerk().post(`/crm/folio/${stay.orderId}/route`, { chargeIds: nights, folioNo: 2 });
      expect(routed.status, JSON.stringify(routed.body)).toBe(200);
      const after = (await clerk().get(`/crm/folio/${stay.orderId}`)).body;
      const guestFolio = after.folios.find((f: { folioNo: number }) => f.folioNo === 1);
      // The guest's folio now holds the extras and the payments only: settle it, then leave.
      await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: guestFolio.balanceMinor });
      const out = await clerk().post(`/pms/reservations/${stay.reservationId}/checkout`);
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      const audits = await api().database.query<{ type_id: number }>(`select type_id from audit_events where item_id = $1 and type_id in (11, 19, 6)`, [
        stay.itemId,
      ]);
      expect(audits.map((a) => a.type_id).sort((a, b) => a - b)).toEqual([6, 11, 19]);
    });

    it('refuses to change a posted charge or a payment of a closed day (409), storing nothing; new money goes to the next day', async () => {
      const id = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-09', '2026-03-11').inHouse('2026-03-09T14:00:00Z').create();
      const pay = await clerk().post(`/crm/orders/${id.orderId}/add/payment`, { method: 'card', amountMinor: 5000 });
      // The hotel keeps room revenue in its own account; the other lines take the defaults.
      await api().database.exec(`
      insert into accounting_accounts (group_id, kind, key, account) values (1, 'family', 'room', '706199');
      update order_charges set posted_day = day where order_id = ${id.orderId} and day <= '${TODAY}';`);
      await aClosedDay(api(), { groupId: FIXTURE.hotel1, day: TODAY });
      const night = (await clerk().get(`/crm/folio/${id.orderId}`)).body.charges[0];
      const before = await snapshot(api());
      const edit = await clerk().put(`/crm/folio/charges/${night.chargeId}/price`, { unitPriceMinor: 1 });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toContain('posted');
      const change = await clerk().put(`/crm/payments/${pay.body.paymentId}`, { amountMinor: 1 });
      expect(change.status).toBe(409);
      expect(change.body.message).toContain('closed business day');
      expect((await clerk().del(`/crm/payments/${pay.body.paymentId}`)).status).toBe(409);
      expect(await snapshot(api())).toEqual(before);
      // The database itself refuses, whatever the caller.
      await expect(api().database.exec(`delete from payments where payment_id = ${pay.body.paymentId}`)).rejects.toThrow(/closed/);
      await expect(api().database.exec(`update order_charges set amount_minor = 1 where charge_id = ${night.chargeId}`)).rejects.toThrow(/posted/);
      const next = await clerk().post(`/crm/orders/${id.orderId}/add/payment`, { method: 'cash', amountMinor: 100 });
      expect(next.status).toBe(201);
      const [row] = await api().database.query<{ day: string }>(`select day::text from payments where payment_id = $1`, [next.body.paymentId]);
      expect(row!.day).toBe('2026-03-11');
      // Posting wrote the nights' sales entries: guest ledger against room revenue and VAT.
      const sales = await api().database.query<{ account: string; debit: string; credit: string }>(
        `select account, debit_minor::text as debit, credit_minor::text as credit from accounting_entries where source = 'charge' and order_id = $1 order by line_id`,
        [id.orderId],
      );
      expect(sales).toEqual(
        [0, 1].flatMap(() => [
          { account: '411100', debit: '10000', credit: '0' },
          { account: '706199', debit: '0', credit: '10000' },
        ]),
      );
    });

    it('hands the details page rendering in process the very answer JSON would give (charges, payments, a company folio)', async () => {
      const http = await clerk().get(`/crm/folio/${stay.orderId}`);
      const page = await api().inProcess('clerk1', `/crm/folio/${stay.orderId}`, {});
      expect([page.status, page.handedOver]).toEqual([200, true]);
      expect(page.value).toStrictEqual(http.body);
      expect(JSON.parse(JSON.stringify(page.value))).toStrictEqual(page.value);
    });

    it('lists payments by period and user; the card report counts hotels 1 and 2 as all the hotels the user may see', async () => {
      const other = await desk.otherHotelStay().dates(TODAY, '2026-03-11').create();
      await grantRoles(api(), FIXTURE.users.clerk2, 'cashier');
      expect((await api().as('clerk2').post(`/crm/orders/${other.orderId}/add/payment`, { method: 'card', amountMinor: 4000 })).status).toBe(201);
      const list = await clerk().get('/crm/payments', { createdfrom: TODAY, createdto: '2026-03-11', user: FIXTURE.users.clerk1.userId });
      expect(list.status).toBe(200);
      expect(list.body.content.every((p: { groupId: number }) => p.groupId === 1)).toBe(true);
      expect(list.body.totals.find((t: { method: string; currency: string }) => t.method === 'cash' && t.currency === 'EUR')).toMatchObject({
        count: 1,
        amountMinor: 1000,
        hotelAmountMinor: 10850,
      });
      const mine = await clerk().get('/crm/payments/bytime', { group: 1 });
      expect(mine.body.content.map((p: { groupId: number }) => p.groupId)).not.toContain(2);
      const all = await api().as('admin').get('/crm/payments/bytime', { group: 1 });
      expect(new Set(all.body.content.map((p: { groupId: number }) => p.groupId))).toEqual(new Set([1, 2]));
      expect(all.body.content.every((p: { method: string }) => p.method === 'card')).toBe(true);
      expect((await clerk().get('/crm/payments', { group: 2 })).status).toBe(403);
      expect((await clerk().get('/crm/payments', { createdfrom: '2026-02-31' })).body.field).toBe('createdfrom');
      expect((await clerk().get('/crm/payments', { size: 1000 })).body.field).toBe('size');
    });

    it("kept every folio's totals through the charges, discounts, routings, payments and refunds above", async () => {
      expect(await folioTotalsAdrift(api())).toEqual([]);
      // The database keeps them whoever writes: a routing, a moved or deleted charge, a deleted payment.
      const [c] = await api().database.query<{ charge_id: number; order_id: number }>(
        `select charge_id, order_id from order_charges where posted_day is null order by charge_id limit 1`,
      );
      await api().database.exec(`insert into folios (group_id, order_id, folio_no) values (1, ${c!.order_id}, 7)`);
      await api().database.exec(`update order_charges set folio_no = 7, amount_minor = amount_minor + 1, day = day + 400 where charge_id = ${c!.charge_id}`);
      expect(await folioTotalsAdrift(api())).toEqual([]);
      await api().database.exec(`delete from order_charges where charge_id = ${c!.charge_id}`);
      expect(await folioTotalsAdrift(api())).toEqual([]);
      await api().database.exec(`delete from payments where order_id = ${c!.order_id} and day >= '2026-03-11'`);
      expect(await folioTotalsAdrift(api())).toEqual([]);
    });
  },
  { now: () => FIXED },
);
