import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { channelWordsText } from '../src/lib/i18n/alpinebits-words.ts';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aRoom, aRoomType, type RoomHandle, type RoomTypeHandle } from './helpers/builders/index.ts';

/**
 * Calendar sync (issue 39): the signed ICS feed of a room type's (or a room's) unavailable nights,
 * written by ical-generator and read back here by ical.js, an independent parser; imported
 * calendars (a local server plays Airbnb) whose events block units under the booking's lock, free
 * them when they vanish, and show a conflict where no unit is left, never overbooking.
 */
const NOW = new Date('2026-03-10T12:00:00Z');

/** The channel's calendar, served over HTTP: what `calendar` holds at the moment of the fetch. */
let calendar = '';
let answer = 200;
const channel = http.createServer((_req, res) => {
  res.writeHead(answer, { 'content-type': 'text/calendar' });
  res.end(calendar);
});
let channelUrl = '';

const vevent = (uid: string, from: string, to: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260301T000000Z\r\nDTSTART;VALUE=DATE:${from.replace(/-/g, '')}\r\nDTEND;VALUE=DATE:${to.replace(/-/g, '')}\r\nSUMMARY:Airbnb (Not available)\r\nEND:VEVENT\r\n`;
const vcalendar = (...events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN\r\n${events.join('')}END:VCALENDAR\r\n`;

/** The feed's events as ical.js reads them: [start date, end date) per event. */
function readFeed(text: string): { start: string; end: string; summary: string }[] {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    expect(e.startDate.isDate, 'an all-day event').toBe(true);
    return { start: e.startDate.toString(), end: e.endDate.toString(), summary: e.summary };
  });
}

let pair: RoomTypeHandle;
let one: RoomTypeHandle;
let p1: RoomHandle;

async function seed(api: TestApi): Promise<void> {
  pair = await aRoomType(api).coded('IPAIR', 'Pair').sleeping(2).atRackRate(50000).sortedAt(1).create();
  p1 = await aRoom(api).ofType(pair).named('IP1').create();
  await aRoom(api).ofType(pair).named('IP2').create();
  one = await aRoomType(api).coded('IONE', 'Single').sleeping(2).atRackRate(40000).sortedAt(2).create();
  await aRoom(api).ofType(one).named('IO1').create();
}

const deskBook = (api: TestApi, roomTypeId: number, checkin: string, checkout: string, roomId?: number) =>
  api.as('clerk1').post('/pms/reservations', { client: { lastName: 'Desk' }, roomTypeId, checkin, checkout, adults: 1, ...(roomId ? { roomId } : {}) });
const unitsLeft = async (api: TestApi, roomTypeId: number, checkin: string, nights: number) => {
  const q = await api.as('clerk1').get('/pms/quotes', { checkin, nights, ignoreAvailability: true });
  return (q.body.roomTypes as { roomTypeId: number; unitsLeft: number }[]).find((t) => t.roomTypeId === roomTypeId)!.unitsLeft;
};

