import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeApi, type Reply } from './helpers/test-api.ts';
import { aRoom, aRoomType, type RoomTypeHandle } from './helpers/builders/index.ts';
import { rowsOf } from '../src/backend/core/rows.ts';
import { ACTIVE_STATUSES } from '../src/lib/domain/reservation-status.ts';
import { AlpineBitsPortal, resRetrieve } from './helpers/alpinebits-portal.ts';

/**
 * The last unit sold once whatever sells it (issue 39): guests on the hotel's booking site (hold,
 * then book), clerks at the desk and an imported channel calendar (its event blocks a unit) ask for
 * the one room of a type over the same nights, all at once. Exactly one of them gets it; every
 * other request is refused (409) or shown as a conflict, nothing oversold. An AlpineBits pull (a
 * portal double hands out one reservation for the same nights) races with them: booked, or refused
 * and reported back to the portal.
 */
const NOW = new Date('2026-03-10T12:00:00Z');
let last: RoomTypeHandle;
let plan = 0;
let importId = 0;
let portal = new AlpineBitsPortal();
let abConnection = 0;
const channel = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar' });
  res.end(
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n' +
      'BEGIN:VEVENT\r\nUID:race@airbnb.com\r\nDTSTAMP:20260301T000000Z\r\nDTSTART;VALUE=DATE:20260601\r\nDTEND;VALUE=DATE:20260603\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  );
});

describeApi(
  'the last unit, raced by the booking site and the desk at once',
  (api) => {
    const saved = process.env['BOOKING_SITE_HOLDS_PER_HOUR'];
    beforeAll(async () => {
      process.env['BOOKING_SITE_HOLDS_PER_HOUR'] = '1000';
      last = await aRoomType(api()).coded('RLAST', 'Last room').sleeping(2).atRackRate(70000).sortedAt(1).create();
      await aRoom(api()).ofType(last).named('L1').create();
      const res = await api().as('admin').post('/pms/rates/plans', { code: 'RFLEX', name: 'Flexible', refundable: true, cancelDays: 1 });
      expect(res.status).toBe(201);
      plan = res.body.planId as number;
      await new Promise<void>((r) => channel.listen(0, '127.0.0.1', () => r()));
      const url = `http://127.0.0.1:${(channel.address() as { port: number }).port}/race.ics`;
      const imp = await api().as('admin').post('/pms/channels/ical/imports', { roomTypeId: last.roomTypeId, channelName: 'Airbnb', url });
      expect(imp.status).toBe(201);
      importId = imp.body.importId as number;
      portal = new AlpineBitsPortal();
      const abUrl = await portal.start();
      portal.guestRequests = resRetrieve([
        {
          id: 'RACE-1',
          roomTypeCode: 'RLAST',
          start: '2026-06-01',
          end: '2026-06-03',
          adults: 1,
          givenName: 'Portal',
          surname: 'Guest',
          email: 'p@example.com',
        },
      ]);
      const ab = await api()
        .as('admin')
        .post('/pms/channels/alpinebits', { name: 'Portal', url: abUrl, username: portal.user, password: portal.password, hotelCode: 'RACE' });
      expect(ab.status).toBe(201);
      abConnection = ab.body.connectionId as number;
    });
    afterAll(async () => {
      await new Promise<void>((r) => channel.close(() => r()));
      await portal.stop();
      if (saved === undefined) delete process.env['BOOKING_SITE_HOLDS_PER_HOUR'];
      else process.env['BOOKING_SITE_HOLDS_PER_HOUR'] = saved;
    });

    it('50 requests for the last unit, on the site, at the desk and from an imported calendar: exactly one gets it', async () => {
      const stay = { checkin: '2026-06-01', nights: 2 };
      const siteFlow = async (i: number): Promise<Reply> => {
        const held = await api()
          .anonymous()
          .post('/pms/booking-site/1/holds', { roomTypeId: last.roomTypeId, planId: plan, ...stay, adults: 1 });
        if (held.status !== 201) return held;
        return api()
          .anonymous()
          .post('/pms/booking-site/1/bookings', {
            holdId: held.body.holdId,
            token: held.body.token,
            guest: { firstName: 'Site', lastName: `Guest ${i}`, email: `g${i}@example.com` },
            siteBase: 'https://book.example',
          });
      };
      const deskFlow = (i: number): Promise<Reply> =>
        api()
          .as('clerk1')
          .post('/pms/reservations', {
            client: { lastName: `Desk ${i}` },
            roomTypeId: last.roomTypeId,
            checkin: '2026-06-01',
            checkout: '2026-06-03',
            adults: 1,
          });
      // The calendar's sync answers 200 either way: its event blocked the unit, or is a conflict.
      const icalFlow = async (): Promise<Reply> => {
        const r = await api().as('admin').post(`/pms/channels/ical/imports/${importId}/sync`);
        return { ...r, status: r.status === 200 ? (r.body.blocked === 1 ? 201 : r.body.conflicts === 1 ? 409 : 500) : r.status };
      };
      // The AlpineBits pull answers 200 either way: the portal's reservation booked, or refused (and reported back).
      const alpineBitsFlow = async (): Promise<Reply> => {
        const r = await api().as('admin').post(`/pms/channels/alpinebits/${abConnection}/pull`);
        if (r.status !== 200) return r;
        return { ...r, status: r.body.booked.length === 1 ? 201 : r.body.refused.length === 1 ? 409 : 500 };
      };
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i === 25 ? icalFlow() : i === 40 ? alpineBitsFlow() : i % 2 === 0 ? siteFlow(i) : deskFlow(i))),
      );
      const won = answers.filter((a) => a.status === 201);
      expect(won, JSON.stringify(answers.filter((a) => a.status !== 409 && a.status !== 201).map((a) => a.body))).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
      const [booked] = await rowsOf<{ n: number }>(
        api().database.db,
        sql`select count(*)::int as n from reservations where room_type_id = ${last.roomTypeId} and status = any(${`{${ACTIVE_STATUSES.join(',')}}`}::int[])
          and checkin < '2026-06-03'::date and checkout > '2026-06-01'::date`,
      );
      const [blocked] = await rowsOf<{ n: number }>(
        api().database.db,
        sql`select count(*)::int as n from ical_import_blocks where import_id = ${importId} and hold_id is not null`,
      );
      expect(booked!.n + blocked!.n).toBe(1);
      // The portal was told: its reservation received, with a warning when it was refused.
      const [ack] = portal.of('OTA_NotifReport:GuestRequests');
      expect(ack!.request).toContain('RACE-1');
      // No hold of the site still keeps a unit it could sell again.
      const [live] = await rowsOf<{ n: number }>(
        api().database.db,
        sql`select count(*)::int as n from inventory_holds where room_type_id = ${last.roomTypeId} and status = 'held'`,
      );
      expect(live!.n).toBe(0);
    });
  },
  { now: () => NOW },
);
