import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aRoom, aRoomType, type RoomTypeHandle } from './helpers/builders/index.ts';
import { AlpineBitsPortal, resRetrieve } from './helpers/alpinebits-portal.ts';
import { rowsOf } from '../src/backend/core/rows.ts';
import { runAlpineBitsRound } from '../src/backend/modules/alpinebits/index.ts';

/**
 * AlpineBits HotelData 2020-10 (issue 39): Auberge, the client, shakes hands with a portal (a test
 * double on 127.0.0.1), pushes its free rooms (FreeRooms) when they move, pulls the portal's
 * reservations (GuestRequests) into the desk under the booking's lock, refuses what has no room
 * left and says so in its acknowledgement, and retries with backoff. Every message Auberge writes
 * is read here by @xmldom/xmldom, a parser the project did not write, and checked against the
 * element and attribute rules of the AlpineBits 2020-10 documentation.
 */
const NOW = new Date('2026-03-10T12:00:00Z');
const NS = 'http://www.opentravel.org/OTA/2003/05';
/** The portal, one per engine's run (its records start empty). */
let portal = new AlpineBitsPortal();
let url = '';
let pair: RoomTypeHandle;
let connectionId = 0;
const savedBackoff = process.env['ALPINEBITS_BACKOFF_MS'];

/** The message's root, read by xmldom: in the OpenTravel namespace, with that name and Version. */
function root(xml: string, name: string, version: string): Element {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, msg) => void (level !== 'warning' && errors.push(msg)) }).parseFromString(xml, 'text/xml');
  expect(errors).toEqual([]);
  const el = doc.documentElement!;
  expect(el.localName).toBe(name);
  expect(el.namespaceURI).toBe(NS);
  expect(el.getAttribute('Version')).toBe(version);
  return el;
}
const kids = (el: Element, name?: string): Element[] =>
  Array.from(el.childNodes).filter((n): n is Element => n.nodeType === 1 && (name === undefined || (n as Element).localName === name));
const only = (el: Element, name: string): Element => {
  const found = kids(el, name);
  expect(found, `one ${name} in ${el.localName}`).toHaveLength(1);
  return found[0]!;
};

/** FreeRooms as the portal reads it: free units per room type code and day. */
function freeRoomsOf(xml: string): Map<string, number> {
  const rq = root(xml, 'OTA_HotelInvCountNotifRQ', '4.000');
  expect(kids(rq).map((k) => k.localName)).toEqual(['UniqueID', 'Inventories']);
  const uid = only(rq, 'UniqueID');
  expect([uid.getAttribute('Type'), uid.getAttribute('ID'), uid.getAttribute('Instance')]).toEqual(['16', '1', 'CompleteSet']);
  const inv = only(rq, 'Inventories');
  expect(inv.getAttribute('HotelCode')).toBe('AUB1');
  const out = new Map<string, number>();
  for (const i of kids(inv)) {
    expect(i.localName).toBe('Inventory');
    expect(kids(i).map((k) => k.localName)).toEqual(['StatusApplicationControl', 'InvCounts']);
    const sac = only(i, 'StatusApplicationControl');
    const start = sac.getAttribute('Start')!;
    const end = sac.getAttribute('End')!;
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(end >= start).toBe(true);
    const code = sac.getAttribute('InvTypeCode')!;
    expect(code.length).toBeGreaterThan(0);
    const counts = kids(only(i, 'InvCounts'), 'InvCount');
    expect(counts).toHaveLength(1);
    expect(counts[0]!.getAttribute('CountType')).toBe('2');
    const count = counts[0]!.getAttribute('Count')!;
    expect(count).toMatch(/^\d+$/);
    for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
      const key = `${code} ${d.toISOString().slice(0, 10)}`;
      expect(out.has(key), `${key} listed once`).toBe(false);
      out.set(key, Number(count));
    }
  }
  return out;
}

const deskBook = (api: TestApi, roomTypeId: number, checkin: string, checkout: string) =>
  api.as('clerk1').post('/pms/reservations', { client: { lastName: 'Desk' }, roomTypeId, checkin, checkout, adults: 1 });

