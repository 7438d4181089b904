import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, aPayment, RESERVATION_STATUS, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';
import { settleStay } from './helpers/settle-stay.ts';

// Both hotels' calendar day is 2026-03-10; neither has closed a day yet, so 03-10 is their business date.
const FIXED = new Date('2026-03-10T10:00:00Z');
const DAY = '2026-03-10';

/** Row counts of every table a closing may write: a simulation or a refused apply leaves them equal. */
async function counts(api: TestApi) {
  const [row] = await api.database.query(`select
    (select count(*) from business_days)::int days, (select count(*) from audit_events)::int audits,
    (select count(*) from order_charges)::int charges, (select count(*) from order_charges where posted_day is not null)::int posted,
    (select string_agg(reservation_id || ':' || status, ',' order by reservation_id) from reservations) statuses,
    (select sum(total_minor)::text from orders) totals`);
  return row;
}

describeApi(
  'daily closing: simulate, apply, history',
  (api) => {
    const auditor = () => api().as('admin');
    let desk: DeskHotel;
    const ids = {} as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', StayHandle>;

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'CL' });
      await api().database.exec(`update hotels set city_tax_minor = 500, no_show_charge = 'first_night' where group_id = 1`);
      const a = api();
      ids.A = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-09', '2026-03-12').inHouse('2026-03-09T15:00:00Z').guests(2).create();
      ids.B = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-08', DAY).inHouse('2026-03-08T15:00:00Z').create();
      ids.C = await desk.stay().dates(DAY, '2026-03-11').create();
      ids.D = await desk.stay().inRoom(desk.rooms.r103).dates('2026-03-07', DAY).checkedOut({ checkedInAt: '2026-03-07T15:00:00Z' }).create();
      ids.E = await desk.stay().dates('2026-03-12', '2026-03-14').create();
      ids.F = await desk.stay().inRoom(desk.rooms.r104).dates(DAY, '2026-03-13').inHouse('2026-03-10T09:00:00Z').guests(1, '5').create();
      await aPayment(a, ids.D, { method: 'card', amountMinor: 20000, day: DAY });
    });

    it('simulates: nights to post, no-shows, blocking departures, unbalanced folios and the figures, changing nothing', async () => {
      const before = await counts(api());
      const res = await auditor().get('/crm/orders/closing', { simulate: 'true', closingdate: DAY, group: 1 });
      expect(res.status).toBe(200);
      expect(res.body.closed).toBe(false);
      expect(res.body.nightsToPost.map((n: { reservationId: number }) => n.reservationId)).toEqual([ids.A.reservationId, ids.F.reservationId]);
      expect(res.body.nightsToPost.map((n: { cityTaxMinor: number }) => n.cityTaxMinor)).toEqual([1000, 500]);
      expect(res.body.noShows).toEqual([expect.objectContaining({ reservationId: ids.C.reservationId, feeMinor: 10000 })]);
      expect(res.body.blockingDepartures).toEqual([expect.objectContaining({ reservationId: ids.B.reservationId, roomName: '102', checkout: DAY })]);
      expect(res.body.unbalancedFolios).toEqual([
        expect.objectContaining({ orderId: ids.D.orderId, chargesMinor: 30000, paymentsMinor: 20000, balanceMinor: 10000 }),
      ]);
      // Hand-computed: 5 rooms; A and F sleep tonight (2 + 1 adult + 1 child); room nights 2 × 10000,
      // city tax 2 × 500 + 500, C's first night as no-show fee; F arrived, D left.
      expect(res.body.figures).toEqual({
        day: DAY,
        roomsAvailable: 5,
        roomsSold: 2,
        guests: 4,
        roomRevenueMinor: 20000,
        revenueMinor: 31500,
        revenueByDepartment: { room_night: 20000, city_tax: 1500, no_show: 10000 },
        paymentsMinor: 20000,
        paymentsByMethod: { card: 20000 },
        arrivals: 1,
        departures: 1,
        noShows: 1,
        exchangePaidMinor: 0,
        exchangeBought: {},
      });
      const rooms = res.body.rows.find((r: { number: number }) => r.number === 1);
      expect(rooms.values).toMatchObject({ occupancyBp: 4000, adrMinor: 10000, revparMinor: 4000 });
      expect(await counts(api())).toEqual(before);
    });

    it('refuses to apply while a departure is still in house, changing nothing', async () => {
      const before = await counts(api());
      const res = await auditor().post(`/crm/orders/closing?closingdate=${DAY}&group=1`);
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(ids.B.number);
      expect(await counts(api())).toEqual(before);
    });

    it('applies once the departure is checked out: posts, no-shows, stores the figures, moves the business date; a second apply changes nothing', async () => {
      await settleStay(api(), ids.B.reservationId);
      expect((await api().as('clerk1').post(`/pms/reservations/${ids.B.reservationId}/checkout`)).status).toBe(200);
      const res = await auditor().post(`/crm/orders/closing?closingdate=${DAY}&group=1`);
      expect(res.status).toBe(200);
      expect(res.body.applied).toBe(true);
      expect(res.body.closing).toMatchObject({
        day: DAY,
        roomsSold: 2,
        roomsAvailable: 5,
        roomRevenueMinor: 20000,
        revenueMinor: 31500,
        departures: 2,
        noShows: 1,
        occupancyBp: 4000,
        adrMinor: 10000,
        revparMinor: 4000,
      });
      const [c] = await api().database.query<{ status: number }>(`select status from reservations where reservation_id = $1`, [ids.C.reservationId]);
      expect(c!.status).toBe(RESERVATION_STATUS.NO_SHOW);
      const open = await api().database.query(`select kind, day::text from order_charges where day <= $1 and posted_day is null and group_id = 1`, [DAY]);
      expect(open).toEqual([]);
      const future = await api().database.query(`select count(*)::int n from order_charges where item_id = $1 and posted_day is null`, [ids.A.itemId]);
      expect(future[0]).toEqual({ n: 1 });
      const audits = await api().database.query(`select type_id from audit_events where group_id = 1 and type_id in (18, 33) order by audit_event_id`);
      expect(audits.map((a) => a['type_id'])).toEqual([18, 33]);
      const [noShow] = await api().database.query(`select message, message_key, message_params from audit_events where type_id = 18 and item_id = $1`, [
        ids.C.itemId,
      ]);
      const number = ids.C.number;
      expect(noShow).toEqual({
        message: `Reservation ${number} marked no-show by the closing of ${DAY}`,
        message_key: 'audit.msg.stay.noShowByClosing',
        message_params: { number, day: DAY },
      });
      const [totals] = await api().database.query<{ total: string }>(`select total_minor::text total from orders where order_id = $1`, [ids.A.orderId]);
      expect(totals!.total).toBe('31000');

      const before = await counts(api());
      const again = await auditor().put('/crm/closingdate', { closingDate: DAY, group: 1 });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ applied: false, closing: { day: DAY, roomsSold: 2 } });
      expect(await counts(api())).toEqual(before);

      const state = await auditor().get('/crm/closing/state', { group: 1 });
      expect(state.body).toMatchObject({ lastClosed: DAY, businessDate: '2026-03-11', today: DAY, dateDiffers: true });
      expect((await auditor().get('/crm/closing/date', { group: 1 })).body).toBe(DAY);
      // A page rendering in process gets the same text handed over, with no body to read.
      const page = await api().inProcess('admin', '/crm/closing/date', { group: 1 });
      expect([page.status, page.handedOver, page.value]).toEqual([200, true, DAY]);
    });

    it('freezes what the closing posted: an edit of a posted charge is refused (409), a new price spares posted nights', async () => {
      const edit = await api()
        .database.query(`update order_charges set amount_minor = 1 where item_id = ${ids.A.itemId} and day = '${DAY}' returning charge_id`)
        .catch((e: Error) => e);
      expect(edit).toBeInstanceOf(Error);
      expect((edit as Error).message).toContain('cannot change');
      const pay = await api()
        .database.query(`update payments set amount_minor = 1, hotel_amount_minor = 1 where order_id = ${ids.D.orderId}`)
        .catch((e: Error) => e);
      expect(pay).toBeInstanceOf(Error);
      const res = await api().as('clerk1').put(`/pms/reservations/${ids.A.reservationId}`, { priceMinor: 40000 });
      expect(res.status).toBe(200);
      const nights = await api().database.query(
        `select day::text, amount_minor::int a, posted_day is not null posted from order_charges where item_id = $1 and kind = 'room_night' order by day`,
        [ids.A.itemId],
      );
      expect(nights).toEqual([
        { day: '2026-03-09', a: 10000, posted: true },
        { day: '2026-03-10', a: 10000, posted: true },
        { day: '2026-03-11', a: 20000, posted: false },
      ]);
    });

    it('reads the history: closed days, accumulated figures, entries, daily bac, item bac, item counts', async () => {
      const a = auditor();
      const list = await a.get('/crm/closingdates', { group: 1 });
      expect(list.body.map((d: { day: string }) => d.day)).toEqual([DAY]);
      const acc = await a.get('/crm/closingdates/accumulated', { group: 1, closingdatefrom: '2026-03-01', closingdateto: DAY });
      expect(acc.body).toMatchObject({ days: 1, roomsSold: 2, roomRevenueMinor: 20000, adrMinor: 10000 });
      const v2 = await a.get('/crm/closingdates/accumulated/v2', { group: 1, closingdatefrom: '2026-03-01', closingdateto: DAY });
      expect(v2.body.detail).toHaveLength(1);
      const entries = await a.get('/crm/closingdates/entries', { group: 1, closingdate: DAY });
      expect(entries.status).toBe(200);
      expect(entries.body.day).toBe(DAY);
      expect(entries.body.rows[1].values).toEqual({ city_tax: 1500, no_show: 10000, room_night: 20000, total: 31500 });
      expect((await a.get('/crm/closingdates/entries', { group: 1, closingdate: '2026-03-11' })).status).toBe(404);
      const bac = await a.get('/crm/daily-bac', { groupId: 1, from: '2026-03-01', to: '2026-03-31' });
      expect(bac.body).toEqual([
        {
          day: DAY,
          revenueByDepartment: { room_night: 20000, city_tax: 1500, no_show: 10000 },
          revenueMinor: 31500,
          paymentsByMethod: { card: 20000, cash: 20000 },
          paymentsMinor: 40000,
        },
      ]);
      expect(String((await a.get(`/crm/orders/${ids.A.itemId}/bac`, { closingdate: DAY })).body)).toBe('21000');
      const count = await a.get('/crm/orders/item/count', { group: 1, type: 'Customer', startservice: '2026-03-09', startendservice: DAY });
      expect(count.body).toEqual({ count: 3 });
    });

    it('validates input and scope', async () => {
      expect((await auditor().get('/crm/orders/closing', { simulate: 'true', closingdate: '2026-02-30' })).status).toBe(400);
      expect((await auditor().get('/crm/orders/closing', { closingdate: DAY })).body.field).toBe('simulate');
      expect((await auditor().get('/crm/closingdates', { group: '99999999999999' })).status).toBe(400);
      expect((await api().as('clerk1').post(`/crm/orders/closing?closingdate=2026-03-11&group=1`)).status).toBe(403);
      expect((await api().as('clerk2').get('/crm/closingdates', { group: 1 })).status).toBe(403);
      expect((await auditor().post(`/crm/orders/closing?closingdate=2026-03-11&group=1`)).body.message).toContain('has not come yet');
      expect((await auditor().put('/crm/closingdate', { closingDate: '2026-03-12', group: 1 })).status).toBe(409);
      expect((await auditor().get('/crm/orders/999999/bac', { closingdate: DAY })).status).toBe(404);
    });

    it('a closing killed before it commits leaves the day open and closable; two applies at once close it once', async () => {
      const a = api();
      await desk.otherHotelStay().inRoom(desk.rooms.other101).dates('2026-03-09', '2026-03-11').inHouse('2026-03-09T15:00:00Z').create();
      // Abort at the closing's last statement (its audit event), as a crash before commit would.
      await a.database.exec(`create function t_crash() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end; $$;
      create trigger t_crash before insert on audit_events for each row when (new.type_id = 33) execute function t_crash();`);
      const before = await counts(a);
      const crashed = await auditor().post(`/crm/orders/closing?closingdate=${DAY}&group=2`);
      expect(crashed.status).toBe(500);
      expect(await counts(a)).toEqual(before);
      await a.database.exec(`drop trigger t_crash on audit_events; drop function t_crash();`);

      const [one, two] = await Promise.all([
        auditor().post(`/crm/orders/closing?closingdate=${DAY}&group=2`),
        auditor().post(`/crm/orders/closing?closingdate=${DAY}&group=2`),
      ]);
      // The second POST confirmed a day the first closed meanwhile: refused (409), not done twice.
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      expect([one.body.applied, two.body.applied].filter((x) => x !== undefined)).toEqual([true]);
      const rows = await a.database.query(`select count(*)::int n from business_days where group_id = 2`);
      expect(rows[0]).toEqual({ n: 1 });
      const audits = await a.database.query(`select count(*)::int n from audit_events where group_id = 2 and type_id = 33`);
      expect(audits[0]).toEqual({ n: 1 });
    });
  },
  { now: () => FIXED },
);
