import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';

// 10:00 UTC on Tuesday 10 March 2026.
const FIXED = new Date('2026-03-10T10:00:00Z');

async function seed(api: TestApi): Promise<void> {
  await api.database.exec(`
    insert into room_types (room_type_id, group_id, code, name) values (971, 1, 'HM-DBL', 'Double'), (972, 2, 'HM-DBL', 'Double');
    insert into buildings (building_id, group_id, name) values (971, 1, 'HM Main'), (972, 2, 'HM Other');
    insert into floors (floor_id, group_id, building_id, name, level) values (971, 1, 971, 'HM 1', 1), (972, 2, 972, 'HM 2', 1);
    insert into rooms (room_id, group_id, name, room_type_id, floor_id, housekeeping_status) values
      (971, 1, 'H101', 971, 971, 'DIRTY'), (972, 1, 'H102', 971, 971, 'DIRTY'), (973, 2, 'H101', 972, 972, 'DIRTY');
    insert into equipment (equipment_id, group_id, room_id, type, serial, mark) values
      (971, 1, 971, 'Air conditioner', 'AC-1', 'Daikin'), (972, 1, 971, 'TV', 'TV-1', 'LG'), (973, 1, 972, 'Minibar', 'MB-1', 'Dometic');
  `);
}

const linkOf = async (api: TestApi, roomId: number) => {
  const res = await api.as('admin').get<{ url: string }>(`/pms/rooms/${roomId}/qr`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.body.url);
  return { path: url.pathname, k: url.searchParams.get('k')! };
};
const count = async (api: TestApi, sqlText: string) => Number((await api.database.query<{ n: number }>(sqlText))[0]?.n ?? 0);

