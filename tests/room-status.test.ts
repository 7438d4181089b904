import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { insertStay } from './helpers/stay-factory.ts';

// 10:00 UTC on Tuesday 10 March 2026 (hotel 1 runs on UTC here).
const FIXED = new Date('2026-03-10T10:00:00Z');

interface Row { roomId: number; name: string; housekeepingStatus: string; cleaningStatus: string; deskState: string; guestName: string | null; arrivingGuest: string | null; floorId: number | null; buildingId: number | null }
interface Status { today: string; rooms: Row[]; counts: Record<string, number>; floors: { floorId: number }[]; buildings: { buildingId: number }[] }

async function seed(api: TestApi): Promise<void> {
  await api.database.exec(`
    insert into doc_types (doc_type_id, code, name, name_fr) values (9301, 'RS-PASSPORT', 'Passport', 'Passeport');
    insert into customers (customer_id, group_id, kind, first_name, last_name) values (9301, 1, 'person', 'Karim', 'Bennani'), (9302, 2, 'person', 'Julie', 'Martin');
    insert into room_types (room_type_id, group_id, code, name) values (931, 1, 'RS-DBL', 'Double'), (932, 2, 'RS-DBL', 'Double');
    insert into buildings (building_id, group_id, name) values (931, 1, 'Main'), (932, 1, 'Annex'), (933, 2, 'Haupt');
    insert into floors (floor_id, group_id, building_id, name, level) values (931, 1, 931, 'Ground', 0), (932, 1, 932, 'Annex 1', 1), (933, 2, 933, 'Erdgeschoss', 0);
    insert into rooms (room_id, group_id, name, room_type_id, floor_id, housekeeping_status) values
      (931, 1, '101', 931, 931, 'DIRTY'), (932, 1, '102', 931, 931, 'CLEAN'), (933, 1, '103', 931, 931, 'CLEAN'),
      (934, 1, '201', 931, 932, 'INSPECTED'), (935, 1, '202', 931, 932, 'CLEAN'), (936, 2, '101', 932, 933, 'DIRTY');
    insert into room_closures (group_id, room_id, from_day, to_day, reason) values (1, 935, '2026-03-09', '2026-03-12', 'Plumbing');
  `);
  const stay = (id: number, roomId: number, checkin: string, checkout: string, status: number, guestName: string) =>
    insertStay(api, { id, prefix: 'RS', group: 1, customerId: 9301, roomTypeId: 931, roomId, checkin, checkout, status, guestName, charges: false });
  await stay(9311, 931, '2026-03-08', '2026-03-10', 2, 'Due Out'); // departing today
  await stay(9312, 932, '2026-03-09', '2026-03-13', 2, 'Staying On'); // occupied
  await stay(9313, 933, '2026-03-10', '2026-03-11', 0, 'Arriving Today'); // arriving
  await stay(9314, 931, '2026-03-10', '2026-03-12', 0, 'Next Guest'); // arrives in the departing room
}

