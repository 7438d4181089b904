import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, aRoom, aRoomType, aStay, RESERVATION_STATUS, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';
import { readStayLines } from '../src/lib/domain/calendar-lines.ts';
import type { TRoomCalendarLinesDto } from '../src/lib/domain/rooms-dto.ts';
import { decodeCalendar, encodeCalendar, freeUnits, groupByRow } from '../src/islands/calendar/calendar-data.ts';
import { freeUnitsOf, scanStays } from '../src/islands/calendar/first-screen.ts';
import { addDays, daysBetween } from '../src/lib/domain/days.ts';

// The hotels' calendar day is 2026-03-10 (Marrakech and Paris) at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

interface Stay {
  id: number;
  number: string;
  status: number;
  roomId: number | null;
  roomName: string | null;
  roomTypeId: number;
  checkin: string;
  checkout: string;
  priceMinor: number;
}
interface CalendarStay {
  id: number;
  number: string;
  guestName: string;
  checkin: string;
  checkout: string;
  status: number;
  roomId: number | null;
}
interface Calendar {
  from: string;
  to: string;
  today: string;
  roomTypes: {
    roomTypeId: number;
    code: string;
    rooms: { roomId: number; name: string; housekeepingStatus: string; stays: CalendarStay[] }[];
    unassigned: CalendarStay[];
  }[];
}

/** Everything a refused drop must leave as it was. */
async function snapshot(api: TestApi, stay: StayHandle) {
  const [row] = await api.database.query(`select * from reservations where reservation_id = $1`, [stay.reservationId]);
  const [counts] = await api.database.query(
    `select (select count(*) from audit_events)::int audits,
    (select string_agg(day::text || ':' || amount_minor, ',' order by day) from order_charges where item_id = $1) charges,
    (select total_minor::int from order_items where item_id = $1) item_total,
    (select string_agg(room_id || housekeeping_status, ',' order by room_id) from rooms) rooms`,
    [stay.itemId],
  );
  return { row, counts };
}

async function auditEvents(api: TestApi, stay: StayHandle): Promise<{ type_id: number; detail: string | null; user_name: string }[]> {
  return api.database.query(`select type_id, detail, user_name from audit_events where item_id = $1 order by audit_event_id`, [stay.itemId]);
}

/**
 * Each type's units left per day as the server counts them for its first screen (one walk over the
 * stays' text, first-screen.ts) and as the island counts them from the stays it decoded (calendar-data.ts).
 */
function freeUnitsBothWays(dto: TRoomCalendarLinesDto): { server: Record<number, number[]>; island: Record<number, number[]> } {
  const days = daysBetween(dto.from, dto.to) + 1;
  const columns = Array.from({ length: days }, (_, i) => ({ day: addDays(dto.from, i), weekday: '', dayOfMonth: '', month: null, weekend: false }));
  const data = decodeCalendar(encodeCalendar(dto, columns));
  const scan = scanStays(dto.stays, dto.from, days, { rooms: new Set(), types: new Set() });
  return {
    server: Object.fromEntries(freeUnitsOf(data.types, scan.taken, data.blocks, data.from, days)),
    island: Object.fromEntries(freeUnits(data.types, groupByRow(data.stays), data.from, days, data.blocks)),
  };
}

// A channel's calendar for the imported blocks (issue 39), served locally.
let icalText = '';
const channel = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar' });
  res.end(icalText);
});
const vevent = (uid: string, from: string, to: string) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260301T000000Z\r\nDTSTART;VALUE=DATE:${from.replace(/-/g, '')}\r\nDTEND;VALUE=DATE:${to.replace(/-/g, '')}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;

async function nights(api: TestApi, stay: StayHandle): Promise<string[]> {
  const rows = await api.database.query<{ n: string }>(
    `select day::text || '=' || amount_minor n from order_charges where item_id = $1 and kind = 'room_night' order by day`,
    [stay.itemId],
  );
  return rows.map((r) => r.n);
}

