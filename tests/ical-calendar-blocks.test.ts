import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aRoom, aRoomType, type RoomTypeHandle } from './helpers/builders/index.ts';
import type { TRoomCalendarDto, TRoomCalendarLinesDto } from '../src/lib/domain/rooms-dto.ts';

/**
 * The desk's tape chart shows what imported calendars hold (issue 39): each event of a channel's
 * calendar that holds a unit as a block of its room type named for the channel ("blocked by
 * Airbnb"), and an event for which no unit was left as a conflict, never overbooked; a vanished
 * event leaves the chart. A local server plays the channel.
 */
const NOW = new Date('2026-03-10T12:00:00Z');

let calendar = '';
const channel = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar' });
  res.end(calendar);
});
let channelUrl = '';

const vevent = (uid: string, from: string, to: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260301T000000Z\r\nDTSTART;VALUE=DATE:${from.replace(/-/g, '')}\r\nDTEND;VALUE=DATE:${to.replace(/-/g, '')}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
const vcalendar = (...events: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Channel//Test//EN\r\n${events.join('')}END:VCALENDAR\r\n`;

let type: RoomTypeHandle;
let other: RoomTypeHandle;

const chart = (api: TestApi, from: string, days: number) => api.as('clerk1').get('/pms/reservations/room/calendar', { from, days });
const lines = (api: TestApi, from: string, days: number) => api.as('clerk1').get('/pms/reservations/room/calendar', { from, days, shape: 'lines' });

describeApi(
  'tape chart: units held by imported calendars show as blocked by their channel, conflicts shown, none overbooked',
  (api) => {
    beforeAll(async () => {
      await new Promise<void>((r) => channel.listen(0, '127.0.0.1', () => r()));
      channelUrl = `http://127.0.0.1:${(channel.address() as { port: number }).port}/c.ics`;
      type = await aRoomType(api()).coded('BLKT', 'Blocked type').sleeping(2).atRackRate(30000).sortedAt(1).create();
      await aRoom(api()).ofType(type).named('BK1').create();
      other = await aRoomType(api()).coded('BLKO', 'Other type').sleeping(2).atRackRate(30000).sortedAt(2).create();
      await aRoom(api()).ofType(other).named('BO1').create();
    });
    afterAll(() => new Promise<void>((r) => channel.close(() => r())));

    it('carries each held event as "blocked by <channel>" and the event with no unit left as a conflict, in both shapes', async () => {
      const admin = api().as('admin');
      const imp = await admin.post('/pms/channels/ical/imports', { roomTypeId: type.roomTypeId, channelName: 'Airbnb', url: channelUrl });
      expect(imp.status, JSON.stringify(imp.body)).toBe(201);
      // The type's one room: Airbnb holds it 5–8 April; its second event overlaps (6–7 April), no unit is left.
      calendar = vcalendar(vevent('x1@airbnb', '2026-04-05', '2026-04-08'), vevent('x2@airbnb', '2026-04-06', '2026-04-07'));
      const sync = await admin.post(`/pms/channels/ical/imports/${imp.body.importId}/sync`);
      expect(sync.body).toMatchObject({ status: 'ok', blocked: 1, conflicts: 1 });

      const res = await chart(api(), '2026-04-01', 14);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as TRoomCalendarDto;
      const mine = body.roomTypes.find((t) => t.roomTypeId === type.roomTypeId)!;
      expect(mine.blocks.map((b) => [b.channelName, b.checkin, b.checkout, b.conflict])).toEqual([
        ['Airbnb', '2026-04-05', '2026-04-08', false],
        ['Airbnb', '2026-04-06', '2026-04-07', true],
      ]);
      // Another type's row shows none; the blocks are not stays.
      expect(body.roomTypes.find((t) => t.roomTypeId === other.roomTypeId)!.blocks).toEqual([]);
      expect(mine.unassigned).toEqual([]);
      expect(mine.rooms.flatMap((r) => r.stays)).toEqual([]);

      // The page's shape carries the same blocks; a window that ends before them carries none, one
      // that starts inside one carries it whole.
      const page = (await lines(api(), '2026-04-01', 7)).body as TRoomCalendarLinesDto;
      expect(page.blocks.filter((b) => b.roomTypeId === type.roomTypeId)).toEqual(mine.blocks);
      expect(((await lines(api(), '2026-03-20', 7)).body as TRoomCalendarLinesDto).blocks).toEqual([]);
      const inside = ((await lines(api(), '2026-04-07', 7)).body as TRoomCalendarLinesDto).blocks;
      expect(inside.map((b) => [b.checkin, b.checkout, b.conflict])).toEqual([['2026-04-05', '2026-04-08', false]]);

      // The desk cannot sell the held night: the block is a real hold, not a drawing.
      const desk = await api()
        .as('clerk1')
        .post('/pms/reservations', { client: { lastName: 'Desk' }, roomTypeId: type.roomTypeId, checkin: '2026-04-06', checkout: '2026-04-07', adults: 1 });
      expect(desk.status).toBe(409);
    });

    it('drops a block from the chart when its event vanishes, and turns a conflict into a block once a unit is free', async () => {
      const admin = api().as('admin');
      const listed = (await admin.get('/pms/channels/ical/imports')).body as { importId: number; roomTypeId: number }[];
      const imp = listed.find((i) => i.roomTypeId === type.roomTypeId)!;
      calendar = vcalendar(vevent('x2@airbnb', '2026-04-06', '2026-04-07'));
      expect((await admin.post(`/pms/channels/ical/imports/${imp.importId}/sync`)).body).toMatchObject({ freed: 1, blocked: 1, conflicts: 0 });
      const mine = ((await chart(api(), '2026-04-01', 14)).body as TRoomCalendarDto).roomTypes.find((t) => t.roomTypeId === type.roomTypeId)!;
      expect(mine.blocks.map((b) => [b.channelName, b.checkin, b.checkout, b.conflict])).toEqual([['Airbnb', '2026-04-06', '2026-04-07', false]]);
      // Another hotel's clerk sees none of them.
      const foreign = await api().as('clerk2').get('/pms/reservations/room/calendar', { from: '2026-04-01', days: 14 });
      expect(foreign.status).toBe(200);
      expect((foreign.body as TRoomCalendarDto).roomTypes.flatMap((t) => t.blocks)).toEqual([]);
    });
  },
  { now: () => NOW },
);
