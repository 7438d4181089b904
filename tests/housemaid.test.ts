import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aBuilding, anEquipment, aRoom, aRoomType, FIXTURE, type RoomHandle, type RoomTypeHandle } from './helpers/builders/index.ts';

// 10:00 UTC on Tuesday 10 March 2026.
const FIXED = new Date('2026-03-10T10:00:00Z');

/** Rooms H101 and H102 on floor HM 1, another hotel's H101 on its floor HM 2, and the rooms' equipment. */
const hm = {} as {
  double: RoomTypeHandle;
  parisDouble: RoomTypeHandle;
  floor1: number;
  parisFloor: number;
  h101: RoomHandle;
  h102: RoomHandle;
  paris101: RoomHandle;
  airConditioner: { equipmentId: number };
  tv: { equipmentId: number };
  minibar: { equipmentId: number };
};

async function seed(api: TestApi): Promise<void> {
  hm.double = await aRoomType(api).coded('HM-DBL', 'Double').create();
  hm.parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('HM-DBL', 'Double').create();
  const main = await aBuilding(api, { name: 'HM Main', floors: [['HM 1', 1]] });
  const other = await aBuilding(api, { groupId: FIXTURE.hotel2, name: 'HM Other', floors: [['HM 2', 1]] });
  hm.floor1 = main.floors[0]!.floorId;
  hm.parisFloor = other.floors[0]!.floorId;
  hm.h101 = await aRoom(api).ofType(hm.double).named('H101').onFloor(main.floors[0]!).dirty().create();
  hm.h102 = await aRoom(api).ofType(hm.double).named('H102').onFloor(main.floors[0]!).dirty().create();
  hm.paris101 = await aRoom(api).ofType(hm.parisDouble).named('H101').onFloor(other.floors[0]!).dirty().create();
  hm.airConditioner = await anEquipment(api, hm.h101, { type: 'Air conditioner', serial: 'AC-1', mark: 'Daikin' });
  hm.tv = await anEquipment(api, hm.h101, { type: 'TV', serial: 'TV-1', mark: 'LG' });
  hm.minibar = await anEquipment(api, hm.h102, { type: 'Minibar', serial: 'MB-1', mark: 'Dometic' });
}

const linkOf = async (api: TestApi, roomId: number) => {
  const res = await api.as('admin').get<{ url: string }>(`/pms/rooms/${roomId}/qr`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.body.url);
  return { path: url.pathname, k: url.searchParams.get('k')! };
};
const count = async (api: TestApi, sqlText: string) => Number((await api.database.query<{ n: number }>(sqlText))[0]?.n ?? 0);

