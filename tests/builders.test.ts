import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aDeskHotel, anOrder, aStay, FIXTURE, ORDER_STATUS, RESERVATION_STATUS, type DeskHotel } from './helpers/builders/index.ts';

// The builders the API tests stand on: what a handle says is what the database holds.
const FIXED = new Date('2026-03-10T10:00:00Z');

describeApi(
  'test builders: handles, statuses and ids',
  (api) => {
    let desk: DeskHotel;
    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'TB' });
    });

    const row = async (reservationId: number) =>
      (
        await api().database.query<{
          order_id: number;
          item_id: number;
          number: string;
          status: number;
          room_id: number | null;
          room_type_id: number;
          group_id: number;
          checked_in_at: Date | null;
          price_minor: string;
          order_number: string | null;
          order_status: number;
          nights: number;
          charged: string | null;
        }>(
          `select r.order_id, r.item_id, r.number, r.status, r.room_id, r.room_type_id, r.group_id, r.checked_in_at, r.price_minor::text, o.number order_number, o.status order_status,
      (select count(*)::int from order_charges c where c.item_id = r.item_id and c.kind = 'room_night') nights,
      (select sum(amount_minor)::text from order_charges c where c.item_id = r.item_id) charged
    from reservations r join orders o using (order_id) where r.reservation_id = $1`,
          [reservationId],
        )
      )[0]!;

    it('writes a stay as its handle says, with the status constant, and its ids apart from each other', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-08', '2026-03-11').inHouse('2026-03-08T15:00:00Z').withNightPrice(12000).create();
      const r = await row(stay.reservationId);
      expect(r).toMatchObject({
        order_id: stay.orderId,
        item_id: stay.itemId,
        number: stay.number,
        status: RESERVATION_STATUS.IN_HOUSE,
        room_id: desk.rooms.r102.roomId,
        room_type_id: desk.double.roomTypeId,
        group_id: FIXTURE.hotel1,
        price_minor: '36000',
        order_number: stay.orderNumber,
        order_status: ORDER_STATUS.CONFIRMED,
        nights: 3,
        charged: '36000',
      });
      expect(r.checked_in_at).not.toBeNull();
      expect(stay.number).toBe(`${stay.orderNumber}-1`);
      expect(new Set([stay.reservationId, stay.orderId, stay.itemId]).size).toBe(3);
      expect(stay).toMatchObject({ status: RESERVATION_STATUS.IN_HOUSE, priceMinor: 36000, guestName: 'Karim Bennani', customerId: desk.guest.customerId });
    });

    it('leaves cancelled and no-show stays without night charges, and writes each status it is given', async () => {
      for (const [build, status] of [
        [(b: ReturnType<DeskHotel['stay']>) => b.expected(), RESERVATION_STATUS.EXPECTED],
        [(b: ReturnType<DeskHotel['stay']>) => b.checkedOut(), RESERVATION_STATUS.DEPARTED],
        [(b: ReturnType<DeskHotel['stay']>) => b.cancelled({ reason: 'Plans changed' }), RESERVATION_STATUS.CANCELLED],
        [(b: ReturnType<DeskHotel['stay']>) => b.noShow(), RESERVATION_STATUS.NO_SHOW],
      ] as const) {
        const stay = await build(desk.stay().arriving('2026-02-01').nights(2)).create();
        const r = await row(stay.reservationId);
        expect([r.status, stay.status]).toEqual([status, status]);
        const uncharged = status === RESERVATION_STATUS.CANCELLED || status === RESERVATION_STATUS.NO_SHOW;
        expect(r.nights).toBe(uncharged ? 0 : 2);
      }
    });

    it('puts several stays in one order, ranked, and a draft order on provisional numbers', async () => {
      const order = await anOrder(api(), { customer: desk.guest, prefix: 'TB' });
      const first = await aStay(api()).inOrder(order).ofType(desk.double).dates('2026-04-01', '2026-04-02').create();
      const second = await aStay(api()).inOrder(order).ofType(desk.single).dates('2026-04-01', '2026-04-03').create();
      expect([first.orderId, second.orderId]).toEqual([order.orderId, order.orderId]);
      expect([first.number, second.number]).toEqual([`${order.number}-1`, `${order.number}-2`]);
      const [total] = await api().database.query<{ t: string }>(`select total_minor::text t from orders where order_id = $1`, [order.orderId]);
      expect(total!.t).toBe('30000');
      const draft = await desk.stay().inDraftOrder().dates('2026-04-05', '2026-04-06').create();
      const r = await row(draft.reservationId);
      expect(r).toMatchObject({ order_number: null, order_status: ORDER_STATUS.PENDING, number: `DRAFT-${draft.reservationId}` });
    });

    it('books through the API what a clerk may book, and refuses to write what a builder cannot say', async () => {
      const booked = await desk.stay().inRoom(desk.rooms.r104).dates('2026-05-01', '2026-05-03').withNightPrice(15000).book();
      const r = await row(booked.reservationId);
      expect(r).toMatchObject({
        order_id: booked.orderId,
        item_id: booked.itemId,
        number: booked.number,
        status: RESERVATION_STATUS.EXPECTED,
        room_id: desk.rooms.r104.roomId,
        charged: '30000',
      });
      expect(booked.number).toMatch(/^RIAD-\d+-1$/);
      await expect(desk.stay().dates('2026-05-01', '2026-05-02').inHouse().book()).rejects.toThrow(/expected stays/);
      await expect(aStay(api()).dates('2026-05-01', '2026-05-02').create()).rejects.toThrow(/room type/);
      await expect(desk.stay().arriving('2026-05-01').create()).rejects.toThrow(/departure/);
    });
  },
  { now: () => FIXED },
);
