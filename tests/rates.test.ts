import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aPerson, aRoom, aRoomRate, aRoomType, FIXTURE, type CustomerHandle, type RoomHandle, type RoomTypeHandle } from './helpers/builders/index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

// Two types of hotel 1: 'Garden' (2 rooms), 'Tower' (1 room, for the overbooking race).
const rt = {} as { garden: RoomTypeHandle; tower: RoomTypeHandle; t1: RoomHandle; rita: CustomerHandle };

async function seed(api: TestApi): Promise<void> {
  rt.garden = await aRoomType(api).coded('RGDN', 'Garden').sleeping(2).atRackRate(100000).sortedAt(1).create();
  rt.tower = await aRoomType(api).coded('RTWR', 'Tower').sleeping(2).atRackRate(200000).sortedAt(2).create();
  const lumiere = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('RLUM', 'Lumiere').sleeping(2).atRackRate(50000).sortedAt(1).create();
  await aRoom(api).ofType(rt.garden).named('G1').create();
  await aRoom(api).ofType(rt.garden).named('G2').create();
  rt.t1 = await aRoom(api).ofType(rt.tower).named('T1').create();
  await aRoom(api).ofType(lumiere).named('L1').create();
  await aRoomRate(api, rt.garden, { day: '2026-05-01', priceMinor: 120000 });
  await aRoomRate(api, rt.garden, { day: '2026-05-02', priceMinor: 130000 });
  rt.rita = await aPerson(api).named('Rita', 'Rates').create();
}

const garden = (body: { roomTypes: { roomTypeId: number }[] }) => body.roomTypes.find((t) => t.roomTypeId === rt.garden.roomTypeId) as any;
const quote = (api: TestApi, q: Record<string, string | number>) => api.as('clerk1').get('/pms/quotes', { guests: '2', ...q });
const book = (over: Record<string, unknown> = {}) => ({
  customerId: rt.rita.customerId,
  roomTypeId: rt.garden.roomTypeId,
  checkin: '2026-05-02',
  checkout: '2026-05-03',
  adults: 2,
  ...over,
});
const audits = async (api: TestApi) => (await api.database.query<{ n: number }>('select count(*)::int as n from audit_events where type_id = 70'))[0]!.n;

