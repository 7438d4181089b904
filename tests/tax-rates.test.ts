import { auditMessageText } from '../src/lib/i18n/audit-message-text.ts';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aDeskHotel,
  aPerson,
  aProduct,
  aRoom,
  aRoomType,
  aStay,
  aTag,
  type CustomerHandle,
  type RoomTypeHandle,
  type StayHandle,
} from './helpers/builders/index.ts';

// Issue 32, defect 4: every charge carries the hotel's configured rate (room nights were booked at
// 0 %, wallet sales too); a missing rate is a 409 for the administrator, never a silent 0 %.
const NOW = new Date('2026-03-10T12:00:00Z');

async function charges(api: TestApi, orderId: number) {
  return api.database.query<{ kind: string; family: string; tax_rate_bp: number; amount_minor: string }>(
    `select kind, family, tax_rate_bp, amount_minor::text from order_charges where order_id = $1 order by charge_id`,
    [orderId],
  );
}

async function counts(api: TestApi) {
  const [row] = await api.database.query<
    Record<string, number>
  >(`select (select count(*) from orders)::int orders, (select count(*) from order_charges)::int charges,
    (select count(*) from reservations)::int stays, (select count(*) from audit_events)::int audits`);
  return row!;
}

describeApi(
  'tax rates: the hotel configures them, every charge takes them',
  (api) => {
    let payer: CustomerHandle;
    let standard: RoomTypeHandle;
    let stay: StayHandle;
    const book = (over: Record<string, unknown> = {}) => ({
      customerId: payer.customerId,
      roomTypeId: standard.roomTypeId,
      checkin: '2026-04-01',
      checkout: '2026-04-04',
      adults: 2,
      ...over,
    });

    beforeAll(async () => {
      payer = await aPerson(api()).named('Taxe', 'Payer').create();
      standard = await aRoomType(api()).coded('TXSTD', 'Tax Standard').sleeping(2).atRackRate(90000).sortedAt(1).create();
      const t101 = await aRoom(api()).ofType(standard).named('T101').create();
      await aRoom(api()).ofType(standard).named('T102').create();
      await aRoom(api()).ofType(standard).named('T103').create();
      stay = await aStay(api()).numbered('TX').forCustomer(payer).inRoom(t101).dates('2026-03-09', '2026-03-12').inHouse().guests(2).withTax(1000).create();
      await aTag(api(), stay, 'TAX-TAG');
    });

    it("books room nights at the hotel's room rate (10 % in Morocco), not 0 %", async () => {
      const res = await api().as('clerk1').post('/pms/reservations', book());
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const rows = await charges(api(), res.body.orderId);
      expect(rows).toHaveLength(3);
      expect(rows.every((c) => c.kind === 'room_night' && c.family === 'room' && c.tax_rate_bp === 1000)).toBe(true);
    });

    it("shows the administrator each family's rate, city tax exempt on purpose; clerks cannot read or change them", async () => {
      const read = await api().as('admin').get('/pms/taxes/rates');
      expect(read.status).toBe(200);
      const byFamily = Object.fromEntries(read.body.rates.map((r: { family: string; rateBp: number | null }) => [r.family, r.rateBp]));
      expect(byFamily).toEqual({ room: 1000, food: 1000, beverage: 2000, service: 2000, minibar: 2000, laundry: 2000, fee: 1000, city_tax: 0, other: 2000 });
      expect((await api().as('clerk1').get('/pms/taxes/rates')).status).toBe(403);
      expect(
        (
          await api()
            .as('clerk1')
            .put('/pms/taxes/rates', { rates: [{ family: 'room', rateBp: 0 }] })
        ).status,
      ).toBe(403);
      for (const [body, field] of [
        [{ rates: [{ family: 'room', rateBp: 10001 }] }, 'rates.0.rateBp'],
        [{ rates: [{ family: 'room', rateBp: 5.5 }] }, 'rates.0.rateBp'],
        [{ rates: [{ family: 'spa', rateBp: 1000 }] }, 'rates.0.family'],
        [{ rates: [] }, 'rates'],
        [
          {
            rates: [
              { family: 'room', rateBp: 1000 },
              { family: 'room', rateBp: 2000 },
            ],
          },
          'rates',
        ],
        [{ rates: [{ family: 'room', rateBp: '10' }] }, 'rates.0.rateBp'],
      ] as const) {
        const r = await api().as('admin').put('/pms/taxes/rates', body);
        expect(r.status, JSON.stringify([body, r.body])).toBe(400);
        expect(r.body.field).toBe(field);
      }
      expect((await api().as('admin').get('/pms/taxes/rates')).body).toEqual(read.body);
    });

    it('refuses a booking whose room nights have no rate (409 naming the family), writing nothing; the admin sets it and the booking passes', async () => {
      await api().database.exec(`delete from tax_rates where group_id = 1 and family = 'room'`);
      const shown = await api().as('admin').get('/pms/taxes/rates');
      expect(shown.body.rates.find((r: { family: string }) => r.family === 'room')).toMatchObject({ rateBp: null });
      const before = await counts(api());
      const refused = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-04-10', checkout: '2026-04-12' }));
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.field).toBe('taxRates.room');
      expect(refused.body.message).toMatch(/no tax rate for the family 'room'.*administrator/);
      expect(await counts(api())).toEqual(before);
      const set = await api()
        .as('admin')
        .put('/pms/taxes/rates', { rates: [{ family: 'room', rateBp: 1000 }] });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      const audit = await api().database.query<{ messageKey: string; messageParams: Record<string, string | number> }>(
        `select message_key as "messageKey", message_params as "messageParams" from audit_events where message_key like 'audit.msg.rates.taxRate%' order by audit_event_id desc limit 1`,
      );
      expect(audit[0]).toMatchObject({ messageKey: 'audit.msg.rates.taxRateFirst', messageParams: { family: 'room', rate: 1000 } });
      // Said in the reader's language, the family by its name and the rate as a percent.
      const row = { message: '', messageKey: audit[0]!.messageKey, messageParams: audit[0]!.messageParams };
      expect(auditMessageText('fr', row)).toBe('Taux de TVA fixé à 10 % pour les nuitées');
      expect(auditMessageText('en', row)).toBe('VAT rate set to 10 % for room nights');
      const booked = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-04-10', checkout: '2026-04-12' }));
      expect(booked.status).toBe(201);
      expect((await charges(api(), booked.body.orderId)).map((c) => c.tax_rate_bp)).toEqual([1000, 1000]);
    });

    it("takes a folio extra's rate from the family (or its product), never from the screen", async () => {
      const clerk = api().as('clerk1');
      const wine = await clerk.post(`/crm/folio/${stay.orderId}/charges`, { kind: 'extra', description: 'Wine', unitPriceMinor: 9000, family: 'beverage' });
      expect(wine.status, JSON.stringify(wine.body)).toBe(201);
      const tea = await clerk.post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Tea',
        unitPriceMinor: 2000,
        family: 'food',
        taxRateBp: 1000,
      });
      expect(tea.status).toBe(201);
      const fee = await clerk.post(`/crm/folio/${stay.orderId}/charges`, { kind: 'fee', description: 'Late check-out', unitPriceMinor: 5000 });
      expect(fee.status).toBe(201);
      const before = await counts(api());
      const wrong = await clerk.post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Wine',
        unitPriceMinor: 9000,
        family: 'beverage',
        taxRateBp: 0,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.field).toBe('taxRateBp');
      expect(await counts(api())).toEqual(before);
      const guideBook = await aProduct(api(), { reference: 'TX-BOOK', name: 'Guide book', taxRateBp: 550, stocked: false });
      const bookSale = await clerk.post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Guide book',
        unitPriceMinor: 12000,
        family: 'other',
        productId: guideBook.productId,
      });
      expect(bookSale.status, JSON.stringify(bookSale.body)).toBe(201);
      const extras = (await charges(api(), stay.orderId)).filter((c) => c.kind !== 'room_night');
      expect(extras.map((c) => [c.kind, c.family, c.tax_rate_bp])).toEqual([
        ['extra', 'beverage', 2000],
        ['extra', 'food', 1000],
        ['fee', 'fee', 1000],
        ['extra', 'other', 550],
      ]);
    });

    it('posts the city tax at its configured rate (exempt: 0 set on purpose), and refuses it when none is set', async () => {
      await api().database.exec(`delete from tax_rates where group_id = 1 and family = 'city_tax'`);
      const before = await counts(api());
      const refused = await api().as('clerk1').post(`/crm/folio/${stay.orderId}/city-tax`, { perPersonNightMinor: 2500 });
      expect(refused.status).toBe(409);
      expect(refused.body.field).toBe('taxRates.city_tax');
      expect(await counts(api())).toEqual(before);
      expect(
        (
          await api()
            .as('admin')
            .put('/pms/taxes/rates', { rates: [{ family: 'city_tax', rateBp: 0 }] })
        ).status,
      ).toBe(200);
      const applied = await api().as('clerk1').post(`/crm/folio/${stay.orderId}/city-tax`, { perPersonNightMinor: 2500 });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      const city = (await charges(api(), stay.orderId)).filter((c) => c.kind === 'city_tax');
      expect(city).toHaveLength(3);
      expect(city.every((c) => c.family === 'city_tax' && c.tax_rate_bp === 0 && c.amount_minor === '5000')).toBe(true);
    });

    it('posts a wallet sale at the rate of the family sold (a drink at 20 %), not 0 %', async () => {
      expect((await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=TAX-TAG')).status).toBe(201);
      expect((await api().as('clerk1').post(`/crm/rfid-wallets/set-limit?rfidKey=TAX-TAG&itemId=${stay.itemId}&limitAmount=300`)).status).toBe(200);
      const drink = await api()
        .as('clerk1')
        .post('/crm/rfid-wallets/charge', { rfidKey: 'TAX-TAG', amountMinor: 4500, description: 'Cocktail', family: 'beverage', posId: 2 });
      expect(drink.status, JSON.stringify(drink.body)).toBe(201);
      const plain = await api().as('clerk1').post('/crm/rfid-wallets/charge', { rfidKey: 'TAX-TAG', amountMinor: 1500, description: 'Towel' });
      expect(plain.status).toBe(201);
      const wallet = (await charges(api(), stay.orderId)).filter((c) => c.kind === 'wallet');
      expect(wallet.map((c) => [c.family, c.tax_rate_bp])).toEqual([
        ['beverage', 2000],
        ['service', 2000],
      ]);
      const bad = await api().as('clerk1').post('/crm/rfid-wallets/charge', { rfidKey: 'TAX-TAG', amountMinor: 100, description: 'x', family: 'room' });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('family');
    });

    it('the database refuses a charge that names no rate, and says which family has none', async () => {
      await expect(
        api().database.exec(`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, family)
      values (1, ${stay.orderId}, ${stay.itemId}, '2026-03-10', 'extra', 'No rate', 1000, 'food')`),
      ).rejects.toThrow(/tax_rate_bp/);
      await api().database.exec(`delete from tax_rates where group_id = 1 and family = 'laundry'`);
      await expect(api().database.query(`select auberge_tax_rate(1, 'laundry')`)).rejects.toThrow(/no tax rate for the family 'laundry'/);
      await expect(api().database.exec(`insert into tax_rates (group_id, family, rate_bp) values (1, 'laundry', 10001)`)).rejects.toThrow(/tax_rates_rate/);
      await expect(api().database.exec(`insert into tax_rates (group_id, family, rate_bp) values (1, 'spa', 1000)`)).rejects.toThrow(/tax_rates_family/);
    });
  },
  { now: () => NOW },
);

