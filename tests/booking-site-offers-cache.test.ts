import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aRoom, aRoomType, type RoomTypeHandle } from './helpers/builders/index.ts';
import { rowsOf } from '../src/backend/core/rows.ts';

/**
 * The booking site's offers are kept per search until the hotel's availability stamp moves
 * (issue 39): every change that moves prices or availability shows in the very next search,
 * whichever path wrote it (the desk, rate management, a guest's hold, an imported calendar), and a
 * hold's expiry shows without any write. The stamp is moved by the database's triggers at commit.
 */
let clock = new Date('2026-03-10T12:00:00Z');

let calendar = '';
const channel = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar' });
  res.end(calendar);
});
const vcalendar = (uid: string, from: string, to: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Cache//EN\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260301T000000Z\r\nDTSTART;VALUE=DATE:${from.replace(/-/g, '')}\r\nDTEND;VALUE=DATE:${to.replace(/-/g, '')}\r\nSUMMARY:Blocked\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

let dar: RoomTypeHandle;
let flex = 0;
const SEARCH = { checkin: '2026-06-10', nights: 2, adults: 2 };

interface Offer {
  plan: { planId: number; code: string };
  totalMinor: number;
}
/** The site's answer for the search: the type's units left and each plan's total (undefined: not offered). */
async function offered(api: TestApi, q: Record<string, string | number> = SEARCH): Promise<{ unitsLeft: number; totals: Record<string, number> } | undefined> {
  const res = await api.anonymous().get('/pms/booking-site/1/offers', q);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const t = (res.body.roomTypes as { roomTypeId: number; unitsLeft: number; offers: Offer[] }[]).find((x) => x.roomTypeId === dar.roomTypeId);
  return t && { unitsLeft: t.unitsLeft, totals: Object.fromEntries(t.offers.map((o) => [o.plan.code, o.totalMinor])) };
}
const stampOf = async (api: TestApi) =>
  Number((await rowsOf<{ s: string }>(api.database.db, sql`select coalesce((select stamp from availability_stamps where group_id = 1), 0)::text as s`))[0]!.s);

describeApi(
  "the booking site's offers cache: never stale when a booking, a rate, a restriction, a hold or a calendar block moves",
  (api) => {
    const saved = process.env['BOOKING_SITE_HOLDS_PER_HOUR'];
    beforeAll(async () => {
      process.env['BOOKING_SITE_HOLDS_PER_HOUR'] = '1000';
      await new Promise<void>((r) => channel.listen(0, '127.0.0.1', () => r()));
      dar = await aRoomType(api()).coded('CDAR', 'Dar').sleeping(2).atRackRate(60000).sortedAt(1).create();
      await aRoom(api()).ofType(dar).named('CD1').create();
      await aRoom(api()).ofType(dar).named('CD2').create();
      const plan = await api().as('admin').post('/pms/rates/plans', { code: 'CFLEX', name: 'Flexible', refundable: true, cancelDays: 2 });
      expect(plan.status, JSON.stringify(plan.body)).toBe(201);
      flex = plan.body.planId as number;
    });
    afterAll(async () => {
      if (saved === undefined) delete process.env['BOOKING_SITE_HOLDS_PER_HOUR'];
      else process.env['BOOKING_SITE_HOLDS_PER_HOUR'] = saved;
      await new Promise<void>((r) => channel.close(() => r()));
    });

    it('a desk booking shows in the next search, and its cancellation too', async () => {
      const before = await offered(api());
      expect(before?.unitsLeft).toBe(2);
      // Asked again, nothing moved: the same answer (kept), the stamp unchanged by reading.
      const stamp = await stampOf(api());
      expect(await offered(api())).toEqual(before);
      expect(await stampOf(api())).toBe(stamp);
      const booked = await api()
        .as('clerk1')
        .post('/pms/reservations', { client: { lastName: 'Desk' }, roomTypeId: dar.roomTypeId, checkin: '2026-06-11', checkout: '2026-06-12', adults: 1 });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(await stampOf(api())).toBeGreaterThan(stamp);
      expect((await offered(api()))?.unitsLeft).toBe(1);
      const id = booked.body.id as number;
      const cancelled = await api().as('clerk1').post(`/pms/reservations/${id}/cancel`, { price: 0, reason: 'Plans changed' });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);
      expect((await offered(api()))?.unitsLeft).toBe(2);
    });

    it("a rate change shows in the next search's price, a restriction takes the plan off sale", async () => {
      const before = await offered(api());
      const price = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: flex, roomTypeIds: [dar.roomTypeId], from: '2026-06-10', to: '2026-06-11', priceMinor: 70000 });
      expect(price.status, JSON.stringify(price.body)).toBe(200);
      const after = await offered(api());
      expect(after?.totals['CFLEX']).toBe(140000);
      expect(after?.totals['CFLEX']).not.toBe(before?.totals['CFLEX']);
      const stop = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: flex, roomTypeIds: [dar.roomTypeId], from: '2026-06-11', to: '2026-06-11', restrictions: { stopSell: true } });
      expect(stop.status, JSON.stringify(stop.body)).toBe(200);
      expect(await offered(api()), 'no plan on sale: the type is not offered').toBeUndefined();
      const open = await api()
        .as('admin')
        .post('/pms/rates/grid', { planId: flex, roomTypeIds: [dar.roomTypeId], from: '2026-06-11', to: '2026-06-11', restrictions: { stopSell: false } });
      expect(open.status, JSON.stringify(open.body)).toBe(200);
      expect((await offered(api()))?.totals['CFLEX']).toBe(140000);
    });

    it("a guest's hold takes a unit at once, and gives it back when it expires, with no write", async () => {
      expect((await offered(api()))?.unitsLeft).toBe(2);
      const held = await api()
        .anonymous()
        .post('/pms/booking-site/1/holds', { roomTypeId: dar.roomTypeId, planId: flex, checkin: '2026-06-10', nights: 2, adults: 2 });
      expect(held.status, JSON.stringify(held.body)).toBe(201);
      expect((await offered(api()))?.unitsLeft).toBe(1);
      const stamp = await stampOf(api());
      clock = new Date(clock.getTime() + 16 * 60_000);
      // The hold's timer ran out: the unit is back though nothing was written.
      expect((await offered(api()))?.unitsLeft).toBe(2);
      expect(await stampOf(api())).toBe(stamp);
    });

    it('an imported calendar block shows in the next search, and its removal too', async () => {
      const admin = api().as('admin');
      const imp = await admin.post('/pms/channels/ical/imports', {
        roomTypeId: dar.roomTypeId,
        channelName: 'Airbnb',
        url: `http://127.0.0.1:${(channel.address() as { port: number }).port}/c.ics`,
      });
      expect(imp.status, JSON.stringify(imp.body)).toBe(201);
      expect((await offered(api()))?.unitsLeft).toBe(2);
      calendar = vcalendar('c1@airbnb.com', '2026-06-09', '2026-06-11');
      const sync = await admin.post(`/pms/channels/ical/imports/${imp.body.importId}/sync`);
      expect(sync.body).toMatchObject({ status: 'ok', blocked: 1 });
      expect((await offered(api()))?.unitsLeft).toBe(1);
      calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Cache//EN\r\nEND:VCALENDAR\r\n';
      expect((await admin.post(`/pms/channels/ical/imports/${imp.body.importId}/sync`)).body).toMatchObject({ status: 'ok' });
      expect((await offered(api()))?.unitsLeft).toBe(2);
    });

    it('the stamp moves once per committed transaction and hotel, at commit; a rolled back write does not move it', async () => {
      const db = api().database.db;
      const stamp = await stampOf(api());
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`update room_types set name = name where room_type_id = ${dar.roomTypeId}`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await stampOf(api())).toBe(stamp);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update room_types set name = name where room_type_id = ${dar.roomTypeId}`);
        await tx.execute(sql`update rooms set active = active where room_type_id = ${dar.roomTypeId}`);
        // Not yet: the stamp moves at commit.
        const [inside] = await rowsOf<{ s: string }>(tx, sql`select coalesce((select stamp from availability_stamps where group_id = 1), 0)::text as s`);
        expect(Number(inside!.s)).toBe(stamp);
      });
      expect(await stampOf(api())).toBe(stamp + 1);
      // Nothing is left behind: the touches are gone with their commit.
      expect(await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from availability_touches`)).toEqual([{ n: 0 }]);
    });

    it("a room out of order and an overbooking allowance move the type's units in the next search", async () => {
      expect((await offered(api()))?.unitsLeft).toBe(2);
      const over = await api()
        .as('admin')
        .post('/pms/rates/overbooking', { roomTypeIds: [dar.roomTypeId], from: '2026-06-10', to: '2026-06-11', units: 1 });
      expect(over.status, JSON.stringify(over.body)).toBe(200);
      expect((await offered(api()))?.unitsLeft).toBe(3);
      const back = await api()
        .as('admin')
        .post('/pms/rates/overbooking', { roomTypeIds: [dar.roomTypeId], from: '2026-06-10', to: '2026-06-11', units: 0 });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect((await offered(api()))?.unitsLeft).toBe(2);
    });
  },
  { now: () => clock },
);
