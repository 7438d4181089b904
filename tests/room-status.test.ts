import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aBuilding,
  aDocType,
  aPerson,
  aRoom,
  aRoomClosure,
  aRoomType,
  aStay,
  FIXTURE,
  type DocTypeHandle,
  type RoomHandle,
  type StayHandle,
} from './helpers/builders/index.ts';

// 10:00 UTC on Tuesday 10 March 2026 (hotel 1 runs on UTC here).
const FIXED = new Date('2026-03-10T10:00:00Z');

interface Row {
  roomId: number;
  name: string;
  housekeepingStatus: string;
  cleaningStatus: string;
  deskState: string;
  guestName: string | null;
  arrivingGuest: string | null;
  floorId: number | null;
  buildingId: number | null;
}
interface Status {
  today: string;
  rooms: Row[];
  counts: Record<string, number>;
  floors: { floorId: number }[];
  buildings: { buildingId: number }[];
}

/** The hotel's rooms, floors and buildings by name, its passport type and today's arrival in 103. */
const rs = {} as {
  passport: DocTypeHandle;
  r101: RoomHandle;
  r102: RoomHandle;
  r103: RoomHandle;
  r201: RoomHandle;
  paris101: RoomHandle;
  main: number;
  annex: number;
  ground: number;
  annex1: number;
  parisFloor: number;
  arriving: StayHandle;
};

async function seed(api: TestApi): Promise<void> {
  rs.passport = await aDocType(api, { code: 'RS-PASSPORT', name: 'Passport', nameFr: 'Passeport' });
  const karim = await aPerson(api).named('Karim', 'Bennani').create();
  await aPerson(api).forHotel(FIXTURE.hotel2).named('Julie', 'Martin').create();
  const double = await aRoomType(api).coded('RS-DBL', 'Double').create();
  const parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('RS-DBL', 'Double').create();
  const main = await aBuilding(api, { name: 'Main', floors: [['Ground', 0]] });
  const annex = await aBuilding(api, { name: 'Annex', floors: [['Annex 1', 1]] });
  const haupt = await aBuilding(api, { groupId: FIXTURE.hotel2, name: 'Haupt', floors: [['Erdgeschoss', 0]] });
  const [ground, annex1, erdgeschoss] = [main.floors[0]!, annex.floors[0]!, haupt.floors[0]!];
  Object.assign(rs, { main: main.buildingId, annex: annex.buildingId, ground: ground.floorId, annex1: annex1.floorId, parisFloor: erdgeschoss.floorId });
  rs.r101 = await aRoom(api).ofType(double).named('101').onFloor(ground).dirty().create();
  rs.r102 = await aRoom(api).ofType(double).named('102').onFloor(ground).clean().create();
  rs.r103 = await aRoom(api).ofType(double).named('103').onFloor(ground).clean().create();
  rs.r201 = await aRoom(api).ofType(double).named('201').onFloor(annex1).inspected().create();
  const r202 = await aRoom(api).ofType(double).named('202').onFloor(annex1).clean().create();
  rs.paris101 = await aRoom(api).ofType(parisDouble).named('101').onFloor(erdgeschoss).dirty().create();
  await aRoomClosure(api, r202, { from: '2026-03-09', to: '2026-03-12', reason: 'Plumbing' });
  const stay = (room: RoomHandle, checkin: string, checkout: string, guest: string) =>
    aStay(api).numbered('RS').forCustomer(karim).inRoom(room).dates(checkin, checkout).guest(guest).withoutCharges();
  await stay(rs.r101, '2026-03-08', '2026-03-10', 'Due Out').inHouse().create(); // departing today
  await stay(rs.r102, '2026-03-09', '2026-03-13', 'Staying On').inHouse().create(); // occupied
  rs.arriving = await stay(rs.r103, '2026-03-10', '2026-03-11', 'Arriving Today').create(); // arriving
  await stay(rs.r101, '2026-03-10', '2026-03-12', 'Next Guest').create(); // arrives in the departing room
}