describeApi('Room Status', (api) => {
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
    expect(res.body.floors.map((f) => f.floorId).sort()).toEqual([931, 932]);
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
    expect(await names({ floor: 932 })).toEqual(['201', '202']);
    expect(await names({ building: 931 })).toEqual(['101', '102', '103']);
    expect(await names({ status: 'CLEAN' })).toEqual(['102', '103']);
    expect(await names({ desk: 'VACANT', building: 932 })).toEqual(['201', '202']);
  });

  it('refuses bad filters, unknown and other hotels\' floors, partners and anonymous callers', async () => {
    const caller = api().as('clerk1');
    expect((await caller.get('/pms/rooms/status', { floor: 'x' })).body).toMatchObject({ error: 'invalid_input', field: 'floor' });
    expect((await caller.get('/pms/rooms/status', { floor: '99999999999999' })).body).toMatchObject({ error: 'invalid_input', field: 'floor' });
    expect((await caller.get('/pms/rooms/status', { status: 'SHINY' })).body).toMatchObject({ error: 'invalid_input', field: 'status' });
    expect((await caller.get('/pms/rooms/status', { desk: 'x' })).body).toMatchObject({ error: 'invalid_input', field: 'desk' });
    expect((await caller.get('/pms/rooms/status', { floor: 424242 })).status).toBe(404);
    const other = await caller.get('/pms/rooms/status', { floor: 933 });
    expect(other.status).toBe(404);
    expect(other.body.message).toContain('floor');
    expect((await caller.get('/pms/rooms/status', { group: 2 })).status).toBe(403);
    expect((await api().anonymous().get('/pms/rooms/status')).status).toBe(401);
  });

  it('marks rooms clean, dirty or inspected in bulk, audited 23 and 24', async () => {
    const caller = api().as('housekeeper1');
    const clean = await caller.post('/pms/rooms/status', { roomIds: [931, 933], status: 'CLEAN' });
    expect(clean.status).toBe(200);
    expect(clean.body).toEqual({ marked: 2, status: 'CLEAN' });
    const inspected = await caller.post('/pms/rooms/status', { roomIds: [931], status: 'INSPECTED' });
    expect(inspected.status).toBe(200);
    const dirty = await caller.post('/pms/rooms/status', { roomIds: [934], status: 'DIRTY' });
    expect(dirty.status).toBe(200);
    const list = await api().as('clerk1').get<Status>('/pms/rooms/status');
    const by = Object.fromEntries(list.body.rooms.map((r) => [r.name, r.housekeepingStatus]));
    expect(by).toMatchObject({ '101': 'INSPECTED', '103': 'CLEAN', '201': 'DIRTY' });
    const audit = await api().database.query<{ type_id: number; item_id: number; message: string }>(`select type_id, item_id, message from audit_events where item_id in (931, 933, 934) and type_id in (23, 24) order by audit_event_id`);
    expect(audit.map((r) => [r.type_id, r.item_id])).toEqual([[23, 931], [23, 933], [23, 931], [24, 934]]);
    const cleanings = await api().database.query<{ room_id: number; inspected: boolean }>(`select room_id, inspected_at is not null as inspected from room_cleanings where room_id in (931, 933) order by cleaning_id`);
    expect(cleanings).toEqual([{ room_id: 931, inspected: true }, { room_id: 933, inspected: false }]);
  });

  it('refuses another hotel\'s rooms and bad bodies, marking nothing', async () => {
    const caller = api().as('clerk1');
    const other = await caller.post('/pms/rooms/status', { roomIds: [932, 936], status: 'DIRTY' });
    expect(other.status).toBe(404);
    expect(other.body.message).toContain('936');
    const room = await api().database.query<{ housekeeping_status: string }>(`select housekeeping_status from rooms where room_id = 932`);
    expect(room[0]?.housekeeping_status).toBe('CLEAN');
    for (const [body, field] of [
      [{ roomIds: [], status: 'CLEAN' }, 'roomIds'], [{ roomIds: [1.5], status: 'CLEAN' }, 'roomIds.0'], [{ roomIds: [1e20], status: 'CLEAN' }, 'roomIds.0'],
      [{ roomIds: ['931'], status: 'CLEAN' }, 'roomIds.0'], [{ roomIds: [931], status: 'OUT_OF_ORDER' }, 'status'], [{ roomIds: null, status: 'CLEAN' }, 'roomIds'],
    ] as const) {
      const res = await caller.post('/pms/rooms/status', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await caller.post('/pms/rooms/status', 'not json\u0000')).status).toBe(400);
    const partnerless = await api().as('clerk2').post('/pms/rooms/status', { roomIds: [931], status: 'DIRTY' });
    expect(partnerless.status).toBe(404);
  });

  it('lets check-in take an inspected room', async () => {
    await api().as('clerk1').post('/pms/rooms/status', { roomIds: [933], status: 'INSPECTED' });
    const res = await api().as('clerk1').post('/pms/reservations/9313/checkin', { roomId: 933, guests: [{ firstName: 'A', lastName: 'Guest', nationality: 'ma', birthDate: '1985-06-01', docTypeId: 9301, docNumber: 'AB1', isPrimary: true }] });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  });

  it('keeps house maids and balances today\'s rooms among them, departures weighing more', async () => {
    const lead = api().as('housekeeper1');
    const a = await lead.post('/pms/housemaids', { name: 'Aicha', phone: '+212 600 000 001' });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    const b = await lead.post('/pms/housemaids', { name: 'Badia' });
    expect((await lead.post('/pms/housemaids', { name: 'Aicha' })).status).toBe(409);
    expect((await lead.post('/pms/housemaids', { name: '', phone: 'x' })).body.field).toBe('name');
    expect((await lead.post('/pms/housemaids', { name: 'C', phone: 'call me' })).body.field).toBe('phone');
    expect((await api().as('clerk1').post('/pms/housemaids', { name: 'Nope' })).status).toBe(403);
    expect((await api().as('clerk2').get('/pms/housemaids/findAll')).body).toEqual([]);
    await api().database.exec(`update rooms set housekeeping_status = 'DIRTY' where room_id = 934`);
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
    expect((await lead.put('/pms/housemaids/assignments', { day, roomId: 936, houseMaidId: to!.houseMaidId })).status).toBe(404);
    expect((await lead.del(`/pms/housemaids/${b.body.houseMaidId}`)).status).toBe(204);
    expect((await lead.del('/pms/housemaids/424242')).status).toBe(404);
  });
}, { now: () => FIXED });