describeApi(
  'calendar sync: signed ICS feeds, imported calendars that block units, conflicts shown, never overbooked',
  (api) => {
    beforeAll(async () => {
      await new Promise<void>((r) => channel.listen(0, '127.0.0.1', () => r()));
      channelUrl = `http://127.0.0.1:${(channel.address() as { port: number }).port}/calendar.ics`;
      await seed(api());
    });
    afterAll(() => new Promise<void>((r) => channel.close(() => r())));

    it("feeds a room type's nights with no unit left, and a room's own nights, read back by an independent parser", async () => {
      const admin = api().as('admin');
      const typeFeed = await admin.post('/pms/channels/ical/feeds', { roomTypeId: pair.roomTypeId, channelName: 'Airbnb' });
      expect(typeFeed.status, JSON.stringify(typeFeed.body)).toBe(201);
      const roomFeed = await admin.post('/pms/channels/ical/feeds', { roomTypeId: pair.roomTypeId, roomId: p1.roomId, channelName: 'Vrbo' });
      expect(roomFeed.status).toBe(201);
      // Both rooms taken on the 10th and 11th of April; room IP1 alone on the 14th.
      expect((await deskBook(api(), pair.roomTypeId, '2026-04-10', '2026-04-12', p1.roomId)).status).toBe(201);
      expect((await deskBook(api(), pair.roomTypeId, '2026-04-09', '2026-04-12')).status).toBe(201);
      expect((await deskBook(api(), pair.roomTypeId, '2026-04-14', '2026-04-15', p1.roomId)).status).toBe(201);
      const get = (path: string) => {
        const u = new URL(`http://x${path}`);
        return api()
          .anonymous()
          .get(`/pms/ical/feeds/${/\/ical\/(\d+)\.ics/.exec(u.pathname)![1]}`, { k: u.searchParams.get('k')! });
      };
      const t = await get(typeFeed.body.path);
      expect(t.status).toBe(200);
      expect(t.headers.get('content-type')).toContain('text/calendar');
      expect(readFeed(String(t.body))).toEqual([{ start: '2026-04-10', end: '2026-04-12', summary: 'Not available' }]);
      const r = await get(roomFeed.body.path);
      expect(readFeed(String(r.body))).toEqual([
        { start: '2026-04-10', end: '2026-04-12', summary: 'Not available' },
        { start: '2026-04-14', end: '2026-04-15', summary: 'Not available' },
      ]);
      // A forged token, another feed's token, a revoked feed: 403.
      expect((await api().anonymous().get(`/pms/ical/feeds/${typeFeed.body.feedId}`, { k: 'forged' })).status).toBe(403);
      const other = new URL(`http://x${roomFeed.body.path}`).searchParams.get('k')!;
      expect((await api().anonymous().get(`/pms/ical/feeds/${typeFeed.body.feedId}`, { k: other })).status).toBe(403);
      expect((await admin.post(`/pms/channels/ical/feeds/${roomFeed.body.feedId}/revoke`)).status).toBe(200);
      expect((await get(roomFeed.body.path)).status).toBe(403);
      // Only administrators manage feeds.
      expect((await api().as('clerk1').post('/pms/channels/ical/feeds', { roomTypeId: pair.roomTypeId, channelName: 'X' })).status).toBe(403);
      expect((await admin.post('/pms/channels/ical/feeds', { roomTypeId: pair.roomTypeId, channelName: '' })).body.field).toBe('channelName');
    });

    it('blocks units for imported events under the booking lock, frees them when they vanish, and shows a conflict instead of overbooking', async () => {
      const admin = api().as('admin');
      const imp = await admin.post('/pms/channels/ical/imports', { roomTypeId: one.roomTypeId, channelName: 'Airbnb', url: channelUrl });
      expect(imp.status, JSON.stringify(imp.body)).toBe(201);
      const sync = () => admin.post(`/pms/channels/ical/imports/${imp.body.importId}/sync`);
      // The desk sold the single room on the 1st of May.
      expect((await deskBook(api(), one.roomTypeId, '2026-05-01', '2026-05-02')).status).toBe(201);
      calendar = vcalendar(vevent('a1@airbnb.com', '2026-05-10', '2026-05-13'), vevent('a2@airbnb.com', '2026-04-30', '2026-05-02'));
      const first = await sync();
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ status: 'ok', blocked: 1, conflicts: 1 });
      expect(await unitsLeft(api(), one.roomTypeId, '2026-05-10', 3)).toBe(0);
      // The desk cannot sell the blocked nights.
      expect((await deskBook(api(), one.roomTypeId, '2026-05-11', '2026-05-12')).status).toBe(409);
      const listed = await admin.get('/pms/channels/ical/imports');
      const mine = (
        listed.body as { importId: number; channelName: string; lastStatus: string; blocks: { uid: string; blocked: boolean; conflict: boolean }[] }[]
      ).find((i) => i.importId === imp.body.importId)!;
      expect(mine).toMatchObject({ channelName: 'Airbnb', lastStatus: 'ok' });
      expect(mine.blocks.map((b) => [b.uid, b.blocked, b.conflict])).toEqual([
        ['a2@airbnb.com', false, true],
        ['a1@airbnb.com', true, false],
      ]);
      // Still one stay on the 1st of May: the conflict oversold nothing.
      expect(await unitsLeft(api(), one.roomTypeId, '2026-05-01', 1)).toBe(0);

      // Synced again unchanged: nothing moves.
      expect((await sync()).body).toMatchObject({ blocked: 0, freed: 0, conflicts: 1 });
      // The event vanishes: its unit is free again.
      calendar = vcalendar(vevent('a2@airbnb.com', '2026-04-30', '2026-05-02'));
      expect((await sync()).body).toMatchObject({ freed: 1 });
      expect(await unitsLeft(api(), one.roomTypeId, '2026-05-10', 3)).toBe(1);
      expect((await deskBook(api(), one.roomTypeId, '2026-05-11', '2026-05-12')).status).toBe(201);

      // A calendar that fails changes nothing and says why.
      answer = 500;
      try {
        const failed = await sync();
        expect(failed.body).toMatchObject({ status: 'failed', error: 'the calendar answered HTTP 500' });
      } finally {
        answer = 200;
      }
      const after = (await admin.get('/pms/channels/ical/imports')).body.find((i: { importId: number }) => i.importId === imp.body.importId);
      // Kept as a code with its params (the screen says it in the reader's language), not as a sentence.
      expect(after).toMatchObject({ lastStatus: 'failed' });
      expect(after.lastError).toEqual({ key: 'channels.ical.error.http', params: { status: 500 } });
      // The screen's words, in each reader's language.
      expect(channelWordsText(after.lastError, 'en')).toBe('the calendar answered HTTP 500: check its address at the channel');
      expect(channelWordsText(after.lastError, 'fr')).toBe('le calendrier a répondu HTTP 500 : vérifiez son adresse auprès du canal');
      // A sentence stored before failures were codes is answered as 'unexpected' with its text, never as JSON text.
      await api().database.db.execute(sql`update ical_imports set last_error = 'connect ETIMEDOUT' where import_id = ${imp.body.importId as number}`);
      const old = (await admin.get('/pms/channels/ical/imports')).body.find((i: { importId: number }) => i.importId === imp.body.importId);
      expect(old.lastError).toEqual({ key: 'channels.ical.error.unexpected', params: { detail: 'connect ETIMEDOUT' } });
      expect(channelWordsText(old.lastError, 'fr')).toBe('la synchronisation a échoué (connect ETIMEDOUT) ; voir le journal du serveur');
      expect(after.blocks).toHaveLength(1);
      // An address that is not http(s) is refused by name.
      expect((await admin.post('/pms/channels/ical/imports', { roomTypeId: one.roomTypeId, channelName: 'X', url: 'file:///etc/passwd' })).body.field).toBe(
        'url',
      );
    });
  },
  { now: () => NOW },
);