describeApi(
  'Room Status',
  (api) => {
    beforeAll(async () => seed(api()));

    it('lists every room of the hotel with its housekeeping and front-desk states', async () => {
      const res = await api().as('clerk1').get<Status>('/pms/rooms/status');
      expect(res.status).toBe(200);
      expect(res.body.today).toBe('2026-03-10');
      const by = Object.fromEntries(res.body.rooms.map((r) => [r.name, r]));
      expect(Object.keys(by).sort()).toEqual(['101', '102', '103', '201', '202']);
      expect(by['101']).toMatchObject({ housekeepingStatus: 'DIRTY', deskState: 'DEPARTING', guestName: 'Due Out', arrivingGuest: 'Next Guest' });
      expect(by['102']).toMatchObject({ housekeepingStatus: 'CLEAN', deskState: 'OCCUPIED', guestName: 'Staying On' });
      expect(by['103']).toMatchObject({ deskState: 'ARRIVING', arrivingGuest: 'Arriving Today' });
      expect(by['201']).toMatchObject({ housekeepingStatus: 'INSPECTED', deskState: 'VACANT' });
      expect(by['202']).toMatchObject({ housekeepingStatus: 'OUT_OF_ORDER', cleaningStatus: 'CLEAN' });
      expect(res.body.counts).toMatchObject({ total: 5, DIRTY: 1, CLEAN: 2, INSPECTED: 1, OUT_OF_ORDER: 1, DEPARTING: 1, OCCUPIED: 1, ARRIVING: 1, VACANT: 2 });
      expect(res.body.floors.map((f) => f.floorId).sort()).toEqual([rs.ground, rs.annex1].sort());
    });

    it('hands a page rendering in process the very answer JSON would give', async () => {
      for (const query of [{}, { status: 'DIRTY' }]) {
        const http = await api().as('clerk1').get('/pms/rooms/status', query);
        const page = await api().inProcess('clerk1', '/pms/rooms/status', query);
        expect([page.status, page.handedOver]).toEqual([200, true]);
        expect(page.value).toStrictEqual(http.body);
        expect(JSON.parse(JSON.stringify(page.value))).toStrictEqual(page.value);
      }
    });

    it('filters by floor, building, housekeeping and front-desk state', async () => {
      const caller = api().as('clerk1');
      const names = async (q: Record<string, string | number>) => (await caller.get<Status>('/pms/rooms/status', q)).body.rooms.map((r) => r.name);
      expect(await names({ floor: rs.annex1 })).toEqual(['201', '202']);
      expect(await names({ building: rs.main })).toEqual(['101', '102', '103']);
      expect(await names({ status: 'CLEAN' })).toEqual(['102', '103']);
      expect(await names({ desk: 'VACANT', building: rs.annex })).toEqual(['201', '202']);
    });

    it("refuses bad filters, unknown and other hotels' floors, partners and anonymous callers", async () => {
      const caller = api().as('clerk1');
      expect((await caller.get('/pms/rooms/status', { floor: 'x' })).body).toMatchObject({ error: 'invalid_input', field: 'floor' });
      expect((await caller.get('/pms/rooms/status', { floor: '99999999999999' })).body).toMatchObject({ error: 'invalid_input', field: 'floor' });
      expect((await caller.get('/pms/rooms/status', { status: 'SHINY' })).body).toMatchObject({ error: 'invalid_input', field: 'status' });
      expect((await caller.get('/pms/rooms/status', { desk: 'x' })).body).toMatchObject({ error: 'invalid_input', field: 'desk' });
      expect((await caller.get('/pms/rooms/status', { floor: 424242 })).status).toBe(404);
      const other = await caller.get('/pms/rooms/status', { floor: rs.parisFloor });
      expect(other.status).toBe(404);
      expect(other.body.message).toContain('floor');
      expect((await caller.get('/pms/rooms/status', { group: 2 })).status).toBe(403);
      expect((await api().anonymous().get('/pms/rooms/status')).status).toBe(401);
    });

    it('marks rooms clean, dirty or inspected in bulk, audited 23 and 24', async () => {
      const caller = api().as('housekeeper1');
      const clean = await caller.post('/pms/rooms/status', { roomIds: [rs.r101.roomId, rs.r103.roomId], status: 'CLEAN' });
      expect(clean.status).toBe(200);
      expect(clean.body).toEqual({ marked: 2, status: 'CLEAN' });
      const inspected = await caller.post('/pms/rooms/status', { roomIds: [rs.r101.roomId], status: 'INSPECTED' });
      expect(inspected.status).toBe(200);
      const dirty = await caller.post('/pms/rooms/status', { roomIds: [rs.r201.roomId], status: 'DIRTY' });
      expect(dirty.status).toBe(200);
      const list = await api().as('clerk1').get<Status>('/pms/rooms/status');
      const by = Object.fromEntries(list.body.rooms.map((r) => [r.name, r.housekeepingStatus]));
      expect(by).toMatchObject({ '101': 'INSPECTED', '103': 'CLEAN', '201': 'DIRTY' });
      const audit = await api().database.query<{ type_id: number; item_id: number; message: string }>(
        `select type_id, item_id, message from audit_events where item_id = any($1::int[]) and type_id in (23, 24) order by audit_event_id`,
        [[rs.r101.roomId, rs.r103.roomId, rs.r201.roomId]],
      );
      expect(audit.map((r) => [r.type_id, r.item_id])).toEqual([
        [23, rs.r101.roomId],
        [23, rs.r103.roomId],
        [23, rs.r101.roomId],
        [24, rs.r201.roomId],
      ]);
      const cleanings = await api().database.query<{ room_id: number; inspected: boolean }>(
        `select room_id, inspected_at is not null as inspected from room_cleanings where room_id = any($1::int[]) order by cleaning_id`,
        [[rs.r101.roomId, rs.r103.roomId]],
      );
      expect(cleanings).toEqual([
        { room_id: rs.r101.roomId, inspected: true },
        { room_id: rs.r103.roomId, inspected: false },
      ]);
    });

    it("refuses another hotel's rooms and bad bodies, marking nothing", async () => {
      const caller = api().as('clerk1');
      const other = await caller.post('/pms/rooms/status', { roomIds: [rs.r102.roomId, rs.paris101.roomId], status: 'DIRTY' });
      expect(other.status).toBe(404);
      expect(other.body.message).toContain(String(rs.paris101.roomId));
      const room = await api().database.query<{ housekeeping_status: string }>(`select housekeeping_status from rooms where room_id = $1`, [rs.r102.roomId]);
      expect(room[0]?.housekeeping_status).toBe('CLEAN');
      for (const [body, field] of [
        [{ roomIds: [], status: 'CLEAN' }, 'roomIds'],
        [{ roomIds: [1.5], status: 'CLEAN' }, 'roomIds.0'],
        [{ roomIds: [1e20], status: 'CLEAN' }, 'roomIds.0'],
        [{ roomIds: [String(rs.r101.roomId)], status: 'CLEAN' }, 'roomIds.0'],
        [{ roomIds: [rs.r101.roomId], status: 'OUT_OF_ORDER' }, 'status'],
        [{ roomIds: null, status: 'CLEAN' }, 'roomIds'],
      ] as const) {
        const res = await caller.post('/pms/rooms/status', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field).toBe(field);
      }
      expect((await caller.post('/pms/rooms/status', 'not json\u0000')).status).toBe(400);
      const partnerless = await api()
        .as('clerk2')
        .post('/pms/rooms/status', { roomIds: [rs.r101.roomId], status: 'DIRTY' });
      expect(partnerless.status).toBe(404);
    });

    it('lets check-in take an inspected room', async () => {
      await api()
        .as('clerk1')
        .post('/pms/rooms/status', { roomIds: [rs.r103.roomId], status: 'INSPECTED' });
      const guest = {
        firstName: 'A',
        lastName: 'Guest',
        nationality: 'ma',
        birthDate: '1985-06-01',
        docTypeId: rs.passport.docTypeId,
        docNumber: 'AB1',
        isPrimary: true,
      };
      const res = await api()
        .as('clerk1')
        .post(`/pms/reservations/${rs.arriving.reservationId}/checkin`, { roomId: rs.r103.roomId, guests: [guest] });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    });

    it("keeps house maids and balances today's rooms among them, departures weighing more", async () => {
      const lead = api().as('housekeeper1');
      const a = await lead.post('/pms/housemaids', { name: 'Aicha', phone: '+212 600 000 001' });
      expect(a.status, JSON.stringify(a.body)).toBe(201);
      const b = await lead.post('/pms/housemaids', { name: 'Badia' });
      expect((await lead.post('/pms/housemaids', { name: 'Aicha' })).status).toBe(409);
      expect((await lead.post('/pms/housemaids', { name: '', phone: 'x' })).body.field).toBe('name');
      expect((await lead.post('/pms/housemaids', { name: 'C', phone: 'call me' })).body.field).toBe('phone');
      expect((await api().as('clerk1').post('/pms/housemaids', { name: 'Nope' })).status).toBe(403);
      expect((await api().as('clerk2').get('/pms/housemaids/findAll')).body).toEqual([]);
      await api().database.query(`update rooms set housekeeping_status = 'DIRTY' where room_id = $1`, [rs.r201.roomId]);
      const sheet = await lead.post('/pms/housemaids/assignments/balance');
      expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
      // 101 departing (2), 102 and 103 occupied (1 each), 201 dirty and empty (2); 202 is closed.
      const rooms = sheet.body.maids.flatMap((m: { rooms: { name: string }[] }) => m.rooms.map((r) => r.name)).sort();
      expect(rooms).toEqual(['101', '102', '103', '201']);
      const loads = sheet.body.maids.map((m: { load: number }) => m.load).sort();
      expect(loads).toEqual([3, 3]);
      const day = sheet.body.day;
      const [from, to] = sheet.body.maids as { houseMaidId: number; load: number; rooms: { roomId: number; kind: string }[] }[];
      const room = from!.rooms[0]!;
      const moved = await lead.put('/pms/housemaids/assignments', { day, roomId: room.roomId, houseMaidId: to!.houseMaidId });
      expect(moved.status).toBe(200);
      expect(moved.body.maids.find((m: { houseMaidId: number }) => m.houseMaidId === to!.houseMaidId).load).toBe(3 + (room.kind === 'departure' ? 2 : 1));
      expect((await lead.put('/pms/housemaids/assignments', { day, roomId: rs.paris101.roomId, houseMaidId: to!.houseMaidId })).status).toBe(404);
      expect((await lead.del(`/pms/housemaids/${b.body.houseMaidId}`)).status).toBe(204);
      expect((await lead.del('/pms/housemaids/424242')).status).toBe(404);
    });
  },
  { now: () => FIXED },
);
