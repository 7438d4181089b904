import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aCompany,
  aPerson,
  aRoom,
  aRoomRate,
  aRoomType,
  aStay,
  aUser,
  FIXTURE,
  ORDER_STATUS,
  RESERVATION_STATUS,
  type CustomerHandle,
  type RoomHandle,
  type RoomTypeHandle,
  type StayHandle,
} from './helpers/builders/index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

interface Hotel {
  nour: CustomerHandle;
  marie: CustomerHandle;
  standard: RoomTypeHandle;
  parisDouble: RoomTypeHandle;
  o101: RoomHandle;
}
let hotel: Hotel;

async function seed(api: TestApi): Promise<void> {
  const standard = await aRoomType(api).coded('OSTD', 'Standard').sleeping(2).atRackRate(50000).sortedAt(1).create();
  const parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('ODBL', 'Double').sleeping(2).atRackRate(12000).sortedAt(1).create();
  const o101 = await aRoom(api).ofType(standard).named('O101').create();
  await aRoom(api).ofType(standard).named('O102').create();
  await aRoom(api).ofType(parisDouble).named('P101').create();
  await aRoomRate(api, standard, { day: '2026-04-02', priceMinor: 60000 });
  const nour = await aPerson(api).named('Nour', 'Alaoui').withEmail('nour@example.com').withPhone('+212600000001').create();
  const atlas = await aCompany(api).called('Atlas Voyages').create();
  const other = await aCompany(api).called('Other Travel').create();
  const marie = await aPerson(api).forHotel(FIXTURE.hotel2).named('Marie', 'Curie').create();
  await aUser(api, 'o-partner').named('Atlas Agent').partnerOf(atlas).withRoles('partner').create();
  await aUser(api, 'o-other').named('Other Agent').partnerOf(other).withRoles('partner').create();
  hotel = { nour, marie, standard, parisDouble, o101 };
}

/** A draft order (no number yet) with one room item, its stay on a provisional number and two nights. */
async function addDraft(api: TestApi, opts: { group?: number } = {}): Promise<StayHandle> {
  const paris = opts.group === FIXTURE.hotel2;
  return aStay(api)
    .inDraftOrder()
    .forCustomer(paris ? hotel.marie : hotel.nour)
    .ofType(paris ? hotel.parisDouble : hotel.standard)
    .guest('Draft Guest')
    .dates('2026-05-01', '2026-05-03')
    .withNightPrice(40000)
    .withTax(1000)
    .createdAt(paris ? '2026-03-02T08:00:00Z' : '2026-03-01T08:00:00Z')
    .create();
}

async function snapshot(api: TestApi) {
  const [row] = await api.database.query(`select
    (select string_agg(order_id || ':' || coalesce(number, '-') || ':' || status || ':' || coalesce(confirmed_at::text, '-'), ',' order by order_id) from orders) orders,
    (select string_agg(reservation_id || ':' || number, ',' order by reservation_id) from reservations) stays,
    (select count(*) from order_events)::int events, (select count(*) from audit_events)::int audits,
    (select string_agg(sequencename || ':' || coalesce(last_value, 0), ',' order by sequencename) from pg_sequences where sequencename like 'auberge_order_numbers_%') numbers`);
  return row;
}

