import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, RESERVATION_STATUS, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';
import { settleStay } from './helpers/settle-stay.ts';

// The hotels' calendar day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

let desk: DeskHotel;
const guest = (firstName: string, over: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Bennani',
  nationality: 'MA',
  birthDate: '1985-06-01',
  docTypeId: desk.passport.docTypeId,
  docNumber: `AB-${firstName}`,
  ...over,
});

const charges = (api: TestApi, stay: StayHandle) =>
  api.database.query<{ day: string; kind: string; amount_minor: number }>(
    `select day::text, kind, amount_minor::int amount_minor from order_charges where item_id = $1 order by day, charge_id`,
    [stay.itemId],
  );
const cleanRoom = (api: TestApi, room: { roomId: number }) =>
  api.database.query(`update rooms set housekeeping_status = 'CLEAN' where room_id = $1`, [room.roomId]);

describeApi(
  'front desk: early and late departures, guests to identify, rooms that fit the party',
  (api) => {
    const clerk = () => api().as('clerk1');
    const admin = () => api().as('admin');
    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'DG' });
      // The Single sleeps one; the Double two. Rack rates so the quote prices both types.
      await api().database.query(`update room_types set capacity = 1 where room_type_id = $1`, [desk.single.roomTypeId]);
    });

    it('an early check-out states its effect first, then shortens the stay to today, frees the room and drops the nights not slept', async () => {
      const id = await desk.stay().inRoom(desk.rooms.r201).dates('2026-03-08', '2026-03-13').inHouse('2026-03-08T15:00:00Z').create();
      const preview = await clerk().get(`/pms/reservations/${id.reservationId}/checkout`);
      expect(preview.status).toBe(200);
      expect(preview.body).toEqual({
        timing: 'early',
        today: TODAY,
        checkout: TODAY,
        bookedCheckout: '2026-03-13',
        unusedNights: ['2026-03-10', '2026-03-11', '2026-03-12'],
        rule: 'drop',
        unusedMinor: 30000,
        chargedMinor: 0,
      });
      // The only Single is taken tonight: another stay cannot have it yet.
      const next = await desk.stay().ofType(desk.single).dates(TODAY, '2026-03-12').create();
      expect((await clerk().post(`/pms/reservations/${next.reservationId}/assign`, { roomId: desk.rooms.r201.roomId })).status).toBe(409);

      await settleStay(api(), id.reservationId);
      const out = await clerk().post(`/pms/reservations/${id.reservationId}/checkout`);
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject({ status: RESERVATION_STATUS.DEPARTED, checkout: TODAY, priceMinor: 20000 });
      expect((await charges(api(), id)).map((c) => c.day)).toEqual(['2026-03-08', '2026-03-09']);
      const [item] = await api().database.query<{ quantity: number; total_minor: number }>(`select quantity, total_minor from order_items where item_id = $1`, [
        id.itemId,
      ]);
      expect(Number(item!.total_minor)).toBe(20000);
      // The room is free for the nights left: the next stay takes it (once cleaned).
      await cleanRoom(api(), desk.rooms.r201);
      expect((await clerk().post(`/pms/reservations/${next.reservationId}/assign`, { roomId: desk.rooms.r201.roomId })).status).toBe(200);
      const [audit] = await api().database.query<{ detail: string }>(`select detail from audit_events where item_id = $1 and type_id = 6`, [id.itemId]);
      expect(audit!.detail).toContain('early departure on 2026-03-10 (booked until 2026-03-13); 3 night(s) not used dropped');
    });

    it('charges the nights not slept when the hotel says so, as one early-departure charge', async () => {
      const rule = await admin().put('/pms/hotel/desk-rules', { earlyDepartureRule: 'charge' });
      expect(rule.status).toBe(200);
      expect(rule.body).toEqual({ earlyDepartureRule: 'charge', guestIdentification: 'all_adults' });
      const id = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-09', '2026-03-12').inHouse('2026-03-09T15:00:00Z').create();
      const preview = await clerk().get(`/pms/reservations/${id.reservationId}/checkout`);
      expect(preview.body).toMatchObject({ timing: 'early', rule: 'charge', unusedMinor: 20000, chargedMinor: 20000 });
      await settleStay(api(), id.reservationId);
      const out = await clerk().post(`/pms/reservations/${id.reservationId}/checkout`);
      expect(out.body).toMatchObject({ status: RESERVATION_STATUS.DEPARTED, checkout: TODAY });
      expect(await charges(api(), id)).toEqual([
        { day: '2026-03-09', kind: 'room_night', amount_minor: 10000 },
        { day: TODAY, kind: 'fee', amount_minor: 20000 },
      ]);
      expect((await admin().put('/pms/hotel/desk-rules', { earlyDepartureRule: 'drop' })).status).toBe(200);
    });

    it('a guest who leaves on the arrival day keeps the first night; a late one keeps the dates and is flagged', async () => {
      const same = await desk.stay().inRoom(desk.rooms.r102).dates(TODAY, '2026-03-12').inHouse('2026-03-10T09:00:00Z').create();
      const p = await clerk().get(`/pms/reservations/${same.reservationId}/checkout`);
      expect(p.body).toMatchObject({ timing: 'early', checkout: '2026-03-11', unusedNights: ['2026-03-11'] });
      const late = await desk.stay().inRoom(desk.rooms.r104).dates('2026-03-07', '2026-03-09').inHouse('2026-03-07T15:00:00Z').create();
      const lp = await clerk().get(`/pms/reservations/${late.reservationId}/checkout`);
      expect(lp.body).toMatchObject({ timing: 'late', checkout: '2026-03-09', bookedCheckout: '2026-03-09', unusedNights: [], chargedMinor: 0 });
      await settleStay(api(), late.reservationId);
      const out = await clerk().post(`/pms/reservations/${late.reservationId}/checkout`);
      expect(out.body).toMatchObject({ status: RESERVATION_STATUS.DEPARTED, checkout: '2026-03-09' });
      const [audit] = await api().database.query<{ detail: string }>(`select detail from audit_events where item_id = $1 and type_id = 6`, [late.itemId]);
      expect(audit!.detail).toBe('late departure on 2026-03-10 (booked until 2026-03-09)');
    });

    it('the desk rules: staff read them, only an administrator changes them, bad values are refused naming the field', async () => {
      expect((await clerk().get('/pms/hotel/desk-rules')).body).toEqual({ earlyDepartureRule: 'drop', guestIdentification: 'all_adults' });
      expect((await clerk().put('/pms/hotel/desk-rules', { earlyDepartureRule: 'charge' })).status).toBe(403);
      const bad = await admin().put('/pms/hotel/desk-rules', { earlyDepartureRule: 'refund' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('earlyDepartureRule');
      expect((await admin().put('/pms/hotel/desk-rules', { other: 1 })).status).toBe(400);
      expect((await api().as(desk.partner.code).get('/pms/hotel/desk-rules')).status).toBe(403);
    });

    it('checks in every adult when the hotel identifies every adult, the main guest only when it says so', async () => {
      const id = await desk.stay().inRoom(desk.rooms.r101).dates(TODAY, '2026-03-11').guests(2, '7').create();
      await cleanRoom(api(), desk.rooms.r101);
      const one = await clerk().post(`/pms/reservations/${id.reservationId}/checkin`, { guests: [guest('Karim')] });
      expect(one.status).toBe(400);
      expect(one.body.message).toContain(`guests: reservation ${id.number}`);
      expect(one.body.message).toContain('register 2 guests');
      expect((await admin().put('/pms/hotel/desk-rules', { guestIdentification: 'main_guest' })).status).toBe(200);
      expect((await clerk().post(`/pms/reservations/${id.reservationId}/checkin`, { guests: [guest('Karim')] })).status).toBe(200);
      expect((await admin().put('/pms/hotel/desk-rules', { guestIdentification: 'all_adults' })).status).toBe(200);
    });

    it('stores nationality as an ISO code it knows, and refuses a birth date in the future', async () => {
      const id = await desk.stay().dates(TODAY, '2026-03-11').create();
      const unknown = await clerk().post(`/pms/reservations/${id.reservationId}/precheckin`, { guests: [guest('Karim', { nationality: 'XX' })] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain('guests.0.nationality');
      const future = await clerk().post(`/pms/reservations/${id.reservationId}/precheckin`, { guests: [guest('Karim', { birthDate: '2999-01-01' })] });
      expect(future.status).toBe(400);
      expect(future.body.message).toContain('guests.0.birthDate');
      expect((await clerk().post(`/pms/reservations/${id.reservationId}/precheckin`, { guests: [guest('Karim', { nationality: 'ma' })] })).status).toBe(200);
    });

    it('refuses a room of a type too small for the party, even as an upgrade', async () => {
      const id = await desk.stay().dates('2026-05-01', '2026-05-03').guests(2).create();
      const small = await clerk().post(`/pms/reservations/${id.reservationId}/assign`, { roomId: desk.rooms.r201.roomId, upgrade: true });
      expect(small.status).toBe(409);
      expect(small.body.message).toContain(`Room 201 is a Single for 1; reservation ${id.number}`);
      expect(small.body.message).toContain('is for 2 adults');
      const solo = await desk.stay().dates('2026-05-01', '2026-05-03').create();
      const ask = await clerk().post(`/pms/reservations/${solo.reservationId}/assign`, { roomId: desk.rooms.r201.roomId });
      expect(ask.status).toBe(409);
      expect(ask.body.message).toContain('upgrade');
    });

    it('keeps the order line in step with the stay: quantity = nights, label from it, a cancellation is its fee alone', async () => {
      const item = async (stay: StayHandle) =>
        (
          await api().database.query<{ quantity: number; unit: number; total: number; description: string }>(
            `select quantity, unit_price_minor::int unit, total_minor::int total, description from order_items where item_id = $1`,
            [stay.itemId],
          )
        )[0]!;
      const id = await desk.stay().dates('2026-06-01', '2026-06-04').create();
      const longer = await clerk().put(`/pms/reservations/${id.reservationId}`, { checkout: '2026-06-05' });
      expect(longer.status).toBe(200);
      expect(longer.body.priceMinor).toBe(40000);
      expect(await item(id)).toEqual({ quantity: 4, unit: 10000, total: 40000, description: 'Double, 4 nights' });
      const cancelled = await clerk().post(`/pms/reservations/${id.reservationId}/cancel`, { price: 6360, reason: 'Plans changed' });
      expect(cancelled.status).toBe(200);
      expect(await item(id)).toEqual({ quantity: 1, unit: 6360, total: 6360, description: 'Double, 4 nights' });
    });
  },
  { now: () => FIXED },
);
