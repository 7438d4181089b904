import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { insertStay } from './helpers/stay-factory.ts';

// 10:00 UTC on Tuesday 10 March 2026; the hotel runs on UTC here.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

async function seed(api: TestApi): Promise<void> {
  await api.database.exec(`
    update hotels set timezone = 'UTC' where group_id in (1, 2);
    insert into customers (customer_id, group_id, kind, first_name, last_name) values (9501, 1, 'person', 'Leila', 'Amrani');
    insert into room_types (room_type_id, group_id, code, name) values (951, 1, 'HR-DBL', 'Double'), (952, 2, 'HR-DBL', 'Double');
    insert into buildings (building_id, group_id, name) values (951, 1, 'HR Main'), (952, 2, 'HR Other');
    insert into floors (floor_id, group_id, building_id, name, level) values (951, 1, 951, 'HR 1', 1), (952, 1, 951, 'HR 2', 2), (953, 2, 952, 'HR X', 1);
    insert into rooms (room_id, group_id, name, room_type_id, floor_id, housekeeping_status) values
      (951, 1, 'R101', 951, 951, 'DIRTY'), (952, 1, 'R102', 951, 951, 'DIRTY'), (953, 1, 'R103', 951, 951, 'DIRTY'),
      (954, 1, 'R201', 951, 952, 'CLEAN'), (955, 1, 'R202', 951, 952, 'DIRTY'), (956, 2, 'R101', 952, 953, 'DIRTY');
    insert into room_closures (group_id, room_id, from_day, to_day, reason) values (1, 955, '2026-03-09', '2026-03-12', 'Paint');
    insert into equipment (equipment_id, group_id, room_id, type, serial, mark) values (951, 1, 951, 'Hair dryer', 'HD-1', 'Babyliss');
    insert into house_maids (house_maid_id, group_id, name) values (951, 1, 'Fatima'), (952, 1, 'Khadija'), (953, 2, 'Marie');
    insert into maid_assignments (group_id, day, room_id, house_maid_id, kind) values
      (1, '${TODAY}', 951, 951, 'departure'), (1, '${TODAY}', 952, 951, 'stayover'), (1, '${TODAY}', 953, 952, 'departure'),
      (1, '2026-03-09', 952, 952, 'stayover');
  `);
  const stay = (id: number, roomId: number, checkin: string, checkout: string, status: number, guestName: string) =>
    insertStay(api, { id, prefix: 'HR', group: 1, customerId: 9501, roomTypeId: 951, roomId, checkin, checkout, status, guestName, charges: false });
  await stay(9511, 951, '2026-03-08', TODAY, 2, 'Due Out'); // in house, due out today
  await stay(9512, 952, '2026-03-09', '2026-03-13', 2, 'Staying On'); // in house
  await stay(9513, 953, '2026-03-07', TODAY, 3, 'Gone Today'); // checked out this morning
  await stay(9514, 954, TODAY, '2026-03-12', 0, 'Arriving'); // arrives in a clean room
  await stay(9515, 953, TODAY, '2026-03-11', 0, 'Next Guest'); // arrives in the room just vacated
}

const linkOf = async (api: TestApi, roomId: number) => {
  const res = await api.as('admin').get<{ url: string }>(`/pms/rooms/${roomId}/qr`);
  const url = new URL(res.body.url);
  return { path: url.pathname, k: url.searchParams.get('k')! };
};

interface Inspections { day: string; rows: { cleaningId: number; roomName: string; maidName: string | null; cleanedBy: string | null; source: string; result: string | null; inspectedBy: string | null; note: string }[]; counts: Record<string, number> }