describeApi(
  'orders: the order side of the CRM API',
  (api) => {
    let booked: { orderId: number; itemId: number; number: string; id: number };
    /** Hotel 2's drafts, which hotel 1's list never shows. */
    const parisDrafts: number[] = [];

    beforeAll(async () => {
      await seed(api());
      const res = await api().as('clerk1').post('/pms/reservations', {
        customerId: hotel.nour.customerId,
        roomTypeId: hotel.standard.roomTypeId,
        roomId: hotel.o101.roomId,
        checkin: '2026-04-01',
        checkout: '2026-04-04',
        adults: 2,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      booked = res.body;
    });

    it('reads a booked order: customer, items with the stay, charges by day, events and totals', async () => {
      const res = await api().as('clerk1').get(`/crm/order/${booked.orderId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        orderId: booked.orderId,
        groupId: 1,
        number: booked.number.replace(/-1$/, ''),
        type: 'Customer',
        status: ORDER_STATUS.CONFIRMED,
        statusName: 'confirmed',
        currency: 'MAD',
        customer: { id: hotel.nour.customerId, kind: 'person', name: 'Nour Alaoui', email: 'nour@example.com', phone: '+212600000001' },
        totals: {
          totalMinor: 160000,
          chargesMinor: 160000,
          byKind: { room_night: 160000, extra: 0, cancellation: 0, no_show: 0, fee: 0, discount: 0, city_tax: 0, wallet: 0 },
        },
      });
      expect(res.body.confirmedAt).toBe(NOW.toISOString());
      expect(res.body.items).toEqual([
        {
          itemId: booked.itemId,
          orderId: booked.orderId,
          kind: 'room',
          status: 0,
          description: 'Standard, 3 nights',
          text: { key: 'folio.line.roomNights', params: { type: 'Standard', nights: 3 } },
          quantity: 3,
          unitPriceMinor: 50000,
          totalMinor: 160000,
          serviceStart: '2026-04-01',
          serviceEnd: '2026-04-04',
          reservation: {
            id: booked.id,
            number: booked.number,
            guestName: 'Nour Alaoui',
            status: RESERVATION_STATUS.EXPECTED,
            roomName: 'O101',
            checkin: '2026-04-01',
            checkout: '2026-04-04',
          },
        },
      ]);
      expect(res.body.chargesByDay.map((d: { day: string; totalMinor: number }) => [d.day, d.totalMinor])).toEqual([
        ['2026-04-01', 50000],
        ['2026-04-02', 60000],
        ['2026-04-03', 50000],
      ]);
      expect(res.body.chargesByDay[1].charges[0]).toMatchObject({ itemId: booked.itemId, kind: 'room_night', description: 'Room night', amountMinor: 60000 });
      expect(res.body.events).toHaveLength(1);
      expect(res.body.events[0]).toMatchObject({ type: 'confirmed', user: { userId: FIXTURE.users.clerk1.userId, name: 'Clerk One' } });
    });

    it("carries the hotel's currency", async () => {
      const res = await api().as('clerk2').post('/pms/reservations', {
        customerId: hotel.marie.customerId,
        roomTypeId: hotel.parisDouble.roomTypeId,
        checkin: '2026-04-01',
        checkout: '2026-04-02',
      });
      expect(res.status).toBe(201);
      const order = await api().as('clerk2').get(`/crm/order/${res.body.orderId}`);
      expect(order.body).toMatchObject({ currency: 'EUR', number: expect.stringMatching(/^LUMI-\d+$/), totals: { totalMinor: 12000 } });
      const [column] = await api().database.query<{ currency: string }>(
        `select column_default as currency from information_schema.columns where table_name = 'orders' and column_name = 'currency'`,
      );
      expect(column!.currency).toContain('MAD');
    });

    it('reads one item with its charges', async () => {
      const res = await api().as('clerk1').get(`/crm/order/item/${booked.itemId}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        itemId: booked.itemId,
        orderId: booked.orderId,
        orderNumber: booked.number.replace(/-1$/, ''),
        currency: 'MAD',
        totalMinor: 160000,
        reservation: { id: booked.id },
      });
      expect(res.body.charges.map((c: { day: string; amountMinor: number }) => [c.day, c.amountMinor])).toEqual([
        ['2026-04-01', 50000],
        ['2026-04-02', 60000],
        ['2026-04-03', 50000],
      ]);
    });

    it('confirms a draft: the next order number, its stays renumbered, an order event and an audit event; a second confirm changes nothing', async () => {
      const draftStay = await addDraft(api());
      const id = draftStay.orderId;
      const draft = await api().as('clerk1').get(`/crm/order/${id}`);
      expect(draft.body).toMatchObject({ number: null, status: ORDER_STATUS.PENDING, statusName: 'pending', confirmedAt: null, events: [] });

      const res = await api().as('clerk1').put(`/crm/order/${id}?numberAutoGenerated=true`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const last = Number(booked.number.split('-')[1]);
      expect(res.body).toMatchObject({ orderId: id, status: ORDER_STATUS.CONFIRMED, statusName: 'confirmed', confirmedAt: NOW.toISOString() });
      expect(Number(res.body.number.split('-')[1])).toBeGreaterThan(last);
      expect(res.body.number).toMatch(/^RIAD-\d+$/);
      expect(res.body.items[0].reservation.number).toBe(`${res.body.number}-1`);
      expect(res.body.events).toEqual([
        expect.objectContaining({
          type: 'confirmed',
          message: `Order ${res.body.number} confirmed`,
          text: { key: 'folio.event.confirmed', params: { number: res.body.number } },
          user: { userId: FIXTURE.users.clerk1.userId, name: 'Clerk One' },
        }),
      ]);
      const audits = await api().database.query(`select type_id, item_id, item_number, user_name, detail from audit_events where item_number = $1`, [
        res.body.number,
      ]);
      expect(audits).toEqual([
        { type_id: 10, item_id: draftStay.itemId, item_number: res.body.number, user_name: 'Clerk One', detail: `Stay numbered ${res.body.number}-1` },
      ]);

      const before = await snapshot(api());
      const again = await api().as('admin').put(`/crm/order/${id}?numberAutoGenerated=true`);
      expect(again.status).toBe(200);
      expect(again.body.number).toBe(res.body.number);
      expect(await snapshot(api())).toEqual(before);
    });

    it('gives one number to an order confirmed ten times at once', async () => {
      const id = (await addDraft(api())).orderId;
      const replies = await Promise.all(Array.from({ length: 10 }, () => api().as('clerk1').put(`/crm/order/${id}?numberAutoGenerated=true`)));
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(new Set(replies.map((r) => r.body.number)).size).toBe(1);
      const [events] = await api().database.query<{ n: number }>(`select count(*)::int n from order_events where order_id = $1`, [id]);
      expect(events!.n).toBe(1);
    });

    it('refuses bad confirmations with 400/403/404 and changes nothing', async () => {
      const id = (await addDraft(api())).orderId;
      const other = (await addDraft(api(), { group: FIXTURE.hotel2 })).orderId;
      parisDrafts.push(other);
      const before = await snapshot(api());
      const cases: [() => Promise<{ status: number; body: any }>, number, string?][] = [
        [() => api().as('clerk1').put(`/crm/order/${id}`), 400, 'numberAutoGenerated'],
        [() => api().as('clerk1').put(`/crm/order/${id}?numberAutoGenerated=false`), 400, 'numberAutoGenerated'],
        [() => api().as('clerk1').put(`/crm/order/abc?numberAutoGenerated=true`), 400, 'orderId'],
        [() => api().as('clerk1').put(`/crm/order/-3?numberAutoGenerated=true`), 400, 'orderId'],
        [() => api().as('clerk1').put(`/crm/order/999999?numberAutoGenerated=true`), 404],
        [() => api().as('clerk1').put(`/crm/order/${other}?numberAutoGenerated=true`), 403],
        [() => api().as('housekeeper1').put(`/crm/order/${id}?numberAutoGenerated=true`), 403],
        [() => api().as('o-partner').put(`/crm/order/${id}?numberAutoGenerated=true`), 404],
        [() => api().anonymous().put(`/crm/order/${id}?numberAutoGenerated=true`), 401],
      ];
      for (const [call, status, field] of cases) {
        const res = await call();
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(res.body.message).toBeTruthy();
        if (field) expect(res.body.field).toBe(field);
      }
      expect(await snapshot(api())).toEqual(before);
    });

    it('refuses reads of unknown, foreign and out-of-scope orders and items', async () => {
      const otherStay = await addDraft(api(), { group: FIXTURE.hotel2 });
      const other = otherStay.orderId;
      parisDrafts.push(other);
      const cases: [string, string, number][] = [
        ['clerk1', '/crm/order/999999', 404],
        ['clerk1', '/crm/order/x1', 400],
        ['clerk1', `/crm/order/${other}`, 403],
        ['clerk2', `/crm/order/${booked.orderId}`, 403],
        ['housekeeper1', `/crm/order/${booked.orderId}`, 403],
        ['o-partner', `/crm/order/${booked.orderId}`, 404],
        ['clerk1', '/crm/order/item/999999', 404],
        ['clerk1', '/crm/order/item/0', 400],
        ['clerk1', `/crm/order/item/${otherStay.itemId}`, 403],
        ['o-partner', `/crm/order/item/${booked.itemId}`, 404],
      ];
      for (const [user, path, status] of cases) expect({ path, user, status: (await api().as(user).get(path)).status }).toEqual({ path, user, status });
      expect((await api().as('admin').get(`/crm/order/${other}`)).status).toBe(200);
    });

    it("lists the hotel's customer orders newest first, 20 a page, by customer and type", async () => {
      const page = await api().as('clerk1').get('/crm/orders');
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ page: 0, size: 20 });
      const ids = page.body.content.map((o: { orderId: number }) => o.orderId);
      const expected = await api().database.query<{ order_id: number }>(
        `select order_id from orders where group_id = 1 and order_type = 'Customer' order by created_at desc, order_id desc limit 20`,
      );
      expect(ids).toEqual(expected.map((r) => r.order_id));
      expect(page.body.totalElements).toBe(expected.length);
      const row = page.body.content.find((o: { orderId: number }) => o.orderId === booked.orderId);
      expect(row).toEqual({
        orderId: booked.orderId,
        number: booked.number.replace(/-1$/, ''),
        type: 'Customer',
        status: ORDER_STATUS.CONFIRMED,
        customer: { id: hotel.nour.customerId, name: 'Nour Alaoui' },
        currency: 'MAD',
        totalMinor: 160000,
        items: 1,
        serviceStart: '2026-04-01',
        serviceEnd: '2026-04-04',
        createdAt: NOW.toISOString(),
        confirmedAt: NOW.toISOString(),
      });
      expect(page.body.content.every((o: { orderId: number }) => !parisDrafts.includes(o.orderId))).toBe(true);

      const paged = await api().as('clerk1').get('/crm/orders', { page: 1, size: 2 });
      expect(paged.body.content.map((o: { orderId: number }) => o.orderId)).toEqual(ids.slice(2, 4));
      expect(paged.body.totalPages).toBe(Math.ceil(expected.length / 2));
      const byCustomer = await api().as('clerk1').get('/crm/orders', { customer: hotel.nour.customerId, size: 200 });
      expect(byCustomer.body.content.every((o: { customer: { id: number } }) => o.customer.id === hotel.nour.customerId)).toBe(true);
      expect(byCustomer.body.totalElements).toBeGreaterThan(1);
      expect((await api().as('clerk1').get('/crm/orders', { type: 'Supplier' })).body).toMatchObject({ content: [], totalElements: 0 });
      const hotel2 = await api().as('admin').get('/crm/orders', { group: 2, size: 200 });
      expect(hotel2.body.content.map((o: { orderId: number }) => o.orderId)).toEqual(expect.arrayContaining(parisDrafts));
    });

    it("shows a partner their company's orders only", async () => {
      const mine = await api()
        .as('o-partner')
        .post('/pms/reservations', {
          roomTypeId: hotel.standard.roomTypeId,
          checkin: '2026-06-01',
          checkout: '2026-06-02',
          client: { firstName: 'Guest', lastName: 'Of Atlas' },
        });
      expect(mine.status).toBe(201);
      const list = await api().as('o-partner').get('/crm/orders');
      expect(list.body.content.map((o: { orderId: number }) => o.orderId)).toEqual([mine.body.orderId]);
      expect((await api().as('o-partner').get(`/crm/order/${mine.body.orderId}`)).body.items[0].reservation.guestName).toBe('Guest Of Atlas');
      expect((await api().as('o-partner').get(`/crm/order/item/${mine.body.itemId}`)).status).toBe(200);
      expect((await api().as('o-other').get('/crm/orders')).body.content).toEqual([]);
      expect((await api().as('o-other').get(`/crm/order/${mine.body.orderId}`)).status).toBe(404);
      expect((await api().as('o-partner').get('/crm/orders', { customer: hotel.nour.customerId })).status).toBe(403);
    });

    it('refuses bad list queries and other hotels', async () => {
      const cases: [string, Record<string, string | number>, number, string?][] = [
        ['clerk1', { size: 0 }, 400, 'size'],
        ['clerk1', { size: 201 }, 400, 'size'],
        ['clerk1', { page: -1 }, 400, 'page'],
        ['clerk1', { page: 'two' }, 400, 'page'],
        ['clerk1', { type: 'Invoice' }, 400, 'type'],
        ['clerk1', { customer: 'x' }, 400, 'customer'],
        ['clerk1', { group: -1 }, 400, 'group'],
        ['clerk1', { group: 2 }, 403],
        ['housekeeper1', {}, 403],
      ];
      for (const [user, query, status, field] of cases) {
        const res = await api().as(user).get('/crm/orders', query);
        expect({ query, status: res.status }).toEqual({ query, status });
        if (field) expect(res.body.field).toBe(field);
      }
    });
  },
  { now: () => NOW },
);