describeApi('the maid\'s QR page: a signed, revocable room token is the guard', (api) => {
  beforeAll(async () => seed(api()));

  it('opens the room with its token, without any sign-in', async () => {
    const { path, k } = await linkOf(api(), 971);
    expect(path).toBe('/housemaid/reporting/971/H101');
    const res = await api().anonymous().get(`/pms${path}`, { k });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'H101', floorName: 'HM 1', housekeepingStatus: 'DIRTY', cleanedToday: false });
    expect(res.body.equipment.map((e: { type: string }) => e.type)).toEqual(['Air conditioner', 'TV']);
  });

  it('reports an equipment once, however often it is sent, and the staff see it', async () => {
    const { path, k } = await linkOf(api(), 971);
    const first = await api().anonymous().post(`/pms${path}/interventions`, { k, equipmentId: 972, clientRef: 'phone-1-aaaa' });
    expect(first.status).toBe(201);
    const again = await api().anonymous().post(`/pms${path}/interventions`, { k, equipmentId: 972, clientRef: 'phone-1-aaaa' });
    expect(again.status).toBe(200);
    expect(again.body.interventionInstanceId).toBe(first.body.interventionInstanceId);
    const reported = await api().as('housekeeper1').get('/pms/interventions/reportedInterventions');
    expect(reported.body).toHaveLength(1);
    expect(reported.body[0]).toMatchObject({ roomName: 'H101', equipmentType: 'TV', source: 'qr', status: 'OPEN', day: '2026-03-10' });
    const page = await api().anonymous().get(`/pms${path}`, { k });
    expect(page.body.equipment.find((e: { equipmentId: number }) => e.equipmentId === 972).needsIntervention).toBe(true);
    // Another room's equipment through this room's token: refused.
    expect((await api().anonymous().post(`/pms${path}/interventions`, { k, equipmentId: 973 })).status).toBe(404);
  });

  it('marks the room cleaned (audit 23) once per report', async () => {
    const { path, k } = await linkOf(api(), 971);
    const res = await api().anonymous().post(`/pms${path}/cleaned`, { k, seen: 'VACANT', clientRef: 'phone-1-clean1' });
    expect(res.status).toBe(200);
    expect((await api().anonymous().post(`/pms${path}/cleaned`, { k, seen: 'VACANT', clientRef: 'phone-1-clean1' })).body.marked).toBe(0);
    expect(await count(api(), `select count(*)::int as n from room_cleanings where room_id = 971 and source = 'qr' and seen = 'VACANT'`)).toBe(1);
    expect(await count(api(), `select count(*)::int as n from audit_events where item_id = 971 and type_id = 23 and message like '%QR%'`)).toBe(1);
    expect((await api().anonymous().get(`/pms${path}`, { k })).body).toMatchObject({ housekeepingStatus: 'CLEAN', cleanedToday: true });
  });

  it('refuses forged, moved, missing and revoked tokens with 403, recording nothing', async () => {
    const { path, k } = await linkOf(api(), 972);
    const before = await count(api(), `select (select count(*) from intervention_instances) + (select count(*) from room_cleanings) + (select count(*) from audit_events) as n`);
    const anon = api().anonymous();
    const forged = k.slice(0, -2) + (k.endsWith('AA') ? 'BB' : 'AA');
    expect((await anon.get(`/pms${path}`, { k: forged })).status).toBe(403);
    expect((await anon.post(`/pms${path}/interventions`, { k: forged, equipmentId: 973 })).status).toBe(403);
    expect((await anon.post(`/pms${path}/cleaned`, { k: forged })).status).toBe(403);
    // Room 971's token on room 972's address, and on the other hotel's room of the same name.
    const other = await linkOf(api(), 971);
    expect((await anon.post(`/pms${path}/cleaned`, { k: other.k })).status).toBe(403);
    expect((await anon.get('/pms/housemaid/reporting/972/H101', { k: other.k })).status).toBe(403);
    // Unknown floor and room look exactly like a bad token.
    expect((await anon.get('/pms/housemaid/reporting/424242/H101', { k })).status).toBe(403);
    expect((await anon.get('/pms/housemaid/reporting/971/NOPE', { k })).status).toBe(403);
    expect((await anon.get(`/pms${path}`)).status).toBe(400);
    expect((await anon.get('/pms/housemaid/reporting/x/H101', { k })).body.field).toBe('floorId');
    // Revoked: the old code stops working, the new one works.
    expect((await api().as('clerk1').post('/pms/rooms/972/revokeQR')).status).toBe(403);
    expect((await api().as('admin').post('/pms/rooms/972/revokeQR')).status).toBe(204);
    expect((await anon.post(`/pms${path}/interventions`, { k, equipmentId: 973 })).status).toBe(403);
    expect((await anon.post(`/pms${path}/cleaned`, { k })).status).toBe(403);
    const after = await count(api(), `select (select count(*) from intervention_instances) + (select count(*) from room_cleanings) + (select count(*) from audit_events) as n`);
    expect(after).toBe(before + 1); // the revocation's own audit event (32), nothing else
    const fresh = await linkOf(api(), 972);
    expect(fresh.k).not.toBe(k);
    expect((await anon.get(`/pms${fresh.path}`, { k: fresh.k })).status).toBe(200);
    // The bearer-token APIs stay closed to anonymous callers.
    expect((await anon.get('/pms/interventions/reportedInterventions')).status).toBe(401);
    expect((await api().as('admin').post('/pms/rooms/973/revokeQR')).status).toBe(404);
  });

  it('validates report bodies', async () => {
    const { path, k } = await linkOf(api(), 971);
    for (const [body, field] of [[{ k, equipmentId: 'x' }, 'equipmentId'], [{ k, equipmentId: 1e20 }, 'equipmentId'], [{ k, equipmentId: 971, clientRef: 'a\u0000b' }, 'clientRef'], [{ equipmentId: 971 }, 'k']] as const) {
      const res = await api().anonymous().post(`/pms${path}/interventions`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await api().anonymous().post(`/pms${path}/cleaned`, { k, seen: 'MAYBE' })).body.field).toBe('seen');
  });

  it('prints every room\'s QR code as a PDF sheet (administrators only)', async () => {
    const res = await fetchRaw(api(), '/rooms/generateQR');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.head).toBe('%PDF-');
    expect((await api().as('clerk1').get('/pms/rooms/generateQR')).status).toBe(403);
    expect((await api().as('admin').get('/pms/rooms/generateQR', { floor: 972 })).status).toBe(404);
  });

  it('closes an intervention with a note; the equipment can then be reported again', async () => {
    const reported = await api().as('housekeeper1').get('/pms/interventions/reportedInterventions');
    const id = reported.body[0].interventionInstanceId;
    expect((await api().as('housekeeper1').put('/pms/InterventionInstances', { interventionInstanceId: id, status: 'DONE', note: 'Remote replaced' })).status).toBe(200);
    const all = await api().as('clerk1').get('/pms/InterventionInstances/getAll', { status: 'DONE' });
    expect(all.body.content[0]).toMatchObject({ interventionInstanceId: id, status: 'DONE', note: 'Remote replaced' });
    expect((await api().as('clerk2').put('/pms/InterventionInstances', { interventionInstanceId: id, status: 'DONE' })).status).toBe(404);
    expect((await api().as('clerk1').post('/pms/interventions/equipement', { equipmentId: 972 })).status).toBe(201);
    const type = await api().as('housekeeper1').post('/pms/interventions', { name: 'Deep clean', everyDays: 30, roomTypeId: 971 });
    expect(type.status).toBe(201);
    expect((await api().as('clerk1').get('/pms/interventions/findRoomsOfInterventionByRoomType/971')).body.map((t: { name: string }) => t.name)).toEqual(['Deep clean']);
    expect((await api().as('clerk1').get('/pms/interventions/findRoomsOfInterventionByRoomType/972')).status).toBe(404);
    expect((await api().as('clerk1').post('/pms/interventions', { name: 'Nope' })).status).toBe(403);
    expect((await api().as('housekeeper1').post('/pms/interventions', { name: 'x', roomTypeId: 972 })).status).toBe(404);
  });
}, { now: () => FIXED });

async function fetchRaw(api: TestApi, path: string): Promise<{ status: number; type: string | null; head: string }> {
  const res = await api.as('admin').get(`/pms${path}`);
  return { status: res.status, type: res.headers.get('content-type'), head: String(res.body).slice(0, 5) };
}
