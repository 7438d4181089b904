import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, anExchangeRate, aUser, FIXTURE, RESERVATION_STATUS, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';

// Hotel 1 keeps UTC; its business day is 2026-03-10 (none closed). The clock moves within the test.
const DAY = '2026-03-10';
let clock = new Date('2026-03-10T15:00:00Z');

/** Row counts of every table a closing writes: a preview or a refused close leaves them equal. */
async function counts(api: TestApi) {
  const [row] = await api.database.query(`select
    (select count(*) from business_days)::int days, (select count(*) from audit_events)::int audits,
    (select count(*) from order_charges)::int charges, (select count(*) from order_charges where posted_day is not null)::int posted,
    (select string_agg(reservation_id || ':' || status, ',' order by reservation_id) from reservations) statuses`);
  return row;
}

describeApi(
  'closing: its time, its confirmation screen, the day it confirms, the exchange desk in its figures',
  (api) => {
    const auditor = () => api().as('cc-auditor');
    let desk: DeskHotel;
    const ids = {} as Record<'A' | 'C' | 'E' | 'F', StayHandle>;

    beforeAll(async () => {
      // Each engine's run starts on the afternoon of the day (the clock is shared by the runs).
      clock = new Date('2026-03-10T15:00:00Z');
      desk = await aDeskHotel(api(), { prefix: 'CC' });
      await api().database.exec(`update hotels set timezone = 'UTC', city_tax_minor = 500, no_show_charge = 'first_night' where group_id = 1`);
      await aUser(api(), 'cc-auditor').named('Nadia Audit').atServicePoint(1).withRoles('night_auditor', 'front_desk').create();
      await anExchangeRate(api(), { groupId: FIXTURE.hotel1, currency: 'EUR', day: DAY, rate: '10.85' });
      const a = api();
      ids.A = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-09', '2026-03-12').inHouse('2026-03-09T15:00:00Z').guests(2).create();
      ids.C = await desk.stay().dates(DAY, '2026-03-12').create();
      ids.E = await desk.stay().dates('2026-03-08', DAY).create();
      ids.F = await desk.stay().inRoom(desk.rooms.r104).dates(DAY, '2026-03-11').inHouse('2026-03-10T09:00:00Z').create();
      // The exchange desk buys €20 for 217.00 dirhams (the admin's cash: the house drawer).
      expect(
        (await a.as('admin').post('/crm/exchange/v2/operations', { currency: 'EUR', amountMinor: 2000, guestName: 'Ann Guest', docNumber: 'P1' })).status,
      ).toBe(201);
    });

    it("reads and changes the hotel's closing time (admin only, validated); the default is midnight ending the day", async () => {
      expect((await auditor().get('/crm/closing/settings')).body).toEqual({
        closingNotBefore: '00:00',
        noShowCharge: 'first_night',
        cityTaxMinor: 500,
        currency: 'MAD',
      });
      expect((await auditor().put('/crm/closing/settings', { closingNotBefore: '14:00' })).status).toBe(403);
      const bad = await api().as('admin').put('/crm/closing/settings', { closingNotBefore: '24:00' });
      expect([bad.status, bad.body.field]).toEqual([400, 'closingNotBefore']);
      expect((await api().as('admin').put('/crm/closing/settings', { cityTaxMinor: -1 })).body.field).toBe('cityTaxMinor');
    });

    it('refuses to close before the closing time without the early_closing permission, changing nothing; the preview says it is early', async () => {
      const preview = await auditor().get('/crm/closing/preview');
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body).toMatchObject({
        closed: false,
        day: DAY,
        businessDate: DAY,
        early: true,
        earlyAllowed: false,
        canClose: false,
        opensAtLocal: '2026-03-11 00:00',
        opensAt: '2026-03-11T00:00:00.000Z',
      });
      expect((await api().as('admin').get('/crm/closing/preview')).body).toMatchObject({ early: true, earlyAllowed: true, canClose: true });
      const before = await counts(api());
      const refused = await auditor().post(`/crm/orders/closing?closingdate=${DAY}`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        error: 'forbidden',
        field: 'closingdate',
        code: 'errors.closing.early',
        params: { day: { day: DAY }, opensAt: { day: '2026-03-11', time: '00:00' } },
      });
      expect(refused.body.message).toContain('early_closing');
      expect((await auditor().put('/crm/closingdate', { closingDate: DAY })).status).toBe(403);
      expect(await counts(api())).toEqual(before);
      // An evening closing time set by the admin: at 15:00 the day is still early, at 14:00's setting it is not.
      expect((await api().as('admin').put('/crm/closing/settings', { closingNotBefore: '16:00' })).body.closingNotBefore).toBe('16:00');
      expect((await auditor().get('/crm/closing/preview')).body).toMatchObject({ early: true, opensAtLocal: `${DAY} 16:00` });
      clock = new Date('2026-03-10T16:00:00Z');
      expect((await auditor().get('/crm/closing/preview')).body).toMatchObject({ early: false, canClose: true });
      expect((await api().as('admin').put('/crm/closing/settings', { closingNotBefore: '00:00' })).status).toBe(200);
      clock = new Date('2026-03-10T15:00:00Z');
    });

    it('previews (no write) exactly what the close then does: no-shows and fees, nights and city tax, open folios, exchange payouts', async () => {
      const before = await counts(api());
      const p = (await auditor().get('/crm/closing/preview', { closingdate: DAY })).body;
      expect(await counts(api())).toEqual(before);
      expect(p.noShows.stays.map((n: { reservationId: number }) => n.reservationId)).toEqual([ids.E.reservationId, ids.C.reservationId]);
      expect([p.noShows.count, p.noShows.feesMinor]).toEqual([2, 20000]);
      expect([p.nights.count, p.nights.amountMinor]).toEqual([2, 20000]);
      expect([p.cityTax.count, p.cityTax.amountMinor]).toEqual([2, 1500]);
      expect(p.departuresNotCheckedOut).toEqual([]);
      expect(p.exchange).toEqual({ paidMinor: 21700, bought: { EUR: 2000 } });
      expect(p.openFolios.count).toBeGreaterThan(0);

      // After midnight the night auditor may close; the POST carries the day confirmed.
      clock = new Date('2026-03-11T00:30:00Z');
      const done = await auditor().post(`/crm/orders/closing?closingdate=${DAY}`);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const db = api().database;
      const noShows = await db.query<{ id: number }>(`select reservation_id id from reservations where status = $1 order by checkin, number`, [
        RESERVATION_STATUS.NO_SHOW,
      ]);
      expect(noShows.map((r) => r.id)).toEqual(p.noShows.stays.map((n: { reservationId: number }) => n.reservationId));
      const [fees] = await db.query<{ n: number; s: number }>(
        `select count(*)::int n, sum(amount_minor)::int s from order_charges where kind = 'no_show' and day = $1`,
        [DAY],
      );
      expect([fees!.n, fees!.s]).toEqual([p.noShows.count, p.noShows.feesMinor]);
      const [tax] = await db.query<{ n: number; s: number }>(
        `select count(*)::int n, sum(amount_minor)::int s from order_charges where kind = 'city_tax' and day = $1`,
        [DAY],
      );
      expect([tax!.n, tax!.s]).toEqual([p.cityTax.count, p.cityTax.amountMinor]);
      const [nights] = await db.query<{ n: number; s: number }>(
        `select count(*)::int n, sum(c.amount_minor)::int s from order_charges c join reservations r on r.item_id = c.item_id
      where c.kind = 'room_night' and c.day = $1 and c.posted_day = $1 and r.status = $2`,
        [DAY, RESERVATION_STATUS.IN_HOUSE],
      );
      expect([nights!.n, nights!.s]).toEqual([p.nights.count, p.nights.amountMinor]);
      expect(done.body.report.openFolios).toEqual(p.openFolios);
      expect(done.body.report.figures).toEqual(p.figures);
      expect(done.body.closing).toMatchObject({ day: DAY, exchangePaidMinor: 21700, exchangeBought: { EUR: 2000 } });
    });

    it('refuses a POST whose confirmed day is no longer the business date (closed meanwhile, or not yet due)', async () => {
      const stale = await auditor().post(`/crm/orders/closing?closingdate=${DAY}`);
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        error: 'conflict',
        field: 'closingdate',
        code: 'errors.closing.moved',
        params: { day: { day: DAY }, next: { day: '2026-03-11' } },
      });
      expect((await auditor().post('/crm/orders/closing?closingdate=2026-03-12')).status).toBe(409);
      expect((await auditor().get('/crm/closing/preview', { closingdate: DAY })).body).toEqual({ closed: true, day: DAY, businessDate: '2026-03-11' });
    });

    it("the Daily Report and the closed day's history include the exchange desk's cash paid out", async () => {
      const report = await api().as('admin').get('/pms/reports/daily', { day: DAY });
      expect(report.status).toBe(200);
      expect(report.body).toMatchObject({ closed: true, exchangePaidMinor: 21700, exchangeBought: { EUR: 2000 } });
      const day = await auditor().get('/crm/closingdate', { closingdate: DAY });
      expect(day.body).toMatchObject({ exchangePaidMinor: 21700, exchangeBought: { EUR: 2000 } });
      const rows = (await auditor().get('/crm/closingdates/entries', { closingdate: DAY })).body.rows;
      expect(rows.find((r: { number: number }) => r.number === 4).values).toEqual({ paidOut: 21700 });
      // The open business day's provisional report counts a new operation at once.
      expect(
        (await api().as('admin').post('/crm/exchange/v2/operations', { currency: 'EUR', amountMinor: 1000, guestName: 'Bob', docNumber: 'P2' })).status,
      ).toBe(201);
      expect((await api().as('admin').get('/pms/reports/daily', { day: '2026-03-11' })).body).toMatchObject({
        closed: false,
        exchangePaidMinor: 10850,
        exchangeBought: { EUR: 1000 },
      });
    });
  },
  { now: () => clock },
);