describeApi(
  'calendar: the tape chart and its drops',
  (api) => {
    const clerk = () => api().as('clerk1');
    /** Drops a stay (or an id that is none) on the chart. */
    const drop = (stay: StayHandle | number | string, body: unknown) => {
      const id = typeof stay === 'object' ? stay.reservationId : stay;
      return clerk().post<Stay & { message: string; field?: string }>(`/pms/reservations/${id}/reschedule`, body);
    };
    let desk: DeskHotel;
    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'CAL' });
      await new Promise<void>((r) => channel.listen(0, '127.0.0.1', () => r()));
    });
    afterAll(() => new Promise<void>((r) => channel.close(() => r())));

    it("shows two days back and 31 days by default, around the hotel's today, with room states and unassigned stays", async () => {
      const placed = await desk.stay().inRoom(desk.rooms.r103).dates('2026-03-09', '2026-03-11').create();
      const loose = await desk.stay().ofType(desk.single).dates('2026-04-07', '2026-04-09').create();
      const outside = await desk.stay().inRoom(desk.rooms.r101).dates('2026-04-09', '2026-04-10').create();
      const r = await clerk().get<Calendar>('/pms/reservations/room/calendar');
      expect(r.status).toBe(200);
      expect([r.body.from, r.body.to, r.body.today]).toEqual(['2026-03-08', '2026-04-07', TODAY]);
      expect(r.body.roomTypes.map((t) => [t.code, t.rooms.map((room) => `${room.name}:${room.housekeepingStatus}`)])).toEqual([
        ['CAL-DBL', ['101:CLEAN', '102:INSPECTED', '103:DIRTY', '104:CLEAN']],
        ['CAL-SGL', ['201:CLEAN']],
      ]);
      const dbl = r.body.roomTypes[0]!;
      expect(dbl.rooms[2]!.stays.map((s) => [s.id, s.checkin, s.checkout])).toEqual([[placed.reservationId, '2026-03-09', '2026-03-11']]);
      // A stay that began before the window keeps its real dates (its days are counted from the window's first day).
      const later = await clerk().get<Calendar>('/pms/reservations/room/calendar', { from: '2026-03-10', days: 7 });
      expect(later.body.roomTypes[0]!.rooms[2]!.stays.map((s) => [s.id, s.checkin, s.checkout])).toEqual([[placed.reservationId, '2026-03-09', '2026-03-11']]);
      expect(dbl.rooms[0]!.stays.map((s) => s.id)).not.toContain(outside.reservationId);
      expect(r.body.roomTypes[1]!.unassigned.map((s) => s.id)).toEqual([loose.reservationId]);

      const week = await clerk().get<Calendar>('/pms/reservations/room/calendar', { from: '2026-04-03', days: 7 });
      expect([week.body.from, week.body.to]).toEqual(['2026-04-03', '2026-04-09']);
      expect(week.body.roomTypes[0]!.rooms[0]!.stays.map((s) => s.id)).toEqual([outside.reservationId]);
      const both = await clerk().get('/pms/reservations/room/calendar', { from: '2026-04-03', to: '2026-04-05', days: 7 });
      expect([both.status, both.body.field]).toEqual([400, 'days']);
      const tooMany = await clerk().get('/pms/reservations/room/calendar', { days: 90 });
      expect([tooMany.status, tooMany.body.field]).toEqual([400, 'days']);
      expect((await api().as(desk.partner.code).get('/pms/reservations/room/calendar')).status).toBe(403);
    });

    it("gives guest names as typed (quotes, accents, a tab), a line break shown as a space, and each room's stays by arrival", async () => {
      const later = await desk.stay().inRoom(desk.rooms.r104).dates('2026-03-20', '2026-03-22').guest('Zoé "Zaza" O\'Hara\\x').create();
      const earlier = await desk.stay().inRoom(desk.rooms.r104).dates('2026-03-14', '2026-03-16').guest('Ana\tMaria\nSilva 😀').create();
      const r = await clerk().get<Calendar>('/pms/reservations/room/calendar');
      const room = r.body.roomTypes[0]!.rooms.find((x) => x.roomId === desk.rooms.r104.roomId)!;
      expect(room.stays.map((s) => s.id)).toEqual([earlier.reservationId, later.reservationId]);
      expect(room.stays.map((s) => s.guestName)).toEqual(['Ana\tMaria Silva 😀', 'Zoé "Zaza" O\'Hara\\x']);
      expect(room.stays.map((s) => s.number)).toEqual([earlier.number, later.number]);
    });

    it('gives the page its shape: the rooms, and the same stays as lines of text; a bad shape is a 400', async () => {
      const rooms = await clerk().get<Calendar>('/pms/reservations/room/calendar');
      const lines = await clerk().get<TRoomCalendarLinesDto>('/pms/reservations/room/calendar', { shape: 'lines' });
      expect(lines.status).toBe(200);
      expect([lines.body.from, lines.body.to, lines.body.today]).toEqual([rooms.body.from, rooms.body.to, rooms.body.today]);
      expect(lines.body.roomTypes.map((t) => [t.code, t.rooms.map((r) => r.name)])).toEqual(
        rooms.body.roomTypes.map((t) => [t.code, t.rooms.map((r) => r.name)]),
      );
      const fromLines = readStayLines(
        lines.body.stays,
        lines.body.from,
        (s) => `${s.roomId ?? `type ${s.roomTypeId}`}:${s.id}:${s.checkin}:${s.checkout}:${s.number}:${s.guestName}`,
      ).sort();
      const fromRooms = rooms.body.roomTypes
        .flatMap((t) => [
          ...t.rooms.flatMap((r) => r.stays.map((s) => `${r.roomId}:${s.id}:${s.checkin}:${s.checkout}:${s.number}:${s.guestName}`)),
          ...t.unassigned.map((s) => `type ${t.roomTypeId}:${s.id}:${s.checkin}:${s.checkout}:${s.number}:${s.guestName}`),
        ])
        .sort();
      expect(fromLines).toEqual(fromRooms);
      expect(fromLines.length).toBeGreaterThan(2);
      for (const shape of ['tuples', 'lines\u0000', '1e999', '']) {
        const bad = await clerk().get('/pms/reservations/room/calendar', { shape });
        expect([bad.status, bad.body.field], JSON.stringify(shape)).toEqual([400, 'shape']);
      }
      expect((await api().as(desk.partner.code).get('/pms/reservations/room/calendar', { shape: 'lines' })).status).toBe(403);
    });

    it('hands a page rendering in process the very answer JSON would give, in both shapes', async () => {
      for (const query of [{}, { shape: 'lines' }]) {
        const http = await clerk().get('/pms/reservations/room/calendar', query);
        const page = await api().inProcess('clerk1', '/pms/reservations/room/calendar', query);
        expect([page.status, page.handedOver]).toEqual([200, true]);
        expect(page.value).toStrictEqual(http.body);
        expect(JSON.parse(JSON.stringify(page.value))).toStrictEqual(page.value);
      }
    });

    // The rooms and stays of a window are kept per process under the hotel's availability stamp
    // (find-room-calendar.ts): whatever changed since the last read, by whatever path, shows at once.
    it('shows at once what changed since the window was last read, through the API or written straight into the database', async () => {
      const window = { from: '2026-06-01', days: 7 };
      const read = async () => (await clerk().get<Calendar>('/pms/reservations/room/calendar', window)).body;
      const roomOf = (c: Calendar, roomId: number) => c.roomTypes.flatMap((t) => t.rooms).find((r) => r.roomId === roomId)!;
      const { r101, r102 } = desk.rooms;
      expect(roomOf(await read(), r101.roomId).stays).toEqual([]);
      expect(roomOf(await read(), r101.roomId).stays).toEqual([]);

      const stay = await desk.stay().inRoom(r101).dates('2026-06-02', '2026-06-04').create();
      expect(roomOf(await read(), r101.roomId).stays.map((s) => s.id)).toEqual([stay.reservationId]);
      expect((await drop(stay, { roomId: r102.roomId, checkin: '2026-06-03', checkout: '2026-06-05' })).status).toBe(200);
      const moved = await read();
      expect([roomOf(moved, r101.roomId).stays, roomOf(moved, r102.roomId).stays.map((s) => [s.id, s.checkin])]).toEqual([
        [],
        [[stay.reservationId, '2026-06-03']],
      ]);

      await api().database.query(`update reservations set guest_name = 'Written Around' where reservation_id = $1`, [stay.reservationId]);
      expect(roomOf(await read(), r102.roomId).stays.map((s) => s.guestName)).toEqual(['Written Around']);
      const state = roomOf(await read(), r102.roomId).housekeepingStatus === 'DIRTY' ? 'CLEAN' : 'DIRTY';
      await api().database.query(`update rooms set housekeeping_status = $2 where room_id = $1`, [r102.roomId, state]);
      expect(roomOf(await read(), r102.roomId).housekeepingStatus).toBe(state);
      // The page's path, in process, reads the same kept window.
      const page = await api().inProcess('clerk1', '/pms/reservations/room/calendar', { ...window, shape: 'lines' });
      expect((page.value as TRoomCalendarLinesDto).stays).toContain('Written Around');
      await api().database.query(`update reservations set status = $2 where reservation_id = $1`, [stay.reservationId, RESERVATION_STATUS.CANCELLED]);
      expect(roomOf(await read(), r102.roomId).stays).toEqual([]);
    });

    it('moves an expected stay to another room and other days, rewriting its nights at the same price (audits 10 and 12)', async () => {
      const id = await desk.stay().inRoom(desk.rooms.r101).dates('2026-05-01', '2026-05-03').create();
      const res = await drop(id, { roomId: desk.rooms.r102.roomId, checkin: '2026-05-05', checkout: '2026-05-07' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        roomId: desk.rooms.r102.roomId,
        roomName: '102',
        checkin: '2026-05-05',
        checkout: '2026-05-07',
        status: RESERVATION_STATUS.EXPECTED,
        priceMinor: 20000,
      });
      expect(await nights(api(), id)).toEqual(['2026-05-05=10000', '2026-05-06=10000']);
      const events = await auditEvents(api(), id);
      expect(events.map((e) => e.type_id)).toEqual([10, 12]);
      expect(events[0]!.detail).toBe('01/05/2026 – 03/05/2026 → 05/05/2026 – 07/05/2026');
      expect(events[1]!.detail).toContain('Was 101');
      expect(events.every((e) => e.user_name === 'Clerk One')).toBe(true);
    });

    it('stretches a stay by its departure at the same price per night, and keeps the room when roomId is absent', async () => {
      const id = await desk.stay().inRoom(desk.rooms.r104).dates('2026-05-10', '2026-05-12').create();
      const res = await drop(id, { checkin: '2026-05-10', checkout: '2026-05-15' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ roomId: desk.rooms.r104.roomId, checkout: '2026-05-15', priceMinor: 50000 });
      expect(await nights(api(), id)).toHaveLength(5);
      const [item] = await api().database.query<{ total: number }>(`select total_minor::int total from order_items where item_id = $1`, [id.itemId]);
      expect(item!.total).toBe(50000);
      // The same place again changes nothing and records nothing.
      expect((await drop(id, { checkin: '2026-05-10', checkout: '2026-05-15' })).status).toBe(200);
      expect((await auditEvents(api(), id)).map((e) => e.type_id)).toEqual([10]);
    });

    it('puts a stay in a room of another type when a unit of that type is left, and takes its room back with roomId null', async () => {
      const id = await desk.stay().inRoom(desk.rooms.r101).dates('2026-05-20', '2026-05-22').create();
      const up = await drop(id, { roomId: desk.rooms.r201.roomId, checkin: '2026-05-20', checkout: '2026-05-22' });
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({ roomId: desk.rooms.r201.roomId, roomTypeId: desk.single.roomTypeId });
      const off = await drop(id, { roomId: null, checkin: '2026-05-20', checkout: '2026-05-22' });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ roomId: null, roomTypeId: desk.single.roomTypeId });
      expect((await auditEvents(api(), id)).map((e) => e.type_id)).toEqual([12, 25]);
    });

    it('stretches an in-house stay and moves it from today (audit 13, the old room DIRTY); its arrival stays', async () => {
      const id = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', '2026-03-12').inHouse('2026-03-08T15:00:00Z').create();
      const res = await drop(id, { roomId: desk.rooms.r104.roomId, checkin: '2026-03-08', checkout: '2026-03-14' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        status: RESERVATION_STATUS.IN_HOUSE,
        roomId: desk.rooms.r104.roomId,
        checkin: '2026-03-08',
        checkout: '2026-03-14',
        priceMinor: 60000,
      });
      const [old] = await api().database.query<{ s: string }>(`select housekeeping_status s from rooms where room_id = $1`, [desk.rooms.r101.roomId]);
      expect(old!.s).toBe('DIRTY');
      const events = await auditEvents(api(), id);
      expect(events.map((e) => e.type_id)).toEqual([13, 10]);
      expect(events[0]!.detail).toBe(`Moved on ${TODAY.split('-').reverse().join('/')}`);

      const shorter = await drop(id, { checkin: '2026-03-08', checkout: '2026-03-11' });
      expect(shorter.body).toMatchObject({ checkout: '2026-03-11', priceMinor: 30000 });
      const cases: [unknown, string][] = [
        [{ checkin: '2026-03-09', checkout: '2026-03-11' }, 'in house since 2026-03-08'],
        [{ roomId: null, checkin: '2026-03-08', checkout: '2026-03-11' }, 'keeps a room'],
        [{ roomId: desk.rooms.r103.roomId, checkin: '2026-03-08', checkout: '2026-03-11' }, 'room 103 is DIRTY'],
        [{ checkin: '2026-03-08', checkout: TODAY }, 'check it out instead'],
      ];
      for (const [body, message] of cases) {
        const before = await snapshot(api(), id);
        const refused = await drop(id, body);
        expect(refused.status, message).toBe(409);
        expect(refused.body.message).toContain(message);
        expect(await snapshot(api(), id)).toEqual(before);
      }
      await api().database.query(`update rooms set housekeeping_status = 'CLEAN' where room_id = $1`, [desk.rooms.r101.roomId]);
    });

    it('refuses a drop on an occupied room with a 409 naming the room and the dates, changing nothing', async () => {
      const holder = await desk.stay().inRoom(desk.rooms.r102).dates('2026-06-02', '2026-06-05').create();
      const id = await desk.stay().inRoom(desk.rooms.r101).dates('2026-06-01', '2026-06-03').create();
      const before = await snapshot(api(), id);
      const onRoom = await drop(id, { roomId: desk.rooms.r102.roomId, checkin: '2026-06-01', checkout: '2026-06-03' });
      expect(onRoom.status).toBe(409);
      expect(onRoom.body.message).toBe(
        `Room 102 is taken from 2026-06-02 to 2026-06-05 by reservation ${holder.number}; it cannot hold a stay from 2026-06-01 to 2026-06-03.`,
      );
      const onDays = await drop(holder, { checkin: '2026-06-01', checkout: '2026-06-04', roomId: desk.rooms.r101.roomId });
      expect(onDays.status).toBe(409);
      expect(onDays.body.message).toContain('Room 101 is taken from 2026-06-01 to 2026-06-03');
      expect(await snapshot(api(), id)).toEqual(before);
    });

    it('gives a free room to one of two stays dropped on it at once', async () => {
      const a = await desk.stay().inRoom(desk.rooms.r101).dates('2026-06-10', '2026-06-13').create();
      const b = await desk.stay().inRoom(desk.rooms.r102).dates('2026-06-11', '2026-06-12').create();
      const replies = await Promise.all([
        drop(a, { roomId: desk.rooms.r104.roomId, checkin: '2026-06-10', checkout: '2026-06-13' }),
        drop(b, { roomId: desk.rooms.r104.roomId, checkin: '2026-06-11', checkout: '2026-06-12' }),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)!.body.message).toContain('Room 104');
      const [held] = await api().database.query<{ n: number }>(`select count(*)::int n from reservations where room_id = $1 and reservation_id in ($2, $3)`, [
        desk.rooms.r104.roomId,
        a.reservationId,
        b.reservationId,
      ]);
      expect(held!.n).toBe(1);
    });

    it('sells no more of a room type than it has: new nights and other types need a unit left', async () => {
      // The hotel's one Single is sold, without a room, from 09-12 to 09-14.
      await desk.stay().ofType(desk.single).dates('2026-09-12', '2026-09-14').create();
      const single = await desk.stay().ofType(desk.single).dates('2026-09-10', '2026-09-12').create();
      const before = await snapshot(api(), single);
      const longer = await drop(single, { checkin: '2026-09-10', checkout: '2026-09-13' });
      expect(longer.status).toBe(409);
      expect(longer.body.message).toContain('No Single is left to sell from 2026-09-12 to 2026-09-13');
      expect(await snapshot(api(), single)).toEqual(before);

      const double = await desk.stay().inRoom(desk.rooms.r101).dates('2026-09-12', '2026-09-13').create();
      const beforeDouble = await snapshot(api(), double);
      const upgrade = await drop(double, { roomId: desk.rooms.r201.roomId, checkin: '2026-09-12', checkout: '2026-09-13' });
      expect(upgrade.status).toBe(409);
      expect(upgrade.body.message).toContain('No Single is left to sell from 2026-09-12 to 2026-09-13');
      expect(await snapshot(api(), double)).toEqual(beforeDouble);
    });

    it('refuses stays that cannot move: departed, cancelled, and an arrival moved into the past', async () => {
      const departed = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-05', '2026-03-08').checkedOut().create();
      const cancelled = await desk.stay().dates('2026-07-01', '2026-07-03').cancelled().create();
      const expected = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-12', '2026-03-14').create();
      const cases: [StayHandle, unknown, string][] = [
        [departed, { checkin: '2026-03-05', checkout: '2026-03-09' }, 'checked out'],
        [cancelled, { checkin: '2026-07-02', checkout: '2026-07-04' }, 'cancelled'],
        [expected, { checkin: '2026-03-09', checkout: '2026-03-11' }, 'that day is past (today is 2026-03-10)'],
      ];
      for (const [id, body, message] of cases) {
        const before = await snapshot(api(), id);
        const res = await drop(id, body);
        expect(res.status, message).toBe(409);
        expect(res.body.message).toContain(message);
        expect(await snapshot(api(), id)).toEqual(before);
      }
    });

    it('refuses bad input (400 naming the field), other hotels (403), unknown stays and rooms (404) and partners, changing nothing', async () => {
      const id = await desk.stay().inRoom(desk.rooms.r101).dates('2026-08-01', '2026-08-03').create();
      const other = await desk.otherHotelStay().inRoom(desk.rooms.other101).dates('2026-08-01', '2026-08-03').create();
      const before = await snapshot(api(), id);
      const ok = { checkin: '2026-08-01', checkout: '2026-08-03' };
      const calls: [() => Promise<{ status: number; body: any }>, number, string?][] = [
        [() => drop(id, { ...ok, checkin: '2026-02-30' }), 400, 'checkin'],
        [() => drop(id, { ...ok, checkout: '08/03/2026' }), 400, 'checkout'],
        [() => drop(id, { checkin: '2026-08-03', checkout: '2026-08-01' }), 400, 'checkout'],
        [() => drop(id, { checkin: '2026-08-03', checkout: '2026-08-03' }), 400, 'checkout'],
        [() => drop(id, { checkin: '2026-08-01', checkout: '2026-12-01' }), 400, 'checkout'],
        [() => drop(id, { checkout: '2026-08-03' }), 400, 'checkin'],
        [() => drop(id, { ...ok, roomId: -3 }), 400, 'roomId'],
        [() => drop(id, { ...ok, roomId: String(desk.rooms.r102.roomId) }), 400, 'roomId'],
        [() => clerk().post(`/pms/reservations/${id.reservationId}/reschedule`, 'not json'), 400, 'body'],
        [() => drop('abc', ok), 400, 'id'],
        [() => drop(id, { ...ok, roomId: 99999 }), 404],
        [() => drop(id, { ...ok, roomId: desk.rooms.other101.roomId }), 404],
        [() => drop(999999, ok), 404],
        [() => drop(other, { checkin: '2026-08-02', checkout: '2026-08-04' }), 403],
        [
          () =>
            api()
              .as('clerk2')
              .post(`/pms/reservations/${id.reservationId}/reschedule`, { ...ok, checkout: '2026-08-05' }),
          403,
        ],
        [
          () =>
            api()
              .as(desk.partner.code)
              .post(`/pms/reservations/${id.reservationId}/reschedule`, { ...ok, checkout: '2026-08-05' }),
          403,
        ],
        [() => api().anonymous().post(`/pms/reservations/${id.reservationId}/reschedule`, ok), 401],
      ];
      for (const [call, status, field] of calls) {
        const res = await call();
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        if (field) expect(res.body.field).toBe(field);
      }
      expect(await snapshot(api(), id)).toEqual(before);
      const [o] = await api().database.query<{ checkin: string }>(`select checkin::text from reservations where reservation_id = $1`, [other.reservationId]);
      expect(o!.checkin).toBe('2026-08-01');
    });

    it("gives the page what it counts each type's units left per day from, as the island counted them: stays in and out of rooms, across the window's ends, imported blocks, conflicts", async () => {
      // Three active rooms (one out of order: still a unit), one inactive room whose stay still takes a unit.
      const type = await aRoomType(api()).coded('CAL-FREE', 'Free').sleeping(2).atRackRate(10000).sortedAt(3).create();
      const [f1, f2] = [await aRoom(api()).ofType(type).named('F1').create(), await aRoom(api()).ofType(type).named('F2').create()];
      await aRoom(api()).ofType(type).named('F3').outOfOrder().create();
      const old = await aRoom(api()).ofType(type).named('F9').inactive().create();
      const stay = () => aStay(api()).ofType(type);
      await stay().inRoom(f1).dates('2026-05-28', '2026-06-03').create(); // from before the window
      await stay().dates('2026-06-02', '2026-06-05').create(); // no room yet
      await stay().dates('2026-06-02', '2026-06-03').create();
      await stay().inRoom(f2).dates('2026-06-12', '2026-06-20').create(); // past the window's end
      await stay().inRoom(old).dates('2026-06-03', '2026-06-04').create();
      await stay().inRoom(f1).dates('2026-06-09', '2026-06-10').checkedOut().create(); // departed: still shown, still taken
      await stay().inRoom(f2).dates('2026-06-06', '2026-06-08').cancelled().create(); // cancelled: neither
      await stay().dates('2026-06-10', '2026-06-11').noShow().create(); // no-show: neither
      // Airbnb holds two units 6-8 June and one more 7-8 June; its fourth event finds none left (conflict).
      const admin = api().as('admin');
      const imp = await admin.post('/pms/channels/ical/imports', {
        roomTypeId: type.roomTypeId,
        channelName: 'Airbnb',
        url: `http://127.0.0.1:${(channel.address() as { port: number }).port}/c.ics`,
      });
      expect(imp.status, JSON.stringify(imp.body)).toBe(201);
      icalText = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Channel//Test//EN\r\n${vevent('a@x', '2026-06-06', '2026-06-08')}${vevent('b@x', '2026-06-06', '2026-06-08')}${vevent('c@x', '2026-06-07', '2026-06-08')}${vevent('d@x', '2026-06-07', '2026-06-09')}END:VCALENDAR\r\n`;
      const sync = await admin.post(`/pms/channels/ical/imports/${imp.body.importId}/sync`);
      expect(sync.body).toMatchObject({ status: 'ok', blocked: 3, conflicts: 1 });

      const page = await clerk().get<TRoomCalendarLinesDto>('/pms/reservations/room/calendar', { from: '2026-06-01', days: 14, shape: 'lines' });
      expect(page.status).toBe(200);
      const free = freeUnitsBothWays(page.body).server[type.roomTypeId];
      // 1-14 June, 3 units: 1-2 F1; 2 two more without a room; 3 F9 and one without a room; 4 that one;
      // 6 and 7 Airbnb's two, 7 its third (the conflict holds none); 9 the departed stay; 12-14 F2.
      expect(free).toEqual([2, 0, 1, 2, 3, 1, 0, 3, 2, 3, 3, 2, 2, 2]);
      expect(page.body.blocks.filter((b) => b.roomTypeId === type.roomTypeId).map((b) => b.conflict)).toEqual([false, false, false, true]);
      // Every type, over windows that start before, inside and after the stays: what the island counted.
      for (const q of [{ from: '2026-06-01', days: 14 }, { from: '2026-06-05', days: 7 }, { from: '2026-05-20', days: 31 }, {}]) {
        const r = await clerk().get<TRoomCalendarLinesDto>('/pms/reservations/room/calendar', { ...q, shape: 'lines' });
        expect(r.body.roomTypes.length).toBeGreaterThan(2);
        const counted = freeUnitsBothWays(r.body);
        expect(counted.server, JSON.stringify(q)).toEqual(counted.island);
        expect(Object.keys(counted.server)).toHaveLength(r.body.roomTypes.length);
      }
    });
  },
  { now: () => FIXED },
);