describeApi(
  "tax rates: the closing posts its fees and city tax at the hotel's rates",
  (api) => {
    const ids = {} as Record<'A' | 'C', StayHandle>;
    const DAY = '2026-03-10';

    beforeAll(async () => {
      const desk = await aDeskHotel(api(), { prefix: 'TXC' });
      await api().database.exec(`update hotels set city_tax_minor = 500, no_show_charge = 'first_night' where group_id = 1`);
      ids.A = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-09', '2026-03-12').inHouse('2026-03-09T15:00:00Z').guests(2).create();
      ids.C = await desk.stay().dates(DAY, '2026-03-11').create();
    });

    it('refuses the closing while fees have no rate (409 naming the family), then posts the no-show fee at 10 % and the city tax exempt', async () => {
      await api().database.exec(`delete from tax_rates where group_id = 1 and family = 'fee'`);
      const [before] = await api().database.query(`select (select count(*) from order_charges)::int charges, (select count(*) from business_days)::int days`);
      const refused = await api().as('admin').post(`/crm/orders/closing?closingdate=${DAY}&group=1`);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.field).toBe('taxRates.fee');
      expect(
        (await api().database.query(`select (select count(*) from order_charges)::int charges, (select count(*) from business_days)::int days`))[0],
      ).toEqual(before);
      expect(
        (
          await api()
            .as('admin')
            .put('/pms/taxes/rates', { rates: [{ family: 'fee', rateBp: 1000 }] })
        ).status,
      ).toBe(200);
      const closed = await api().as('admin').post(`/crm/orders/closing?closingdate=${DAY}&group=1`);
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      const posted = await api().database.query<{ kind: string; family: string; tax_rate_bp: number; amount_minor: string }>(
        `select kind, family, tax_rate_bp, amount_minor::text from order_charges where kind in ('no_show', 'city_tax') order by kind`,
      );
      expect(posted).toEqual([
        { kind: 'city_tax', family: 'city_tax', tax_rate_bp: 0, amount_minor: '1000' },
        { kind: 'no_show', family: 'fee', tax_rate_bp: 1000, amount_minor: '10000' },
      ]);
    });
  },
  { now: () => new Date('2026-03-11T01:00:00Z') },
);
