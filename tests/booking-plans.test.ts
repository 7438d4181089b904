import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  addToSegment,
  aPerson,
  aRoom,
  aRoomType,
  aSegment,
  FIXTURE,
  type CustomerHandle,
  type RoomTypeHandle,
  type SegmentHandle,
} from './helpers/builders/index.ts';

/**
 * The rate plan at the desk: the quote prices each room type on every plan on offer, the clerk
 * books one, the stay keeps it, and a plan's rule refuses a stay with the rule's value.
 */
const NOW = new Date('2026-03-10T12:00:00Z');

interface World {
  patio: RoomTypeHandle;
  paula: CustomerHandle;
  carla: CustomerHandle;
  corporate: SegmentHandle;
  parisSegment: SegmentHandle;
  flex: number;
  nrf: number;
  bb: number;
  corp: number;
}
let w: World;

async function seed(api: TestApi): Promise<World> {
  const patio = await aRoomType(api).coded('PPAT', 'Patio').sleeping(2).atRackRate(100000).sortedAt(1).create();
  await aRoom(api).ofType(patio).named('P1').create();
  await aRoom(api).ofType(patio).named('P2').create();
  const paula = await aPerson(api).named('Paula', 'Plans').create();
  const carla = await aPerson(api).named('Carla', 'Corporate').create();
  const corporate = await aSegment(api).coded('PCOR', 'Corporate').onChannel(15).create();
  const parisSegment = await aSegment(api).forHotel(FIXTURE.hotel2).coded('PPAR', 'Paris').create();
  await addToSegment(api, corporate, carla);
  const plan = async (body: Record<string, unknown>) => {
    const res = await api.as('admin').post('/pms/rates/plans', body);
    expect(res.status).toBe(201);
    return res.body.planId as number;
  };
  const flex = await plan({ code: 'FLEX', name: 'Flexible', refundable: true, cancelDays: 2 });
  const nrf = await plan({ code: 'NRF', name: 'Non-refundable', refundable: false, parentPlanId: flex, adjustKind: 'percent', adjustValue: -10 });
  const bb = await plan({
    code: 'BB',
    name: 'Bed & breakfast',
    nameFr: 'Chambre et petit-déjeuner',
    refundable: false,
    parentPlanId: nrf,
    adjustKind: 'amount',
    adjustValue: 15000,
    includes: ['breakfast'],
  });
  const corp = await plan({
    code: 'CORP',
    name: 'Corporate',
    refundable: true,
    cancelDays: 1,
    parentPlanId: flex,
    adjustKind: 'percent',
    adjustValue: -20,
    segmentIds: [corporate.segmentId],
  });
  return { patio, paula, carla, corporate, parisSegment, flex, nrf, bb, corp };
}

type Offer = {
  planId: number;
  priceMinor: number;
  totalMinor: number;
  restriction: { rule: string; day: string; planCode: string; limit: number | null } | null;
};
const quote = (api: TestApi, q: Record<string, string | number>) => api.as('clerk1').get('/pms/quotes', { guests: '2', ...q });
const patioOf = (body: { roomTypes: { roomTypeId: number; offers: Offer[] }[] }) => body.roomTypes.find((t) => t.roomTypeId === w.patio.roomTypeId)!;
const offerOn = (body: { roomTypes: { roomTypeId: number; offers: Offer[] }[] }, planId: number) => patioOf(body).offers.find((o) => o.planId === planId);
const book = (over: Record<string, unknown> = {}) => ({
  customerId: w.paula.customerId,
  roomTypeId: w.patio.roomTypeId,
  checkin: '2026-05-04',
  checkout: '2026-05-06',
  adults: 2,
  ...over,
});

