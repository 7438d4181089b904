import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import {
  aBuilding,
  aHouseMaid,
  aMaidAssignment,
  anEquipment,
  aPerson,
  aRoom,
  aRoomCleaning,
  aRoomClosure,
  aRoomType,
  aStay,
  FIXTURE,
  RESERVATION_STATUS,
  type HouseMaidHandle,
  type RoomHandle,
} from './helpers/builders/index.ts';

// 10:00 UTC on Tuesday 10 March 2026; the hotel runs on UTC here.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

/** The hotel's rooms, floors, maids and the hair dryer of R101, by name. */
const hr = {} as {
  r101: RoomHandle;
  r102: RoomHandle;
  r103: RoomHandle;
  paris101: RoomHandle;
  floor1: number;
  floor2: number;
  parisFloor: number;
  khadija: HouseMaidHandle;
  marie: HouseMaidHandle;
  dryer: { equipmentId: number };
};

async function seed(api: TestApi): Promise<void> {
  await api.database.exec(`update hotels set timezone = 'UTC' where group_id in (1, 2)`);
  const leila = await aPerson(api).named('Leila', 'Amrani').create();
  const double = await aRoomType(api).coded('HR-DBL', 'Double').create();
  const parisDouble = await aRoomType(api).forHotel(FIXTURE.hotel2).coded('HR-DBL', 'Double').create();
  const main = await aBuilding(api, {
    name: 'HR Main',
    floors: [
      ['HR 1', 1],
      ['HR 2', 2],
    ],
  });
  const other = await aBuilding(api, { groupId: FIXTURE.hotel2, name: 'HR Other', floors: [['HR X', 1]] });
  const [floor1, floor2, parisFloor] = [main.floors[0]!, main.floors[1]!, other.floors[0]!];
  Object.assign(hr, { floor1: floor1.floorId, floor2: floor2.floorId, parisFloor: parisFloor.floorId });
  hr.r101 = await aRoom(api).ofType(double).named('R101').onFloor(floor1).dirty().create();
  hr.r102 = await aRoom(api).ofType(double).named('R102').onFloor(floor1).dirty().create();
  hr.r103 = await aRoom(api).ofType(double).named('R103').onFloor(floor1).dirty().create();
  const r201 = await aRoom(api).ofType(double).named('R201').onFloor(floor2).clean().create();
  const r202 = await aRoom(api).ofType(double).named('R202').onFloor(floor2).dirty().create();
  hr.paris101 = await aRoom(api).ofType(parisDouble).named('R101').onFloor(parisFloor).dirty().create();
  await aRoomClosure(api, r202, { from: '2026-03-09', to: '2026-03-12', reason: 'Paint' });
  hr.dryer = await anEquipment(api, hr.r101, { type: 'Hair dryer', serial: 'HD-1', mark: 'Babyliss' });
  const fatima = await aHouseMaid(api, { name: 'Fatima' });
  hr.khadija = await aHouseMaid(api, { name: 'Khadija' });
  hr.marie = await aHouseMaid(api, { groupId: FIXTURE.hotel2, name: 'Marie' });
  await aMaidAssignment(api, hr.r101, fatima, { day: TODAY, kind: 'departure' });
  await aMaidAssignment(api, hr.r102, fatima, { day: TODAY, kind: 'stayover' });
  await aMaidAssignment(api, hr.r103, hr.khadija, { day: TODAY, kind: 'departure' });
  await aMaidAssignment(api, hr.r102, hr.khadija, { day: '2026-03-09', kind: 'stayover' });
  const stay = (room: RoomHandle, checkin: string, checkout: string, guest: string) =>
    aStay(api).numbered('HR').forCustomer(leila).inRoom(room).dates(checkin, checkout).guest(guest).withoutCharges();
  await stay(hr.r101, '2026-03-08', TODAY, 'Due Out').inHouse().create(); // in house, due out today
  await stay(hr.r102, '2026-03-09', '2026-03-13', 'Staying On').inHouse().create(); // in house
  await stay(hr.r103, '2026-03-07', TODAY, 'Gone Today').checkedOut().create(); // checked out this morning
  await stay(r201, TODAY, '2026-03-12', 'Arriving').create(); // arrives in a clean room
  await stay(hr.r103, TODAY, '2026-03-11', 'Next Guest').create(); // arrives in the room just vacated
}

const linkOf = async (api: TestApi, roomId: number) => {
  const res = await api.as('admin').get<{ url: string }>(`/pms/rooms/${roomId}/qr`);
  const url = new URL(res.body.url);
  return { path: url.pathname, k: url.searchParams.get('k')! };
};

interface Inspections {
  day: string;
  rows: {
    cleaningId: number;
    roomName: string;
    maidName: string | null;
    cleanedBy: string | null;
    source: string;
    result: string | null;
    inspectedBy: string | null;
    note: string;
  }[];
  counts: Record<string, number>;
}

