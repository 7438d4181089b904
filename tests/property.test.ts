import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aBuilding, aPerson, aRoom, aRoomType, aStay, FIXTURE, type CustomerHandle, type RoomHandle, type StayBuilder } from './helpers/builders/index.ts';

// 10:00 UTC on Tuesday 10 March 2026.
const FIXED = new Date('2026-03-10T10:00:00Z');
// A 1x1 PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const ids: Record<string, number> = {};
/** Karim Bennani, and another hotel's room type, building, floor and room (all unknown to hotel 1). */
let karim: CustomerHandle;
const other = { typeId: 0, buildingId: 0, floorId: 0, roomId: 0 };

async function seed(api: TestApi): Promise<void> {
  karim = await aPerson(api).named('Karim', 'Bennani').create();
  const type = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('PR-OTHER', 'Other hotel type').create();
  const building = await aBuilding(api, { groupId: FIXTURE.hotel2, name: 'Other hotel building', floors: [['Other hotel floor', 0]] });
  const room: RoomHandle = await aRoom(api).ofType(type).named('901').onFloor(building.floors[0]!).create();
  Object.assign(other, { typeId: type.roomTypeId, buildingId: building.buildingId, floorId: building.floors[0]!.floorId, roomId: room.roomId });
}

/** An expected stay of Karim Bennani in one of the rooms the test made, without room-night charges. */
const stayIn = (api: TestApi, roomKey: string): StayBuilder =>
  aStay(api).numbered('PR').forCustomer(karim).inRoom({ roomId: ids[roomKey]!, roomTypeId: ids['type']!, groupId: FIXTURE.hotel1 }).withoutCharges();