describeApi(
  'rate management: plans, grid, restrictions, overbooking, demand, competitors',
  (api) => {
    let flex = 0;
    let nrf = 0;
    let bb = 0;
    beforeAll(async () => {
      await seed(api());
    });

    it('creates the base plan and derived plans; only administrators manage rates', async () => {
      const a0 = await audits(api());
      const base = await api().as('admin').post('/pms/rates/plans', { code: 'flex', name: 'Flexible', refundable: true, cancelDays: 2 });
      expect(base.status).toBe(201);
      expect(base.body).toMatchObject({ code: 'FLEX', isBase: true, parentPlanId: null });
      flex = base.body.planId;
      const n = await api()
        .as('admin')
        .post('/pms/rates/plans', { code: 'NRF', name: 'Non-refundable', refundable: false, parentPlanId: flex, adjustKind: 'percent', adjustValue: -10 });
      expect(n.status).toBe(201);
      expect(n.body).toMatchObject({ isBase: false, parentName: 'Flexible', adjustValue: -10 });
      nrf = n.body.planId;
      const b = await api()
        .as('admin')
        .post('/pms/rates/plans', { code: 'BB', name: 'Breakfast', parentPlanId: nrf, adjustKind: 'amount', adjustValue: 15000, includes: ['breakfast'] });
      bb = b.body.planId;
      expect(await audits(api())).toBe(a0 + 3);
      expect((await api().as('clerk1').post('/pms/rates/plans', { code: 'X', name: 'X' })).status).toBe(403);
      const dup = await api().as('admin').post('/pms/rates/plans', { code: 'NRF', name: 'Again' });
      expect(dup.status).toBe(409);
      const cycle = await api()
        .as('admin')
        .put(`/pms/rates/plans/${nrf}`, { code: 'NRF', name: 'Non-refundable', refundable: false, parentPlanId: bb, adjustKind: 'percent', adjustValue: -10 });
      expect(cycle.status).toBe(400);
      expect(cycle.body.field).toBe('parentPlanId');
      const bad = await api().as('admin').post('/pms/rates/plans', { code: 'P', name: 'P', parentPlanId: flex, adjustKind: 'percent', adjustValue: -95 });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('adjustValue');
      expect((await api().as('admin').get('/pms/rates/plans')).body.map((p: { code: string }) => p.code)).toEqual(['FLEX', 'NRF', 'BB']);
    });

    it('names each plan in English and in French: a French name sent is kept by an edit without one, a plan never given one shows its English name', async () => {
      const nrfBody = { code: 'NRF', refundable: false, parentPlanId: flex, adjustKind: 'percent', adjustValue: -10 };
      const named = await api()
        .as('admin')
        .put(`/pms/rates/plans/${nrf}`, { ...nrfBody, name: 'Non-refundable', nameFr: 'Non remboursable', descriptionFr: 'Sans remboursement' });
      expect(named.status).toBe(200);
      expect(
        (
          await api()
            .as('admin')
            .put(`/pms/rates/plans/${nrf}`, { ...nrfBody, name: 'No refund' })
        ).status,
      ).toBe(200);
      const listed: { code: string }[] = (await api().as('admin').get('/pms/rates/plans')).body;
      expect(listed.find((p) => p.code === 'NRF')).toMatchObject({ name: 'No refund', nameFr: 'Non remboursable', descriptionFr: 'Sans remboursement' });
      expect(listed.find((p) => p.code === 'BB')).toMatchObject({
        name: 'Breakfast',
        nameFr: 'Breakfast',
        parentName: 'No refund',
        parentNameFr: 'Non remboursable',
      });
      const blank = await api()
        .as('admin')
        .put(`/pms/rates/plans/${nrf}`, { ...nrfBody, name: 'Non-refundable', nameFr: '  ' });
      expect(blank.status).toBe(400);
      expect(blank.body.field).toBe('nameFr');
      expect(
        (
          await api()
            .as('admin')
            .put(`/pms/rates/plans/${nrf}`, { ...nrfBody, name: 'Non-refundable' })
        ).status,
      ).toBe(200);
    });

    it('prices the quote on the base plan by default, and derived plans follow their parent', async () => {
      const def = await quote(api(), { checkin: '2026-05-01', nights: 2 });
      expect(def.status).toBe(200);
      expect(def.body.plan).toMatchObject({ code: 'FLEX' });
      expect(def.body.plans.map((p: { code: string }) => p.code)).toEqual(['FLEX', 'NRF', 'BB']);
      expect(garden(def.body).nightly.map((n: { priceMinor: number }) => n.priceMinor)).toEqual([120000, 130000]);
      const n = await quote(api(), { checkin: '2026-05-01', nights: 2, plan: nrf });
      expect(garden(n.body).nightly.map((x: { priceMinor: number }) => x.priceMinor)).toEqual([108000, 117000]);
      const b = await quote(api(), { checkin: '2026-05-01', nights: 2, plan: bb });
      expect(garden(b.body).totalMinor).toBe(108000 + 15000 + 117000 + 15000);
      // The parent's price changes on the grid: both children follow.
      const edit = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: flex, roomTypeIds: [rt.garden.roomTypeId], from: '2026-05-01', to: '2026-05-01', priceMinor: 150000 });
      expect(edit.status).toBe(200);
      const n2 = await quote(api(), { checkin: '2026-05-01', nights: 1, plan: nrf });
      expect(garden(n2.body).priceMinor).toBe(135000);
      const b2 = await quote(api(), { checkin: '2026-05-01', nights: 1, plan: bb });
      expect(garden(b2.body).priceMinor).toBe(150000);
      // A derived plan's price is not typed on the grid.
      const refused = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: nrf, roomTypeIds: [rt.garden.roomTypeId], from: '2026-05-01', to: '2026-05-01', priceMinor: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('priceMinor');
      // The booking is priced on its plan too.
      const booked = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-01', checkout: '2026-05-02', planId: nrf }));
      expect(booked.status).toBe(201);
      expect(booked.body.totalMinor).toBe(135000);
      const [link] = await api().database.query<{ plan_id: number }>('select plan_id from reservation_rate_plans where reservation_id = $1', [booked.body.id]);
      expect(link!.plan_id).toBe(nrf);
    });

    it('refuses the quote and the booking with the restriction rule named', async () => {
      const a0 = await audits(api());
      // Weekend minimum stay: Fridays and Saturdays of May, on the base plan.
      const edit = await api()
        .as('admin')
        .post('/pms/rates/grid', {
          planId: flex,
          roomTypeIds: [rt.garden.roomTypeId, rt.tower.roomTypeId],
          from: '2026-05-01',
          to: '2026-05-31',
          weekdays: [5, 6],
          restrictions: { minStay: 2 },
        });
      expect(edit.status).toBe(200);
      expect(edit.body.cells).toBe(2 * 10);
      expect(await audits(api())).toBe(a0 + 1);
      const sat = await quote(api(), { checkin: '2026-05-02', nights: 1 });
      expect(garden(sat.body).restriction).toMatchObject({ rule: 'min_stay', day: '2026-05-02', planCode: 'FLEX' });
      expect(garden(sat.body).restriction.message).toContain('minimum stay');
      // A derived plan honours its parent's restriction.
      expect(garden((await quote(api(), { checkin: '2026-05-02', nights: 1, plan: bb })).body).restriction.rule).toBe('min_stay');
      expect(garden((await quote(api(), { checkin: '2026-05-02', nights: 2 })).body).restriction).toBeNull();
      const res = await api().as('clerk1').post('/pms/reservations', book());
      expect(res.status).toBe(409);
      expect(res.body.field).toBe('min_stay');
      expect(res.body.message).toContain('min_stay');

      const rule = async (restrictions: Record<string, unknown>, stay: { checkin: string; checkout: string }) => {
        await api()
          .as('admin')
          .post('/pms/rates/grid', {
            planId: flex,
            roomTypeIds: [rt.garden.roomTypeId],
            from: '2026-06-01',
            to: '2026-06-30',
            restrictions: { closedToArrival: false, closedToDeparture: false, stopSell: false, maxStay: null },
          });
        await api()
          .as('admin')
          .post('/pms/rates/grid', { planId: flex, roomTypeIds: [rt.garden.roomTypeId], from: '2026-06-10', to: '2026-06-10', restrictions });
        const r = await api().as('clerk1').post('/pms/reservations', book(stay));
        return [r.status, r.body.field];
      };
      expect(await rule({ closedToArrival: true }, { checkin: '2026-06-10', checkout: '2026-06-12' })).toEqual([409, 'closed_to_arrival']);
      expect(await rule({ closedToDeparture: true }, { checkin: '2026-06-08', checkout: '2026-06-10' })).toEqual([409, 'closed_to_departure']);
      expect(await rule({ stopSell: true }, { checkin: '2026-06-09', checkout: '2026-06-11' })).toEqual([409, 'stop_sell']);
      expect(await rule({ maxStay: 2 }, { checkin: '2026-06-10', checkout: '2026-06-13' })).toEqual([409, 'max_stay']);
      // Cleared, the same stay books.
      expect(await rule({ maxStay: null }, { checkin: '2026-06-10', checkout: '2026-06-13' })).toEqual([201, undefined]);
      const clash = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: flex, roomTypeIds: [rt.garden.roomTypeId], from: '2026-05-01', to: '2026-05-02', restrictions: { maxStay: 1 } });
      expect(clash.status).toBe(400);
      expect(clash.body.field).toBe('restrictions.maxStay');
    });

    it('the grid shows prices, restrictions, units sold and competitors for a plan', async () => {
      const imp = await api().as('admin').post('/pms/rates/competitor-rates/import', {
        csv: 'date,competitor,price\n2026-05-01,Riad Zitoun,1180.00\n2026-05-02,Riad Zitoun,1250.50\n2026-05-01,Dar Anika,990',
      });
      expect(imp.body).toEqual({ imported: 3, competitors: 2 });
      const bad = await api().as('admin').post('/pms/rates/competitor-rates/import', { csv: 'date,competitor,price\n2026-13-01,X,1' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('line 2');
      const g = await api().as('admin').get('/pms/rates/grid', { plan: nrf, from: '2026-05-01', days: 3 });
      expect(g.status).toBe(200);
      expect(g.body.days).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
      const row = g.body.rows.find((r: { roomTypeId: number }) => r.roomTypeId === rt.garden.roomTypeId);
      expect(row.cells[0]).toMatchObject({ priceMinor: 135000, units: 2, sold: 1, overbooking: 0, restriction: null });
      expect(row.cells[1]).toMatchObject({ sold: 0 });
      // A stay that arrived before the window counts on its nights inside it, not on its checkout day.
      const june = await api().as('admin').get('/pms/rates/grid', { from: '2026-06-11', days: 3 });
      expect(june.body.rows.find((r: { roomTypeId: number }) => r.roomTypeId === rt.garden.roomTypeId).cells.map((c: { sold: number }) => c.sold)).toEqual([
        1, 1, 0,
      ]);
      const base = await api().as('admin').get('/pms/rates/grid', { from: '2026-05-01', days: 2 });
      expect(base.body.rows[0].cells[1].restriction).toMatchObject({ minStay: 2 });
      expect(base.body.competitors).toEqual([
        { competitorId: expect.any(Number), name: 'Dar Anika', prices: [99000, null] },
        { competitorId: expect.any(Number), name: 'Riad Zitoun', prices: [118000, 125050] },
      ]);
      expect((await api().as('clerk1').get('/pms/rates/grid', { from: '2026-05-01' })).status).toBe(403);
      expect((await api().as('admin').get('/pms/rates/grid', { from: '2026-05-01', days: 367 })).body.field).toBe('days');
    });

    it('an overbooking allowance of 1 lets exactly one more booking through a 50-way race, and no more', async () => {
      const stay = { roomTypeId: rt.tower.roomTypeId, checkin: '2026-07-06', checkout: '2026-07-08' };
      const set = await api()
        .as('admin')
        .post('/pms/rates/overbooking', { roomTypeIds: [rt.tower.roomTypeId], from: '2026-07-06', to: '2026-07-07', units: 1 });
      expect(set.body.cells).toBe(2);
      const q = await quote(api(), { checkin: '2026-07-06', nights: 2 });
      expect(q.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === rt.tower.roomTypeId).unitsLeft).toBe(2);
      const before = (
        await api().database.query<{ n: number }>('select count(*)::int as n from reservations where room_type_id = $1', [rt.tower.roomTypeId])
      )[0]!.n;
      const replies = await Promise.all(Array.from({ length: 50 }, () => api().as('clerk1').post('/pms/reservations', book(stay))));
      const statuses = replies.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 409)).toHaveLength(48);
      const after = (
        await api().database.query<{ n: number }>('select count(*)::int as n from reservations where room_type_id = $1', [rt.tower.roomTypeId])
      )[0]!.n;
      expect(after).toBe(before + 2);
      // The room itself stays absolute: its one room cannot take two stays.
      const r1 = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ ...stay, checkin: '2026-07-20', checkout: '2026-07-21', roomId: rt.t1.roomId }));
      expect(r1.status).toBe(201);
      await api()
        .as('admin')
        .post('/pms/rates/overbooking', { roomTypeIds: [rt.tower.roomTypeId], from: '2026-07-20', to: '2026-07-20', units: 3 });
      const r2 = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ ...stay, checkin: '2026-07-20', checkout: '2026-07-21', roomId: rt.t1.roomId }));
      expect(r2.status).toBe(409);
      expect(r2.body.message).toContain('T1');
      expect(
        (
          await api()
            .as('admin')
            .post('/pms/rates/overbooking', { roomTypeIds: [rt.tower.roomTypeId], from: '2026-07-20', to: '2026-07-20', units: -1 })
        ).body.field,
      ).toBe('units');
    }, 180_000);

    it('demand rules: an automatic rule moves the quote, a suggested one waits for the revenue manager', async () => {
      // Garden: 2 rooms; one booked on 2026-08-03 → occupancy of the hotel 1 of 3 rooms (33 %).
      await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-08-03', checkout: '2026-08-04' }));
      const auto = await api().as('admin').post('/pms/rates/demand-rules', { planId: flex, minOccupancy: 30, adjustPercent: 10, mode: 'auto' });
      expect(auto.status).toBe(201);
      const q = await quote(api(), { checkin: '2026-08-03', nights: 2 });
      expect(garden(q.body).nightly.map((n: { priceMinor: number }) => n.priceMinor)).toEqual([110000, 100000]);
      // NRF follows: −10 % of the moved price.
      expect(garden((await quote(api(), { checkin: '2026-08-03', nights: 1, plan: nrf })).body).priceMinor).toBe(99000);
      await api().as('admin').del(`/pms/rates/demand-rules/${auto.body.ruleId}`);
      const sug = await api()
        .as('admin')
        .post('/pms/rates/demand-rules', { planId: flex, roomTypeId: rt.garden.roomTypeId, minOccupancy: 30, adjustPercent: 15 });
      expect(sug.body.mode).toBe('suggest');
      expect(garden((await quote(api(), { checkin: '2026-08-03', nights: 1 })).body).priceMinor).toBe(100000);
      const list = await api().as('admin').get('/pms/rates/demand-suggestions', { from: '2026-08-03', days: 1 });
      expect(list.body).toEqual([
        expect.objectContaining({
          roomTypeId: rt.garden.roomTypeId,
          day: '2026-08-03',
          occupancy: 33,
          percent: 15,
          currentMinor: 100000,
          suggestedMinor: 115000,
        }),
      ]);
      const ok = await api().as('admin').post('/pms/rates/demand-suggestions', {
        planId: flex,
        roomTypeId: rt.garden.roomTypeId,
        day: '2026-08-03',
        ruleId: sug.body.ruleId,
        percent: 15,
        status: 'accepted',
      });
      expect(ok.status).toBe(204);
      expect(garden((await quote(api(), { checkin: '2026-08-03', nights: 1 })).body).priceMinor).toBe(115000);
      expect((await api().as('admin').get('/pms/rates/demand-suggestions', { from: '2026-08-03', days: 1 })).body).toEqual([]);
    });

    it('pick-up against the same weekday last year', async () => {
      const res = await api().as('admin').get('/pms/rates/pickup', { from: '2026-05-01', days: 3, window: 7 });
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({ day: '2026-05-01', lastYearDay: '2025-05-02', roomsOnBooks: 1, pickup: 1, roomsLastYear: 0, capacity: 3 });
    });

    it('a plan priced on its own takes its grid prices (rack rate elsewhere); a plan closed to the channel is refused naming the field', async () => {
      const own = await api()
        .as('admin')
        .post('/pms/rates/plans', { code: 'PROMO', name: 'Promotion', channels: [21] });
      expect(own.status).toBe(201);
      expect(own.body).toMatchObject({ isBase: false, parentPlanId: null, channels: [21] });
      await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: own.body.planId, roomTypeIds: [rt.garden.roomTypeId], from: '2026-09-01', to: '2026-09-01', priceMinor: 77700 });
      const q = await quote(api(), { checkin: '2026-09-01', nights: 2, channel: 21, plan: own.body.planId });
      expect(q.status).toBe(200);
      expect(garden(q.body).nightly.map((n: { priceMinor: number }) => n.priceMinor)).toEqual([77700, 100000]);
      expect(q.body.plans.map((p: { code: string }) => p.code)).toContain('PROMO');
      const closed = await quote(api(), { checkin: '2026-09-01', nights: 2, plan: own.body.planId });
      expect(closed.status).toBe(400);
      expect(closed.body.field).toBe('plan');
      expect((await quote(api(), { checkin: '2026-09-01', nights: 2 })).body.plans.map((p: { code: string }) => p.code)).not.toContain('PROMO');
      const booked = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-09-01', checkout: '2026-09-02', planId: own.body.planId }));
      expect(booked.status).toBe(400);
      expect(booked.body.field).toBe('planId');
    });

    it('another hotel cannot use these plans', async () => {
      const res = await api().as('clerk1').get('/pms/quotes', { property: '2', checkin: '2026-05-01', nights: 1, plan: nrf });
      expect([400, 403]).toContain(res.status);
    });
  },
  { now: () => NOW },
);