describeApi(
  'housekeeping reports: what each maid did, verification, matching, room statistics',
  (api) => {
    beforeAll(async () => {
      await seed(api());
      // The maid cleans R101 from her phone and finds it empty; reports the hair dryer; a clerk marks R103 clean on Room Status.
      const { path, k } = await linkOf(api(), hr.r101.roomId);
      expect((await api().anonymous().post(`/pms${path}/cleaned`, { k, seen: 'VACANT', clientRef: 'hr-phone-0001' })).status).toBe(200);
      expect((await api().anonymous().post(`/pms${path}/interventions`, { k, equipmentId: hr.dryer.equipmentId })).status).toBe(201);
      expect(
        (
          await api()
            .as('housekeeper1')
            .post('/pms/rooms/status', { roomIds: [hr.r103.roomId], status: 'CLEAN' })
        ).status,
      ).toBe(200);
    });

    it('reports per maid: rooms given, cleaned (QR page and Room Status), equipment reported, at what time', async () => {
      const res = await api().as('housekeeper1').get('/pms/housekeeping/report');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ from: TODAY, to: TODAY });
      // (The equipment report is stamped by the database clock, not the test's: order by kind.)
      expect(res.body.activity).toHaveLength(3);
      expect(res.body.activity).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'CLEANED', roomName: 'R101', maidName: 'Fatima', source: 'qr', recordedBy: null, time: '10:00' }),
          expect.objectContaining({ kind: 'EQUIPMENT', roomName: 'R101', maidName: 'Fatima', source: 'qr', detail: 'Hair dryer' }),
          expect.objectContaining({ kind: 'CLEANED', roomName: 'R103', maidName: 'Khadija', source: 'desk', recordedBy: 'Housekeeper One', time: '10:00' }),
        ]),
      );
      const fatima = res.body.perMaid.find((m: { maidName: string }) => m.maidName === 'Fatima');
      expect(fatima).toMatchObject({ assigned: 2, departures: 1, assignedCleaned: 1, cleaned: 1, equipment: 1, inspected: 0 });
      expect(res.body.totals).toMatchObject({ assigned: 3, cleaned: 2, equipment: 1 });
      expect(res.body.assignments.find((a: { roomName: string }) => a.roomName === 'R101').cleanedAt).toBe('10:00');
      // Filters: one maid, one floor, a period.
      const khadija = await api().as('housekeeper1').get('/pms/housekeeping/report', { maid: hr.khadija.houseMaidId, from: '2026-03-09', to: TODAY });
      expect(khadija.body.assignments.map((a: { day: string; roomName: string }) => `${a.day} ${a.roomName}`)).toEqual(['2026-03-09 R102', `${TODAY} R103`]);
      expect(khadija.body.activity.map((a: { roomName: string }) => a.roomName)).toEqual(['R103']);
      expect((await api().as('housekeeper1').get('/pms/housekeeping/report', { floor: hr.floor2 })).body.activity).toEqual([]);
    });

    it("refuses bad filters, another hotel's maid or floor, and callers outside housekeeping", async () => {
      const hk = api().as('housekeeper1');
      for (const [q, field] of [
        [{ from: '2026-02-30' }, 'from'],
        [{ from: TODAY, to: '2026-03-01' }, 'to'],
        [{ from: '2026-01-01', to: '2026-12-31' }, 'to'],
        [{ maid: 'x' }, 'maid'],
        [{ floor: '1e3' }, 'floor'],
      ] as const) {
        const res = await hk.get('/pms/housekeeping/report', q);
        expect(res.status, JSON.stringify(q)).toBe(400);
        expect(res.body.field).toBe(field);
      }
      expect((await hk.get('/pms/housekeeping/report', { maid: hr.marie.houseMaidId })).status).toBe(404);
      expect((await hk.get('/pms/housekeeping/report', { floor: hr.parisFloor })).status).toBe(404);
      expect((await api().as('clerk1').get('/pms/housekeeping/report')).status).toBe(403);
      expect(
        (
          await api()
            .as('clerk1')
            .post('/pms/housekeeping/inspections', { cleaningIds: [1], result: 'INSPECTED' })
        ).status,
      ).toBe(403);
      expect((await api().anonymous().get('/pms/housekeeping/inspections')).status).toBe(401);
    });

    it("verifies the day's cleanings: inspected, or rejected with a note and dirty again, each audited", async () => {
      const hk = api().as('housekeeper1');
      const list = await hk.get<Inspections>('/pms/housekeeping/inspections');
      expect(list.status).toBe(200);
      expect(list.body.rows.map((r) => [r.roomName, r.maidName, r.cleanedBy, r.source])).toEqual([
        ['R101', 'Fatima', null, 'qr'],
        ['R103', 'Khadija', 'Housekeeper One', 'desk'],
      ]);
      expect(list.body.counts).toEqual({ cleaned: 2, pending: 2, inspected: 0, rejected: 0 });
      const [r101, r103] = list.body.rows;
      // A rejection needs a note.
      const noNote = await hk.post('/pms/housekeeping/inspections', { cleaningIds: [r103!.cleaningId], result: 'REJECTED' });
      expect(noNote.status).toBe(400);
      expect(noNote.body.field).toBe('note');
      expect((await hk.post('/pms/housekeeping/inspections', { cleaningIds: [r101!.cleaningId], result: 'INSPECTED' })).body).toEqual({
        result: 'INSPECTED',
        count: 1,
      });
      expect((await hk.post('/pms/housekeeping/inspections', { cleaningIds: [r103!.cleaningId], result: 'REJECTED', note: 'Bathroom not done' })).body).toEqual(
        { result: 'REJECTED', count: 1 },
      );
      const rooms = await api().database.query<{ room_id: number; housekeeping_status: string }>(
        `select room_id, housekeeping_status from rooms where room_id = any($1::int[]) order by array_position($1::int[], room_id)`,
        [[hr.r101.roomId, hr.r103.roomId]],
      );
      expect(rooms.map((r) => r.housekeeping_status)).toEqual(['INSPECTED', 'DIRTY']);
      const audit = await api().database.query<{ type_id: number; item_id: number; message: string }>(
        `select type_id, item_id, message from audit_events where item_id = any($1::int[]) and (detail_params->>'status' = 'audit.word.room.INSPECTED' or detail_key = 'audit.detail.room.rejected') order by audit_event_id`,
        [[hr.r101.roomId, hr.r103.roomId]],
      );
      expect(audit.map((a) => [a.type_id, a.item_id])).toEqual([
        [23, hr.r101.roomId],
        [24, hr.r103.roomId],
      ]);
      expect(audit[1]!.message).toContain('Bathroom not done');
      // Nothing left to inspect; the whole day shows who inspected.
      expect((await hk.get<Inspections>('/pms/housekeeping/inspections')).body.rows).toEqual([]);
      const all = await hk.get<Inspections>('/pms/housekeeping/inspections', { show: 'all' });
      expect(all.body.rows.map((r) => [r.roomName, r.result, r.inspectedBy, r.note])).toEqual([
        ['R101', 'INSPECTED', 'Housekeeper One', ''],
        ['R103', 'REJECTED', 'Housekeeper One', 'Bathroom not done'],
      ]);
      expect(all.body.counts).toEqual({ cleaned: 2, pending: 0, inspected: 1, rejected: 1 });
      // A second verdict is refused, naming the room; nothing changes.
      const again = await hk.post('/pms/housekeeping/inspections', { cleaningIds: [r101!.cleaningId, r103!.cleaningId], result: 'INSPECTED' });
      expect(again.status).toBe(409);
      expect(again.body.message).toContain('R101');
      // The report counts the verdicts for the maids.
      const report = await hk.get('/pms/housekeeping/report');
      expect(report.body.totals).toMatchObject({ inspected: 1, rejected: 1 });
    });

    it("refuses another hotel's cleanings and bad verification bodies, recording nothing", async () => {
      const other = { id: (await aRoomCleaning(api(), hr.paris101, { day: TODAY, source: 'desk' })).cleaningId };
      const before = await api().database.query<{ n: number }>(`select count(*)::int as n from room_inspections`);
      const hk = api().as('housekeeper1');
      const res = await hk.post('/pms/housekeeping/inspections', { cleaningIds: [other!.id], result: 'INSPECTED' });
      expect(res.status).toBe(404);
      expect(res.body.message).toContain(String(other!.id));
      for (const [body, field] of [
        [{ cleaningIds: [], result: 'INSPECTED' }, 'cleaningIds'],
        [{ cleaningIds: ['1'], result: 'INSPECTED' }, 'cleaningIds.0'],
        [{ cleaningIds: [1], result: 'CLEAN' }, 'result'],
        [{ cleaningIds: [1], result: 'REJECTED', note: 'x'.repeat(501) }, 'note'],
        [{ cleaningIds: [1], result: 'REJECTED', note: '   ' }, 'note'],
      ] as const) {
        const bad = await hk.post('/pms/housekeeping/inspections', body);
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect(bad.body.field).toBe(field);
      }
      expect((await hk.get('/pms/housekeeping/inspections', { show: 'some' })).body.field).toBe('show');
      expect((await hk.get('/pms/housekeeping/inspections', { floor: hr.parisFloor })).status).toBe(404);
      expect(await api().database.query<{ n: number }>(`select count(*)::int as n from room_inspections`)).toEqual(before);
    });

    it("matches housekeeping's occupancy with the front desk: sleepers and skippers with their stays", async () => {
      const hk = api().as('housekeeper1');
      // R101 was found vacant from the phone while the desk still has 'Due Out' in house: a sleeper.
      const first = await hk.get('/pms/housekeeping/matching');
      expect(first.status).toBe(200);
      expect(first.body.rows).toEqual([
        expect.objectContaining({
          roomName: 'R101',
          desk: 'OCCUPIED',
          seen: 'VACANT',
          mismatch: 'SLEEPER',
          seenBy: null,
          stay: expect.objectContaining({ guestName: 'Due Out', status: RESERVATION_STATUS.IN_HOUSE }),
        }),
      ]);
      // Housekeeping finds R103 occupied (the guest checked out this morning is still there) and R102 occupied.
      expect((await hk.post('/pms/housekeeping/occupancy', { roomIds: [hr.r103.roomId, hr.r102.roomId], seen: 'OCCUPIED' })).body).toEqual({
        recorded: 2,
        seen: 'OCCUPIED',
      });
      const res = await hk.get('/pms/housekeeping/matching');
      expect(res.body.rows.map((r: { roomName: string; mismatch: string }) => [r.roomName, r.mismatch])).toEqual([
        ['R101', 'SLEEPER'],
        ['R103', 'SKIPPER'],
      ]);
      const r103 = res.body.rows[1];
      expect(r103).toMatchObject({
        desk: 'VACANT',
        seen: 'OCCUPIED',
        seenBy: 'Housekeeper One',
        seenAt: '10:00',
        stay: { guestName: 'Gone Today', status: RESERVATION_STATUS.DEPARTED, checkout: TODAY },
      });
      expect(res.body.counts).toEqual({ rooms: 5, checked: 3, unchecked: 2, SLEEPER: 1, SKIPPER: 1 });
      // The last word counts: R103 found vacant after all.
      await hk.post('/pms/housekeeping/occupancy', { roomIds: [hr.r103.roomId], seen: 'VACANT' });
      const all = await hk.get('/pms/housekeeping/matching', { show: 'all', floor: hr.floor1 });
      expect(all.body.rows.map((r: { roomName: string; seen: string | null; mismatch: string | null }) => [r.roomName, r.seen, r.mismatch])).toEqual([
        ['R101', 'VACANT', 'SLEEPER'],
        ['R102', 'OCCUPIED', null],
        ['R103', 'VACANT', null],
      ]);
      const audit = await api().database.query<{ n: number }>(`select count(*)::int as n from audit_events where type_id = 40 and item_id = any($1::int[])`, [
        [hr.r102.roomId, hr.r103.roomId],
      ]);
      expect(audit[0]!.n).toBe(3);
      // Bad bodies and other hotels' rooms.
      const other = await hk.post('/pms/housekeeping/occupancy', { roomIds: [hr.r101.roomId, hr.paris101.roomId], seen: 'VACANT' });
      expect(other.status).toBe(404);
      expect(other.body.message).toContain(String(hr.paris101.roomId));
      expect((await hk.post('/pms/housekeeping/occupancy', { roomIds: [hr.r101.roomId], seen: 'EMPTY' })).body.field).toBe('seen');
      expect((await hk.post('/pms/housekeeping/occupancy', { roomIds: [951.5], seen: 'VACANT' })).body.field).toBe('roomIds.0');
      expect(
        (
          await api()
            .as('clerk1')
            .post('/pms/housekeeping/occupancy', { roomIds: [hr.r101.roomId], seen: 'VACANT' })
        ).status,
      ).toBe(403);
      expect((await api().as('clerk1').get('/pms/housekeeping/matching')).status).toBe(200);
    });

    it('gives the room statistics: today by state, the week day by day, arrival rooms ready', async () => {
      const clerk = api().as('clerk1');
      const stats = await clerk.get('/pms/rooms/stats');
      expect(stats.status).toBe(200);
      expect(stats.body).toMatchObject({
        day: TODAY,
        total: 5,
        housekeeping: { CLEAN: 1, DIRTY: 2, INSPECTED: 1, OUT_OF_ORDER: 1 },
        cleaned: 2,
        inspected: 1,
        rejected: 1,
        pendingInspection: 0,
        openInterventions: 1,
      });
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
      expect(ind.body).toMatchObject({
        day: TODAY,
        arrivals: 2,
        withRoom: 2,
        ready: 1,
        readyBp: 5000,
        notReady: [{ roomName: 'R103', status: 'DIRTY', guestName: 'Next Guest', occupied: false }],
      });
      expect((await clerk.get('/pms/rooms/indicator')).body).toEqual(ind.body);
      expect((await api().as('clerk2').get('/pms/rooms/stats')).body.total).toBe(1);
      expect((await clerk.get('/pms/rooms/stats', { group: 2 })).status).toBe(403);
    });
  },
  { now: () => FIXED },
);