describeApi(
  'AlpineBits HotelData 2020-10: handshake, FreeRooms push, GuestRequests pull and acknowledgement, against a portal double',
  (api) => {
    beforeAll(async () => {
      process.env['ALPINEBITS_BACKOFF_MS'] = '30,60';
      portal = new AlpineBitsPortal();
      url = await portal.start();
      pair = await aRoomType(api()).coded('ABPAIR', 'Pair').sleeping(2).atRackRate(50000).sortedAt(1).create();
      await aRoom(api()).ofType(pair).named('AB1').create();
      await aRoom(api()).ofType(pair).named('AB2').create();
      const c = await api()
        .as('admin')
        .post('/pms/channels/alpinebits', { name: 'Südtirol portal', url, username: portal.user, password: portal.password, hotelCode: 'AUB1' });
      expect(c.status).toBe(201);
      connectionId = c.body.connectionId as number;
    });
    afterAll(async () => {
      await portal.stop();
      if (savedBackoff === undefined) delete process.env['ALPINEBITS_BACKOFF_MS'];
      else process.env['ALPINEBITS_BACKOFF_MS'] = savedBackoff;
    });

    it('refuses a connection without its fields, naming the field, and to a clerk', async () => {
      const bad = await api().as('admin').post('/pms/channels/alpinebits', { name: 'X', url: 'ftp://x', username: 'u', password: 'p', hotelCode: 'H' });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('url');
      expect((await api().as('clerk1').get('/pms/channels/alpinebits')).status).toBe(403);
    });

    it('shakes hands: OTA_Ping:Handshaking with Basic auth and the AlpineBits headers; the actions both speak come back', async () => {
      const r = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/handshake`);
      expect(r.status).toBe(200);
      expect(r.body.version).toBe('2020-10');
      expect(r.body.actions).toContain('action_OTA_HotelInvCountNotif_FreeRooms');
      const [hit] = portal.of('OTA_Ping:Handshaking').slice(-1);
      expect(hit).toMatchObject({ user: portal.user, password: portal.password, protocolVersion: '2020-10', clientId: 'Auberge PMS' });
      const rq = root(hit!.request, 'OTA_PingRQ', '8.000');
      const echo = JSON.parse(only(rq, 'EchoData').textContent ?? '') as { versions: { version: string; actions: { action: string }[] }[] };
      expect(echo.versions[0]!.version).toBe('2020-10');
      expect(echo.versions[0]!.actions.map((a) => a.action)).toContain('action_OTA_Ping');
    });

    it('pushes the free rooms per room type and day (FreeRooms, a complete set), and again only when they move', async () => {
      expect((await deskBook(api(), pair.roomTypeId, '2026-06-01', '2026-06-03')).status).toBe(201);
      const r = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/push`);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'sent', error: null });
      const pushes = portal.of('OTA_HotelInvCountNotif:FreeRooms');
      const free = freeRoomsOf(pushes.at(-1)!.request);
      expect(free.get('ABPAIR 2026-03-10')).toBe(2);
      expect(free.get('ABPAIR 2026-05-31')).toBe(2);
      expect(free.get('ABPAIR 2026-06-01')).toBe(1);
      expect(free.get('ABPAIR 2026-06-02')).toBe(1);
      expect(free.get('ABPAIR 2026-06-03')).toBe(2);
      expect(free.has('ABPAIR 2026-03-09'), 'no day before the business day').toBe(false);
      // The schedule's round: nothing moved, nothing sent; a booking moves them, one push.
      await runAlpineBitsRound(api().database.db, () => NOW);
      expect(portal.of('OTA_HotelInvCountNotif:FreeRooms')).toHaveLength(pushes.length);
      expect((await deskBook(api(), pair.roomTypeId, '2026-06-02', '2026-06-04')).status).toBe(201);
      await runAlpineBitsRound(api().database.db, () => NOW);
      const after = portal.of('OTA_HotelInvCountNotif:FreeRooms');
      expect(after).toHaveLength(pushes.length + 1);
      const moved = freeRoomsOf(after.at(-1)!.request);
      expect([moved.get('ABPAIR 2026-06-01'), moved.get('ABPAIR 2026-06-02'), moved.get('ABPAIR 2026-06-03'), moved.get('ABPAIR 2026-06-04')]).toEqual([
        1, 0, 1, 2,
      ]);
    });

    it('pulls the reservations into the desk; one for a sold-out night is refused, reported back and not booked', async () => {
      portal.guestRequests = resRetrieve([
        {
          id: 'PORTAL-1',
          roomTypeCode: 'ABPAIR',
          start: '2026-07-01',
          end: '2026-07-03',
          adults: 1,
          kidAge: 6,
          givenName: 'Anna',
          surname: 'Gruber',
          email: 'anna@example.com',
        },
        {
          id: 'PORTAL-2',
          roomTypeCode: 'ABPAIR',
          start: '2026-06-02',
          end: '2026-06-03',
          adults: 2,
          givenName: 'Bruno',
          surname: 'Rossi',
          email: 'bruno@example.com',
        },
        { id: 'PORTAL-3', roomTypeCode: 'NOPE', start: '2026-07-01', end: '2026-07-02', adults: 1, givenName: 'C', surname: 'Nobody', email: 'c@example.com' },
      ]);
      const r = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/pull`);
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('ok');
      expect(r.body.booked).toEqual(['PORTAL-1']);
      expect((r.body.refused as { resId: string }[]).map((x) => x.resId).sort()).toEqual(['PORTAL-2', 'PORTAL-3']);
      const read = root(portal.of('OTA_Read:GuestRequests').at(-1)!.request, 'OTA_ReadRQ', '7.000');
      const hrr = only(only(read, 'ReadRequests'), 'HotelReadRequest');
      expect(hrr.getAttribute('HotelCode')).toBe('AUB1');
      // The acknowledgement: Success, then the refused as warnings, then every reservation received.
      const ack = root(portal.of('OTA_NotifReport:GuestRequests').at(-1)!.request, 'OTA_NotifReportRQ', '7.000');
      expect(kids(ack).map((k) => k.localName)).toEqual(['Success', 'Warnings', 'NotifDetails']);
      const warnings = kids(only(ack, 'Warnings'), 'Warning');
      expect(warnings.map((w) => [w.getAttribute('Type'), w.getAttribute('RecordID')]).sort()).toEqual([
        ['3', 'PORTAL-2'],
        ['3', 'PORTAL-3'],
      ]);
      expect(warnings.every((w) => (w.textContent ?? '').length > 0)).toBe(true);
      const acked = kids(only(only(only(ack, 'NotifDetails'), 'HotelNotifReport'), 'HotelReservations'), 'HotelReservation').map((h) => only(h, 'UniqueID'));
      expect(acked.map((u) => [u.getAttribute('Type'), u.getAttribute('ID')]).sort()).toEqual([
        ['14', 'PORTAL-1'],
        ['14', 'PORTAL-2'],
        ['14', 'PORTAL-3'],
      ]);
      // The desk sees the stay, under the guest's name, the portal's number kept.
      const [pulled] = await rowsOf<{ reservationId: number }>(
        api().database.db,
        sql`select reservation_id as "reservationId" from alpinebits_reservations where res_id = 'PORTAL-1'`,
      );
      const stay = await api().as('clerk1').get(`/pms/reservations/${pulled!.reservationId}`);
      expect(stay.status).toBe(200);
      expect(JSON.stringify(stay.body)).toContain('Gruber');
      expect(JSON.stringify(stay.body)).toContain('2026-07-01');
      const [n] = await rowsOf<{ n: number }>(
        api().database.db,
        sql`select count(*)::int as n from reservations where room_type_id = ${pair.roomTypeId} and checkin <= '2026-06-02' and checkout > '2026-06-02' and status in (0, 2, 3)`,
      );
      expect(n!.n, 'never overbooked').toBe(2);
      // Pulled again: nothing booked twice, nothing acknowledged twice.
      const acks = portal.of('OTA_NotifReport:GuestRequests').length;
      const again = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/pull`);
      expect(again.body).toMatchObject({ status: 'ok', booked: [], refused: [] });
      expect(portal.of('OTA_NotifReport:GuestRequests')).toHaveLength(acks);
      // The screen's list: the state, the booked and refused in words.
      const list = await api().as('admin').get('/pms/channels/alpinebits');
      const conn = (list.body as { connectionId: number; booked: number; refused: unknown[]; lastPullStatus: string; lastPushStatus: string }[]).find(
        (c) => c.connectionId === connectionId,
      )!;
      expect(conn).toMatchObject({ booked: 1, lastPullStatus: 'ok', lastPushStatus: 'ok' });
      expect(conn.refused).toHaveLength(2);
      expect(JSON.stringify(list.body)).not.toContain(portal.password);
    });

    it('retries a push the portal answers 500, with backoff, and logs each attempt; gives up in words after the last', async () => {
      portal.failNext = 2;
      const before = portal.hits.length;
      const r = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/push`);
      expect(r.body).toMatchObject({ status: 'sent' });
      const tries = portal.hits.slice(before).filter((h) => h.action === 'OTA_HotelInvCountNotif:FreeRooms');
      expect(tries).toHaveLength(3);
      expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(25);
      expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(55);
      const log = await rowsOf<{ attempt: number; httpStatus: number; ok: boolean }>(
        api().database.db,
        sql`select attempt, http_status as "httpStatus", ok from alpinebits_messages
          where connection_id = ${connectionId} and action = 'OTA_HotelInvCountNotif:FreeRooms' order by message_id desc limit 3`,
      );
      expect(log.reverse()).toEqual([
        { attempt: 1, httpStatus: 500, ok: false },
        { attempt: 2, httpStatus: 500, ok: false },
        { attempt: 3, httpStatus: 200, ok: true },
      ]);
      portal.failNext = 3;
      const failed = await api().as('admin').post(`/pms/channels/alpinebits/${connectionId}/push`);
      expect(failed.body.status).toBe('failed');
      expect(failed.body.error).toContain('HTTP 500');
      // "Send everything again" answers its failure as a code with params too (the screen's words).
      expect(failed.body.failures).toEqual([{ key: 'alpinebits.error.http', params: { status: 500, step: 'FreeRooms' } }]);
      const list = await api().as('admin').get('/pms/channels/alpinebits');
      const conn = (list.body as { connectionId: number; lastPushStatus: string; lastError: unknown }[]).find((c) => c.connectionId === connectionId)!;
      expect(conn.lastPushStatus).toBe('failed');
      // Kept as a code with its params, said in the reader's language by the screen: no sentence stored.
      expect(conn.lastError).toEqual({ key: 'alpinebits.error.http', params: { status: 500, step: 'FreeRooms' } });
    });

    it('a wrong password is answered 401 and not tried again', async () => {
      const c = await api().as('admin').post('/pms/channels/alpinebits', { name: 'Wrong', url, username: portal.user, password: 'nope', hotelCode: 'AUB1' });
      const before = portal.hits.length;
      const r = await api().as('admin').post(`/pms/channels/alpinebits/${c.body.connectionId}/push`);
      expect(r.body.status).toBe('failed');
      expect(r.body.error).toContain('HTTP 401');
      // A connection that never shook hands does first: the portal's 401 fails both pushes at the handshake.
      expect(r.body.failures).toEqual([
        { key: 'alpinebits.error.http', params: { status: 401, step: 'Handshake' } },
        { key: 'alpinebits.error.http', params: { status: 401, step: 'Handshake' } },
      ]);
      // One try of the handshake, not tried again, and nothing pushed without it.
      expect(portal.hits.slice(before).map((h) => h.action)).toEqual(['OTA_Ping:Handshaking']);
      const shake = await api().as('admin').post(`/pms/channels/alpinebits/${c.body.connectionId}/handshake`);
      expect(shake.status).toBe(503);
      expect(shake.body.message).toContain('AlpineBits handshake: the portal answered HTTP 401');
    });

    it('the database refuses a pulled reservation both booked and refused, or neither', async () => {
      await expect(
        api().database.db.execute(sql`insert into alpinebits_reservations (connection_id, res_id, pulled_at) values (${connectionId}, 'X-NONE', now())`),
      ).rejects.toThrow();
    });
  },
  { now: () => NOW },
);