describeApi('housekeeping reports: what each maid did, verification, matching, room statistics', (api) => {
  beforeAll(async () => {
    await seed(api());
    // The maid cleans R101 from her phone and finds it empty; reports the hair dryer; a clerk marks R103 clean on Room Status.
    const { path, k } = await linkOf(api(), 951);
    expect((await api().anonymous().post(`/pms${path}/cleaned`, { k, seen: 'VACANT', clientRef: 'hr-phone-0001' })).status).toBe(200);
    expect((await api().anonymous().post(`/pms${path}/interventions`, { k, equipmentId: 951 })).status).toBe(201);
    expect((await api().as('housekeeper1').post('/pms/rooms/status', { roomIds: [953], status: 'CLEAN' })).status).toBe(200);
  });

  it('reports per maid: rooms given, cleaned (QR page and Room Status), equipment reported, at what time', async () => {
    const res = await api().as('housekeeper1').get('/pms/housekeeping/report');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ from: TODAY, to: TODAY });
    // (The equipment report is stamped by the database clock, not the test's: order by kind.)
    expect(res.body.activity).toHaveLength(3);
    expect(res.body.activity).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'CLEANED', roomName: 'R101', maidName: 'Fatima', source: 'qr', recordedBy: null, time: '10:00' }),
      expect.objectContaining({ kind: 'EQUIPMENT', roomName: 'R101', maidName: 'Fatima', source: 'qr', detail: 'Hair dryer' }),
      expect.objectContaining({ kind: 'CLEANED', roomName: 'R103', maidName: 'Khadija', source: 'desk', recordedBy: 'Housekeeper One', time: '10:00' }),
    ]));
    const fatima = res.body.perMaid.find((m: { maidName: string }) => m.maidName === 'Fatima');
    expect(fatima).toMatchObject({ assigned: 2, departures: 1, assignedCleaned: 1, cleaned: 1, equipment: 1, inspected: 0 });
    expect(res.body.totals).toMatchObject({ assigned: 3, cleaned: 2, equipment: 1 });
    expect(res.body.assignments.find((a: { roomName: string }) => a.roomName === 'R101').cleanedAt).toBe('10:00');
    // Filters: one maid, one floor, a period.
    const khadija = await api().as('housekeeper1').get('/pms/housekeeping/report', { maid: 952, from: '2026-03-09', to: TODAY });
    expect(khadija.body.assignments.map((a: { day: string; roomName: string }) => `${a.day} ${a.roomName}`)).toEqual(['2026-03-09 R102', `${TODAY} R103`]);
    expect(khadija.body.activity.map((a: { roomName: string }) => a.roomName)).toEqual(['R103']);
    expect((await api().as('housekeeper1').get('/pms/housekeeping/report', { floor: 952 })).body.activity).toEqual([]);
  });

  it('refuses bad filters, another hotel\'s maid or floor, and callers outside housekeeping', async () => {
    const hk = api().as('housekeeper1');
    for (const [q, field] of [[{ from: '2026-02-30' }, 'from'], [{ from: TODAY, to: '2026-03-01' }, 'to'], [{ from: '2026-01-01', to: '2026-12-31' }, 'to'], [{ maid: 'x' }, 'maid'], [{ floor: '1e3' }, 'floor']] as const) {
      const res = await hk.get('/pms/housekeeping/report', q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await hk.get('/pms/housekeeping/report', { maid: 953 })).status).toBe(404);
    expect((await hk.get('/pms/housekeeping/report', { floor: 953 })).status).toBe(404);
    expect((await api().as('clerk1').get('/pms/housekeeping/report')).status).toBe(403);
    expect((await api().as('clerk1').post('/pms/housekeeping/inspections', { cleaningIds: [1], result: 'INSPECTED' })).status).toBe(403);
    expect((await api().anonymous().get('/pms/housekeeping/inspections')).status).toBe(401);
  });

  it('verifies the day\'s cleanings: inspected, or rejected with a note and dirty again, each audited', async () => {
    const hk = api().as('housekeeper1');
    const list = await hk.get<Inspections>('/pms/housekeeping/inspections');
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r) => [r.roomName, r.maidName, r.cleanedBy, r.source])).toEqual([['R101', 'Fatima', null, 'qr'], ['R103', 'Khadija', 'Housekeeper One', 'desk']]);
    expect(list.body.counts).toEqual({ cleaned: 2, pending: 2, inspected: 0, rejected: 0 });
    const [r101, r103] = list.body.rows;
    // A rejection needs a note.
    const noNote = await hk.post('/pms/housekeeping/inspections', { cleaningIds: [r103!.cleaningId], result: 'REJECTED' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.field).toBe('note');
    expect((await hk.post('/pms/housekeeping/inspections', { cleaningIds: [r101!.cleaningId], result: 'INSPECTED' })).body).toEqual({ result: 'INSPECTED', count: 1 });
    expect((await hk.post('/pms/housekeeping/inspections', { cleaningIds: [r103!.cleaningId], result: 'REJECTED', note: 'Bathroom not done' })).body).toEqual({ result: 'REJECTED', count: 1 });
    const rooms = await api().database.query<{ room_id: number; housekeeping_status: string }>(`select room_id, housekeeping_status from rooms where room_id in (951, 953) order by room_id`);
    expect(rooms.map((r) => r.housekeeping_status)).toEqual(['INSPECTED', 'DIRTY']);
    const audit = await api().database.query<{ type_id: number; item_id: number; message: string }>(`select type_id, item_id, message from audit_events where item_id in (951, 953) and detail like 'INSPECTED%' or detail like 'REJECTED%' order by audit_event_id`);
    expect(audit.map((a) => [a.type_id, a.item_id])).toEqual([[23, 951], [24, 953]]);
    expect(audit[1]!.message).toContain('Bathroom not done');
    // Nothing left to inspect; the whole day shows who inspected.
    expect((await hk.get<Inspections>('/pms/housekeeping/inspections')).body.rows).toEqual([]);
    const all = await hk.get<Inspections>('/pms/housekeeping/inspections', { show: 'all' });
    expect(all.body.rows.map((r) => [r.roomName, r.result, r.inspectedBy, r.note])).toEqual([['R101', 'INSPECTED', 'Housekeeper One', ''], ['R103', 'REJECTED', 'Housekeeper One', 'Bathroom not done']]);
    expect(all.body.counts).toEqual({ cleaned: 2, pending: 0, inspected: 1, rejected: 1 });
    // A second verdict is refused, naming the room; nothing changes.
    const again = await hk.post('/pms/housekeeping/inspections', { cleaningIds: [r101!.cleaningId, r103!.cleaningId], result: 'INSPECTED' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('R101');
    // The report counts the verdicts for the maids.
    const report = await hk.get('/pms/housekeeping/report');
    expect(report.body.totals).toMatchObject({ inspected: 1, rejected: 1 });
  });

  it('refuses another hotel\'s cleanings and bad verification bodies, recording nothing', async () => {
    const [other] = await api().database.query<{ id: number }>(`insert into room_cleanings (group_id, room_id, day, source) values (2, 956, '${TODAY}', 'desk') returning cleaning_id as id`);
    const before = await api().database.query<{ n: number }>(`select count(*)::int as n from room_inspections`);
    const hk = api().as('housekeeper1');
    const res = await hk.post('/pms/housekeeping/inspections', { cleaningIds: [other!.id], result: 'INSPECTED' });
    expect(res.status).toBe(404);
    expect(res.body.message).toContain(String(other!.id));
    for (const [body, field] of [
      [{ cleaningIds: [], result: 'INSPECTED' }, 'cleaningIds'], [{ cleaningIds: ['1'], result: 'INSPECTED' }, 'cleaningIds.0'], [{ cleaningIds: [1], result: 'CLEAN' }, 'result'],
      [{ cleaningIds: [1], result: 'REJECTED', note: 'x'.repeat(501) }, 'note'], [{ cleaningIds: [1], result: 'REJECTED', note: '   ' }, 'note'],
    ] as const) {
      const bad = await hk.post('/pms/housekeeping/inspections', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.field).toBe(field);
    }
    expect((await hk.get('/pms/housekeeping/inspections', { show: 'some' })).body.field).toBe('show');
    expect((await hk.get('/pms/housekeeping/inspections', { floor: 953 })).status).toBe(404);
    expect(await api().database.query<{ n: number }>(`select count(*)::int as n from room_inspections`)).toEqual(before);
  });

  it('matches housekeeping\'s occupancy with the front desk: sleepers and skippers with their stays', async () => {
    const hk = api().as('housekeeper1');
    // R101 was found vacant from the phone while the desk still has 'Due Out' in house: a sleeper.
    const first = await hk.get('/pms/housekeeping/matching');
    expect(first.status).toBe(200);
    expect(first.body.rows).toEqual([expect.objectContaining({ roomName: 'R101', desk: 'OCCUPIED', seen: 'VACANT', mismatch: 'SLEEPER', seenBy: null, stay: expect.objectContaining({ guestName: 'Due Out', status: 2 }) })]);
    // Housekeeping finds R103 occupied (the guest checked out this morning is still there) and R102 occupied.
    expect((await hk.post('/pms/housekeeping/occupancy', { roomIds: [953, 952], seen: 'OCCUPIED' })).body).toEqual({ recorded: 2, seen: 'OCCUPIED' });
    const res = await hk.get('/pms/housekeeping/matching');
    expect(res.body.rows.map((r: { roomName: string; mismatch: string }) => [r.roomName, r.mismatch])).toEqual([['R101', 'SLEEPER'], ['R103', 'SKIPPER']]);
    const r103 = res.body.rows[1];
    expect(r103).toMatchObject({ desk: 'VACANT', seen: 'OCCUPIED', seenBy: 'Housekeeper One', seenAt: '10:00', stay: { guestName: 'Gone Today', status: 3, checkout: TODAY } });
    expect(res.body.counts).toEqual({ rooms: 5, checked: 3, unchecked: 2, SLEEPER: 1, SKIPPER: 1 });
    // The last word counts: R103 found vacant after all.
    await hk.post('/pms/housekeeping/occupancy', { roomIds: [953], seen: 'VACANT' });
    const all = await hk.get('/pms/housekeeping/matching', { show: 'all', floor: 951 });
    expect(all.body.rows.map((r: { roomName: string; seen: string | null; mismatch: string | null }) => [r.roomName, r.seen, r.mismatch])).toEqual([['R101', 'VACANT', 'SLEEPER'], ['R102', 'OCCUPIED', null], ['R103', 'VACANT', null]]);
    const audit = await api().database.query<{ n: number }>(`select count(*)::int as n from audit_events where type_id = 40 and item_id in (952, 953)`);
    expect(audit[0]!.n).toBe(3);
    // Bad bodies and other hotels' rooms.
    const other = await hk.post('/pms/housekeeping/occupancy', { roomIds: [951, 956], seen: 'VACANT' });
    expect(other.status).toBe(404);
    expect(other.body.message).toContain('956');
    expect((await hk.post('/pms/housekeeping/occupancy', { roomIds: [951], seen: 'EMPTY' })).body.field).toBe('seen');
    expect((await hk.post('/pms/housekeeping/occupancy', { roomIds: [951.5], seen: 'VACANT' })).body.field).toBe('roomIds.0');
    expect((await api().as('clerk1').post('/pms/housekeeping/occupancy', { roomIds: [951], seen: 'VACANT' })).status).toBe(403);
    expect((await api().as('clerk1').get('/pms/housekeeping/matching')).status).toBe(200);
  });

  it('gives the room statistics: today by state, the week day by day, arrival rooms ready', async () => {
    const clerk = api().as('clerk1');
    const stats = await clerk.get('/pms/rooms/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ day: TODAY, total: 5, housekeeping: { CLEAN: 1, DIRTY: 2, INSPECTED: 1, OUT_OF_ORDER: 1 }, cleaned: 2, inspected: 1, rejected: 1, pendingInspection: 0, openInterventions: 1 });
    const week = await clerk.post('/pms/rooms/weeklyStats', { date: TODAY });
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ from: '2026-03-09', to: '2026-03-15', rooms: 5 });
    expect(week.body.days).toHaveLength(7);
    expect(week.body.days[1]).toEqual({ day: TODAY, dirty: 3, cleaned: 2, inspected: 1, rejected: 1, outOfOrder: 1, departures: 2, arrivals: 2 });
    expect((await clerk.get('/pms/rooms/weeklyStats', { date: '2026-03-15' })).body.from).toBe('2026-03-09');
    expect((await clerk.post('/pms/rooms/weeklyStats', { date: '10/03/2026' })).body.field).toBe('date');
    // Arrivals: R201 clean and empty (ready); R103 dirty again after the rejection (not ready).
    const ind = await clerk.post('/pms/rooms/indicator', {});
    expect(ind.status).toBe(200);
    expect(ind.body).toMatchObject({ day: TODAY, arrivals: 2, withRoom: 2, ready: 1, readyBp: 5000, notReady: [{ roomName: 'R103', status: 'DIRTY', guestName: 'Next Guest', occupied: false }] });
    expect((await clerk.get('/pms/rooms/indicator')).body).toEqual(ind.body);
    expect((await api().as('clerk2').get('/pms/rooms/stats')).body.total).toBe(1);
    expect((await clerk.get('/pms/rooms/stats', { group: 2 })).status).toBe(403);
  });
}, { now: () => FIXED });