describeApi(
  'property configuration: buildings, floors, zones, room types, rooms, closures, equipment',
  (api) => {
    const admin = () => api().as('admin');
    beforeAll(async () => seed(api()));

    it('creates a building, a floor, a zone and a room type, and lists them', async () => {
      const b = await admin().post('/pms/buildings', { name: 'Riad' });
      expect(b.status).toBe(201);
      ids['building'] = b.body.buildingId;
      const f = await admin().post('/pms/floors', { buildingId: ids['building'], name: 'First', level: 1 });
      expect(f.status).toBe(201);
      ids['floor'] = f.body.floorId;
      const z = await admin().post('/pms/propertyzones', { name: 'Patio' });
      ids['zone'] = z.body.zoneId;
      const t = await admin().post('/pms/roomtypes', { code: 'PR-DBL', name: 'Double', capacity: 2, baseRateMinor: 90000 });
      expect(t.status).toBe(201);
      ids['type'] = t.body.id;
      expect((await admin().post('/pms/roomtypes', { code: 'PR-DBL', name: 'Again', capacity: 2 })).status).toBe(409);
      expect((await admin().post('/pms/buildings', { name: 'Riad' })).status).toBe(409);
      const buildings = await admin().get('/pms/buildings/findAll');
      expect(buildings.body).toContainEqual({ buildingId: ids['building'], name: 'Riad', floors: 1, rooms: 0 });
      expect((await admin().get('/pms/propertyzones/findAll')).body).toEqual([{ zoneId: ids['zone'], name: 'Patio', rooms: 0 }]);
      expect((await admin().get('/pms/roomtypes/findByName/double')).body.map((x: { code: string }) => x.code)).toEqual(['PR-DBL']);
    });

    it('creates rooms (audit 26), edits them (audit 32) and refuses a duplicate room number with 409', async () => {
      const body = {
        name: '101',
        roomTypeId: ids['type'],
        floorId: ids['floor'],
        zoneId: ids['zone'],
        tags: { RoomView: ['Garden'], RoomBedLayout: ['Double'], RoomOther: [] },
      };
      const r1 = await admin().post('/pms/rooms', body);
      expect(r1.status, JSON.stringify(r1.body)).toBe(201);
      ids['room'] = r1.body.roomId;
      const r2 = await admin().post('/pms/rooms', { ...body, name: '102' });
      ids['room2'] = r2.body.roomId;
      const dup = await admin().post('/pms/rooms', body);
      expect(dup.status).toBe(409);
      expect(dup.body.message).toContain('Room 101');
      const edit = await admin().put('/pms/rooms', { ...body, roomId: ids['room'], tags: { RoomView: ['Pool'], RoomBedLayout: [], RoomOther: ['Quiet'] } });
      expect(edit.status).toBe(200);
      const room = await admin().get(`/pms/rooms/${ids['room']}`);
      expect(room.body).toMatchObject({
        name: '101',
        floorId: ids['floor'],
        zoneId: ids['zone'],
        roomType: { code: 'PR-DBL' },
        tags: { RoomView: ['Pool'], RoomOther: ['Quiet'] },
      });
      const audit = await api().database.query<{ type_id: number; message: string }>(
        `select type_id, message from audit_events where item_id = $1 and type_id in (26, 32) order by audit_event_id`,
        [ids['room']],
      );
      expect(audit.map((a) => a.type_id)).toEqual([26, 32]);
      expect((await admin().get(`/pms/rooms/findRoomsByFloor/${ids['floor']}`)).body.map((r: { name: string }) => r.name)).toEqual(['101', '102']);
      expect((await admin().get('/pms/rooms/getAll', { pageNo: 0, pageSize: 1 })).body).toMatchObject({ totalElements: 2, pageSize: 1 });
      expect((await admin().get('/pms/rooms/findRoomsRoomType/PR-DBL')).body).toHaveLength(2);
    });

    it("refuses unknown and other hotels' floors, zones, room types and rooms with 404, bad bodies with 400", async () => {
      const body = { name: '103', roomTypeId: ids['type'], floorId: ids['floor'] };
      const unknownFloor = await admin().post('/pms/rooms', { ...body, floorId: 999999 });
      expect(unknownFloor.status).toBe(404);
      expect(unknownFloor.body.message).toContain('floorId');
      expect((await admin().post('/pms/rooms', { ...body, floorId: other.floorId })).status).toBe(404);
      expect((await admin().post('/pms/rooms', { ...body, roomTypeId: other.typeId })).status).toBe(404);
      expect((await admin().post('/pms/rooms', { ...body, zoneId: 424242 })).status).toBe(404);
      expect((await admin().put('/pms/rooms', { ...body, roomId: other.roomId })).status).toBe(404);
      expect((await admin().get(`/pms/rooms/${other.roomId}`)).status).toBe(404);
      expect((await admin().del(`/pms/rooms/${other.roomId}`)).status).toBe(404);
      expect((await admin().get(`/pms/rooms/findRoomsByFloor/${other.floorId}`)).status).toBe(404);
      expect((await admin().get('/pms/rooms/findRoomsByFloor/424242')).status).toBe(404);
      expect((await admin().post('/pms/floors', { buildingId: other.buildingId, name: 'X', level: 1 })).status).toBe(404);
      expect((await admin().del(`/pms/buildings/${other.buildingId}`)).status).toBe(404);
      for (const [bad, field] of [
        [{ ...body, name: '' }, 'name'],
        [{ ...body, name: 'a\u0000b' }, 'name'],
        [{ ...body, roomTypeId: 1.5 }, 'roomTypeId'],
        [{ ...body, roomTypeId: 1e20 }, 'roomTypeId'],
        [{ ...body, floorId: 'x' }, 'floorId'],
        [{ ...body, roomId: 5 }, 'roomId'],
        [{ ...body, tags: { RoomView: 'Sea' } }, 'tags.RoomView'],
      ] as const) {
        const res = await admin().post('/pms/rooms', bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.field).toBe(field);
      }
      expect((await admin().put('/pms/rooms', body)).body.field).toBe('roomId');
      expect((await admin().get('/pms/rooms/abc')).body.field).toBe('id');
      expect((await admin().get('/pms/rooms/99999999999')).body.field).toBe('id');
      expect((await admin().get('/pms/tags/RoomColour')).body.field).toBe('family');
      expect((await admin().post('/pms/floors', { buildingId: ids['building'], name: 'Deep', level: 1e9 })).body.field).toBe('level');
      expect((await admin().post('/pms/roomtypes', { code: 'BAD CODE', name: 'x', capacity: 2 })).body.field).toBe('code');
      expect((await admin().post('/pms/roomtypes', { code: 'PR-X', name: 'x', capacity: 2, baseRateMinor: 10.5 })).body.field).toBe('baseRateMinor');
    });

    it('lets only administrators configure, and staff read', async () => {
      expect((await api().as('clerk1').post('/pms/buildings', { name: 'Nope' })).status).toBe(403);
      expect((await api().as('housekeeper1').post('/pms/rooms', { name: '999', roomTypeId: ids['type'] })).status).toBe(403);
      expect((await api().as('clerk1').get('/pms/rooms/findAll')).status).toBe(200);
      expect((await api().as('clerk2').get(`/pms/rooms/${ids['room']}`)).status).toBe(404);
      expect((await api().anonymous().get('/pms/rooms/findAll')).status).toBe(401);
    });

    it('closes a room out of order (audit 22), refusing booked nights and naming the reservations', async () => {
      const stay = await stayIn(api(), 'room').dates('2026-03-12', '2026-03-14').create();
      const refused = await admin().post(`/pms/rooms/${ids['room']}/closures`, { from: '2026-03-11', to: '2026-03-13', reason: 'Plumbing' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(stay.number);
      expect(await api().database.query(`select 1 from room_closures where room_id = $1`, [ids['room']])).toHaveLength(0);
      const ok = await admin().post(`/pms/rooms/${ids['room2']}/closures`, { from: '2026-03-11', to: '2026-03-13', reason: 'Repainting' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      ids['closure'] = ok.body.closureId;
      expect((await admin().post(`/pms/rooms/${ids['room2']}/closures`, { from: '2026-03-12', to: '2026-03-15', reason: 'Again' })).status).toBe(409);
      const audit = await api().database.query<{ type_id: number; detail: string }>(
        `select type_id, detail from audit_events where item_id = $1 and type_id = 22`,
        [ids['room2']],
      );
      expect(audit).toEqual([{ type_id: 22, detail: 'Room closed' }]);
      for (const [bad, field] of [
        [{ from: '2026-03-11', to: '2026-03-11', reason: 'x' }, 'to'],
        [{ from: '2026-02-30', to: '2026-03-11', reason: 'x' }, 'from'],
        [{ from: '2026-03-11', to: '2026-03-12', reason: '' }, 'reason'],
      ] as const) {
        expect((await admin().post(`/pms/rooms/${ids['room2']}/closures`, bad)).body.field).toBe(field);
      }
      expect((await admin().post(`/pms/rooms/${other.roomId}/closures`, { from: '2026-03-11', to: '2026-03-12', reason: 'x' })).status).toBe(404);
    });

    it('sells and assigns no closed room over its closed nights: booking inventory, free rooms and the database', async () => {
      // Room 101 holds a stay on 12-14 March, room 102 is closed on 11-13 March: no Double is left on the 12th.
      const quote = await admin().get('/pms/quotes', { checkin: '2026-03-12', nights: 1, ignoreAvailability: 'true' });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const dbl = quote.body.roomTypes.find((t: { code: string }) => t.code === 'PR-DBL');
      expect(dbl).toMatchObject({ units: 2, unitsLeft: 0 });
      const free = await admin().get('/pms/quotes/free-rooms', { roomTypeId: ids['type'], checkin: '2026-03-11', nights: 1 });
      expect(free.body.map((r: { name: string }) => r.name)).toEqual(['101']);
      const later = await admin().get('/pms/quotes/free-rooms', { roomTypeId: ids['type'], checkin: '2026-03-13', nights: 1 });
      expect(later.body.map((r: { name: string }) => r.name)).toEqual(['102']);
      const desk = await admin().get('/pms/checkins/roomsr/CLEAN', { startService: '2026-03-11', endService: '2026-03-12' });
      expect(desk.status, JSON.stringify(desk.body)).toBe(200);
      expect(desk.body.map((r: { name: string }) => r.name)).toEqual(['101']);
      // The database refuses a stay in the closed room whatever the caller.
      await expect(stayIn(api(), 'room2').dates('2026-03-12', '2026-03-13').create()).rejects.toThrow();
      // Reopening gives the room back (audit 32).
      expect((await admin().del(`/pms/rooms/${ids['room2']}/closures/${ids['closure']}`)).status).toBe(204);
      const again = await admin().get('/pms/quotes/free-rooms', { roomTypeId: ids['type'], checkin: '2026-03-11', nights: 1 });
      expect(again.body.map((r: { name: string }) => r.name)).toEqual(['101', '102']);
      expect((await admin().del(`/pms/rooms/${ids['room2']}/closures/${ids['closure']}`)).status).toBe(404);
    });

    it('stores equipment with photos from the add-image dialog under the data folder', async () => {
      const photo = await admin().post('/pms/photos', { title: 'Front', category: 'Equipment', data: PNG });
      expect(photo.status, JSON.stringify(photo.body)).toBe(201);
      expect(photo.body.url).toMatch(/^[0-9a-f]{32}\.png$/);
      const e = await api()
        .as('housekeeper1')
        .post('/pms/equipment', { roomId: ids['room'], type: 'Air conditioner', serial: 'AC-1', mark: 'Daikin', photos: [photo.body] });
      expect(e.status, JSON.stringify(e.body)).toBe(201);
      const list = await admin().get(`/pms/rooms/${ids['room']}/equipment`);
      expect(list.body).toEqual([
        {
          equipmentId: e.body.equipmentId,
          roomId: ids['room'],
          type: 'Air conditioner',
          serial: 'AC-1',
          mark: 'Daikin',
          photos: [photo.body],
          needsIntervention: false,
        },
      ]);
      const file = await admin().get(`/pms/photos/${photo.body.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect((await api().as('clerk2').get(`/pms/photos/${photo.body.url}`)).status).toBe(404);
      expect((await admin().post('/pms/photos', { data: 'data:image/png;base64,AAAA' })).body.field).toBe('data');
      expect((await admin().post('/pms/photos', { data: 'data:text/html;base64,AAAA' })).body.field).toBe('data');
      expect(
        (await admin().post('/pms/equipment', { roomId: ids['room'], type: 'TV', photos: [{ title: '', category: '', url: `${'a'.repeat(32)}.png` }] })).body
          .field,
      ).toBe('photos.0.url');
      expect((await admin().post('/pms/equipment', { roomId: other.roomId, type: 'TV' })).status).toBe(404);
      expect((await admin().get('/pms/photos/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    });

    it('keeps the booking-system link (settings/new) without reading the token back', async () => {
      const res = await admin().post('/pms/settings/new', { url: 'https://booking.example/units', accessToken: 'secret-token-1234' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ url: 'https://booking.example/units', tokenEnd: '1234' });
      expect(JSON.stringify(res.body)).not.toContain('secret');
      expect((await admin().post('/pms/settings/new', { url: 'javascript:alert(1)', accessToken: 'x' })).body.field).toBe('url');
      expect((await api().as('clerk1').post('/pms/settings/new', { url: 'https://x.example', accessToken: 'x' })).status).toBe(403);
    });

    it('deletes what nothing uses and refuses the rest', async () => {
      expect((await admin().del(`/pms/floors/${ids['floor']}`)).status).toBe(409);
      expect((await admin().del(`/pms/roomtypes/${ids['type']}`)).status).toBe(409);
      expect((await admin().del(`/pms/rooms/${ids['room']}`)).status).toBe(409);
      expect((await admin().del(`/pms/rooms/${ids['room2']}`)).status).toBe(204);
      expect((await admin().del(`/pms/propertyzones/${ids['zone']}`)).status).toBe(204);
    });
  },
  { now: () => FIXED },
);