describeApi(
  "the maid's QR page: a signed, revocable room token is the guard",
  (api) => {
    beforeAll(async () => seed(api()));

    it('opens the room with its token, without any sign-in', async () => {
      const { path, k } = await linkOf(api(), hm.h101.roomId);
      expect(path).toBe(`/housemaid/reporting/${hm.floor1}/H101`);
      const res = await api().anonymous().get(`/pms${path}`, { k });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ name: 'H101', floorName: 'HM 1', housekeepingStatus: 'DIRTY', cleanedToday: false });
      expect(res.body.equipment.map((e: { type: string }) => e.type)).toEqual(['Air conditioner', 'TV']);
    });

    it('reports an equipment once, however often it is sent, and the staff see it', async () => {
      const { path, k } = await linkOf(api(), hm.h101.roomId);
      const first = await api().anonymous().post(`/pms${path}/interventions`, { k, equipmentId: hm.tv.equipmentId, clientRef: 'phone-1-aaaa' });
      expect(first.status).toBe(201);
      const again = await api().anonymous().post(`/pms${path}/interventions`, { k, equipmentId: hm.tv.equipmentId, clientRef: 'phone-1-aaaa' });
      expect(again.status).toBe(200);
      expect(again.body.interventionInstanceId).toBe(first.body.interventionInstanceId);
      const reported = await api().as('housekeeper1').get('/pms/interventions/reportedInterventions');
      expect(reported.body).toHaveLength(1);
      expect(reported.body[0]).toMatchObject({ roomName: 'H101', equipmentType: 'TV', source: 'qr', status: 'OPEN', day: '2026-03-10' });
      const page = await api().anonymous().get(`/pms${path}`, { k });
      expect(page.body.equipment.find((e: { equipmentId: number }) => e.equipmentId === hm.tv.equipmentId).needsIntervention).toBe(true);
      // Another room's equipment through this room's token: refused.
      expect((await api().anonymous().post(`/pms${path}/interventions`, { k, equipmentId: hm.minibar.equipmentId })).status).toBe(404);
    });

    it('marks the room cleaned (audit 23) once per report', async () => {
      const { path, k } = await linkOf(api(), hm.h101.roomId);
      const res = await api().anonymous().post(`/pms${path}/cleaned`, { k, seen: 'VACANT', clientRef: 'phone-1-clean1' });
      expect(res.status).toBe(200);
      expect((await api().anonymous().post(`/pms${path}/cleaned`, { k, seen: 'VACANT', clientRef: 'phone-1-clean1' })).body.marked).toBe(0);
      expect(await count(api(), `select count(*)::int as n from room_cleanings where room_id = ${hm.h101.roomId} and source = 'qr' and seen = 'VACANT'`)).toBe(
        1,
      );
      expect(await count(api(), `select count(*)::int as n from audit_events where item_id = ${hm.h101.roomId} and type_id = 23 and message like '%QR%'`)).toBe(
        1,
      );
      expect((await api().anonymous().get(`/pms${path}`, { k })).body).toMatchObject({ housekeepingStatus: 'CLEAN', cleanedToday: true });
    });

    it('refuses forged, moved, missing and revoked tokens with 403, recording nothing', async () => {
      const { path, k } = await linkOf(api(), hm.h102.roomId);
      const before = await count(
        api(),
        `select (select count(*) from intervention_instances) + (select count(*) from room_cleanings) + (select count(*) from audit_events) as n`,
      );
      const anon = api().anonymous();
      const forged = k.slice(0, -2) + (k.endsWith('AA') ? 'BB' : 'AA');
      expect((await anon.get(`/pms${path}`, { k: forged })).status).toBe(403);
      expect((await anon.post(`/pms${path}/interventions`, { k: forged, equipmentId: hm.minibar.equipmentId })).status).toBe(403);
      expect((await anon.post(`/pms${path}/cleaned`, { k: forged })).status).toBe(403);
      // Room H101's token on room H102's address, and on the other hotel's room of the same name.
      const other = await linkOf(api(), hm.h101.roomId);
      expect((await anon.post(`/pms${path}/cleaned`, { k: other.k })).status).toBe(403);
      expect((await anon.get(`/pms/housemaid/reporting/${hm.parisFloor}/H101`, { k: other.k })).status).toBe(403);
      // Unknown floor and room look exactly like a bad token.
      expect((await anon.get('/pms/housemaid/reporting/424242/H101', { k })).status).toBe(403);
      expect((await anon.get(`/pms/housemaid/reporting/${hm.floor1}/NOPE`, { k })).status).toBe(403);
      expect((await anon.get(`/pms${path}`)).status).toBe(400);
      expect((await anon.get('/pms/housemaid/reporting/x/H101', { k })).body.field).toBe('floorId');
      // Revoked: the old code stops working, the new one works.
      expect((await api().as('clerk1').post(`/pms/rooms/${hm.h102.roomId}/revokeQR`)).status).toBe(403);
      expect((await api().as('admin').post(`/pms/rooms/${hm.h102.roomId}/revokeQR`)).status).toBe(204);
      expect((await anon.post(`/pms${path}/interventions`, { k, equipmentId: hm.minibar.equipmentId })).status).toBe(403);
      expect((await anon.post(`/pms${path}/cleaned`, { k })).status).toBe(403);
      const after = await count(
        api(),
        `select (select count(*) from intervention_instances) + (select count(*) from room_cleanings) + (select count(*) from audit_events) as n`,
      );
      expect(after).toBe(before + 1); // the revocation's own audit event (32), nothing else
      const fresh = await linkOf(api(), hm.h102.roomId);
      expect(fresh.k).not.toBe(k);
      expect((await anon.get(`/pms${fresh.path}`, { k: fresh.k })).status).toBe(200);
      // The bearer-token APIs stay closed to anonymous callers.
      expect((await anon.get('/pms/interventions/reportedInterventions')).status).toBe(401);
      expect((await api().as('admin').post(`/pms/rooms/${hm.paris101.roomId}/revokeQR`)).status).toBe(404);
    });

    it('validates report bodies', async () => {
      const { path, k } = await linkOf(api(), hm.h101.roomId);
      for (const [body, field] of [
        [{ k, equipmentId: 'x' }, 'equipmentId'],
        [{ k, equipmentId: 1e20 }, 'equipmentId'],
        [{ k, equipmentId: hm.airConditioner.equipmentId, clientRef: 'a\u0000b' }, 'clientRef'],
        [{ equipmentId: hm.airConditioner.equipmentId }, 'k'],
      ] as const) {
        const res = await api().anonymous().post(`/pms${path}/interventions`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.field).toBe(field);
      }
      expect((await api().anonymous().post(`/pms${path}/cleaned`, { k, seen: 'MAYBE' })).body.field).toBe('seen');
    });

    it("prints every room's QR code as a PDF sheet (administrators only)", async () => {
      const res = await fetchRaw(api(), '/rooms/generateQR');
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/pdf');
      expect(res.head).toBe('%PDF-');
      expect((await api().as('clerk1').get('/pms/rooms/generateQR')).status).toBe(403);
      expect((await api().as('admin').get('/pms/rooms/generateQR', { floor: hm.parisFloor })).status).toBe(404);
    });

    it('closes an intervention with a note; the equipment can then be reported again', async () => {
      const reported = await api().as('housekeeper1').get('/pms/interventions/reportedInterventions');
      const id = reported.body[0].interventionInstanceId;
      expect(
        (await api().as('housekeeper1').put('/pms/InterventionInstances', { interventionInstanceId: id, status: 'DONE', note: 'Remote replaced' })).status,
      ).toBe(200);
      const all = await api().as('clerk1').get('/pms/InterventionInstances/getAll', { status: 'DONE' });
      expect(all.body.content[0]).toMatchObject({ interventionInstanceId: id, status: 'DONE', note: 'Remote replaced' });
      expect((await api().as('clerk2').put('/pms/InterventionInstances', { interventionInstanceId: id, status: 'DONE' })).status).toBe(404);
      expect((await api().as('clerk1').post('/pms/interventions/equipement', { equipmentId: hm.tv.equipmentId })).status).toBe(201);
      const type = await api().as('housekeeper1').post('/pms/interventions', { name: 'Deep clean', everyDays: 30, roomTypeId: hm.double.roomTypeId });
      expect(type.status).toBe(201);
      expect(
        (await api().as('clerk1').get(`/pms/interventions/findRoomsOfInterventionByRoomType/${hm.double.roomTypeId}`)).body.map(
          (t: { name: string }) => t.name,
        ),
      ).toEqual(['Deep clean']);
      expect((await api().as('clerk1').get(`/pms/interventions/findRoomsOfInterventionByRoomType/${hm.parisDouble.roomTypeId}`)).status).toBe(404);
      expect((await api().as('clerk1').post('/pms/interventions', { name: 'Nope' })).status).toBe(403);
      expect((await api().as('housekeeper1').post('/pms/interventions', { name: 'x', roomTypeId: hm.parisDouble.roomTypeId })).status).toBe(404);
    });
  },
  { now: () => FIXED },
);

async function fetchRaw(api: TestApi, path: string): Promise<{ status: number; type: string | null; head: string }> {
  const res = await api.as('admin').get(`/pms${path}`);
  return { status: res.status, type: res.headers.get('content-type'), head: String(res.body).slice(0, 5) };
}