describeApi(
  'rate plan at the desk: offers per plan, the plan booked and kept, refusals with their value',
  (api) => {
    beforeAll(async () => {
      w = await seed(api());
    });

    it("quotes each room type on every plan on offer, with the plan's cancellation policy and inclusions", async () => {
      const res = await quote(api(), { checkin: '2026-05-04', nights: 2 });
      expect(res.status).toBe(200);
      // The corporate plan is for its segment only.
      expect(res.body.plans).toEqual([
        { planId: w.flex, code: 'FLEX', name: 'Flexible', nameFr: 'Flexible', refundable: true, cancelDays: 2, includes: [] },
        { planId: w.nrf, code: 'NRF', name: 'Non-refundable', nameFr: 'Non-refundable', refundable: false, cancelDays: null, includes: [] },
        {
          planId: w.bb,
          code: 'BB',
          name: 'Bed & breakfast',
          nameFr: 'Chambre et petit-déjeuner',
          refundable: false,
          cancelDays: null,
          includes: ['breakfast'],
        },
      ]);
      expect(patioOf(res.body).offers).toEqual([
        { planId: w.flex, priceMinor: 100000, totalMinor: 200000, restriction: null },
        { planId: w.nrf, priceMinor: 90000, totalMinor: 180000, restriction: null },
        { planId: w.bb, priceMinor: 105000, totalMinor: 210000, restriction: null },
      ]);
      // The type's own price stays the base plan's.
      expect(patioOf(res.body)).toMatchObject({ priceMinor: 100000, totalMinor: 200000 });
    });

    it("offers a segment's plans to the segment named, or to a client of it, and refuses another hotel's segment", async () => {
      const bySegment = await quote(api(), { checkin: '2026-05-04', nights: 2, segment: w.corporate.segmentId });
      expect(bySegment.status).toBe(200);
      expect(bySegment.body.plans.map((p: { code: string }) => p.code)).toEqual(['FLEX', 'NRF', 'BB', 'CORP']);
      expect(offerOn(bySegment.body, w.corp)).toMatchObject({ priceMinor: 80000, totalMinor: 160000 });
      const byClient = await quote(api(), { checkin: '2026-05-04', nights: 2, client: w.carla.customerId });
      expect(offerOn(byClient.body, w.corp)?.totalMinor).toBe(160000);
      expect((await quote(api(), { checkin: '2026-05-04', nights: 2, segment: w.parisSegment.segmentId })).status).toBe(403);
      expect((await quote(api(), { checkin: '2026-05-04', nights: 2, segment: 999999 })).status).toBe(404);
    });

    it('books the stay on the plan chosen, and the stay keeps it', async () => {
      const res = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ planId: w.bb }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ planId: w.bb, priceMinor: 105000, totalMinor: 210000 });
      const details = await api().as('clerk1').get(`/pms/reservations/${res.body.id}`);
      expect(details.status).toBe(200);
      expect(details.body.ratePlan).toEqual({ id: w.bb, code: 'BB', name: 'Bed & breakfast', nameFr: 'Chambre et petit-déjeuner' });
      expect(details.body.charges.filter((c: { kind: string }) => c.kind === 'room_night').map((c: { amountMinor: number }) => c.amountMinor)).toEqual([
        105000, 105000,
      ]);
      // Without a plan named, the base plan.
      const base = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-06', checkout: '2026-05-07' }));
      expect(base.status).toBe(201);
      expect(base.body.planId).toBe(w.flex);
      expect((await api().as('clerk1').get(`/pms/reservations/${base.body.id}`)).body.ratePlan).toMatchObject({ code: 'FLEX' });
    });

    it("refuses a stay a plan's rule forbids, with the rule, its day and its value", async () => {
      // Non-refundable stays arriving on 11 May last 3 nights at least; the flexible plan has no such rule.
      const edit = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: w.nrf, roomTypeIds: [w.patio.roomTypeId], from: '2026-05-11', to: '2026-05-11', restrictions: { minStay: 3 } });
      expect(edit.status).toBe(200);
      const q = await quote(api(), { checkin: '2026-05-11', nights: 2 });
      expect(offerOn(q.body, w.flex)?.restriction).toBeNull();
      expect(offerOn(q.body, w.nrf)?.restriction).toMatchObject({ rule: 'min_stay', day: '2026-05-11', planCode: 'NRF', limit: 3 });
      // A plan derived from it honours the rule.
      expect(offerOn(q.body, w.bb)?.restriction).toMatchObject({ rule: 'min_stay', planCode: 'NRF', limit: 3 });

      const refused = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-11', checkout: '2026-05-13', planId: w.nrf }));
      expect(refused.status).toBe(409);
      expect(refused.body.field).toBe('min_stay');
      expect(refused.body.code).toBe('errors.booking.minStay');
      expect(refused.body.params).toEqual({ roomType: 'Patio', plan: 'Non-refundable', day: { day: '2026-05-11' }, nights: 2, limit: 3, count: 3 });
      expect(refused.body.message).toContain('at least 3 nights');
      const flexible = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-11', checkout: '2026-05-13', planId: w.flex }));
      expect(flexible.status).toBe(201);
      expect(flexible.body.planId).toBe(w.flex);

      // A rule without a value: closed to arrival.
      await api()
        .as('admin')
        .post('/pms/rates/grid', {
          planId: w.nrf,
          roomTypeIds: [w.patio.roomTypeId],
          from: '2026-05-18',
          to: '2026-05-18',
          restrictions: { closedToArrival: true },
        });
      const closed = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-18', checkout: '2026-05-19', planId: w.nrf }));
      expect(closed.status).toBe(409);
      expect(closed.body).toMatchObject({ field: 'closed_to_arrival', code: 'errors.booking.closedToArrival' });
      expect(closed.body.params).toEqual({ roomType: 'Patio', plan: 'Non-refundable', day: { day: '2026-05-18' }, nights: 1 });
    });

    it('refuses a plan the segment booked cannot have, naming planId', async () => {
      const res = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-20', checkout: '2026-05-21', planId: w.corp }));
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('planId');
      const corporate = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-20', checkout: '2026-05-21', planId: w.corp, segmentId: w.corporate.segmentId }));
      expect(corporate.status).toBe(201);
      expect(corporate.body).toMatchObject({ planId: w.corp, totalMinor: 80000 });
    });
  },
  { now: () => NOW },
);
