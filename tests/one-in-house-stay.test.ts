import fs from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, RESERVATION_STATUS, type DeskHotel, type RoomHandle, type StayHandle } from './helpers/builders/index.ts';
import { sql } from 'drizzle-orm';
import { guardOneInHouse } from '../src/backend/modules/front-desk/room-occupant.ts';

// Issue 32, defect 7: one in-house stay per room. The hotel's day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';
const INDEX = 'reservations_one_in_house_per_room';
const passport = (desk: DeskHotel) => ({
  firstName: 'Nadia',
  lastName: 'Alaoui',
  nationality: 'ma',
  birthDate: '1990-02-01',
  docTypeId: desk.passport.docTypeId,
  docNumber: 'CD765432',
  isPrimary: true,
});

interface Occupant {
  number: string;
  guestName: string;
  checkout: string;
}
interface Row {
  id: number;
  roomName: string | null;
  roomStatus: string | null;
  roomOccupant?: Occupant | null;
}

// The desk hotel's stays are written without room-night charges here: the rule is about rooms, not folios.

/** The stays in house in a room, by reservation id. */
const inHouseIn = async (api: TestApi, room: RoomHandle) =>
  (
    await api.database.query<{ id: number }>(`select reservation_id id from reservations where room_id = $1 and status = $2 order by reservation_id`, [
      room.roomId,
      RESERVATION_STATUS.IN_HOUSE,
    ])
  ).map((r) => r.id);

/** The database's refusal of a statement (or of a write around the endpoints), as its SQLSTATE and message. */
async function refusal(api: TestApi, write: string | (() => Promise<unknown>)): Promise<string> {
  try {
    await (typeof write === 'string' ? api.database.exec(write) : write());
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string; message?: string }; message: string };
    return `${e.code ?? e.cause?.code} ${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}

describeApi(
  'one in-house stay per room (issue 32, defect 7)',
  (api) => {
    const clerk = () => api().as('clerk1');
    // Room 101: a guest due out today still in house, and today's arrival assigned to it.
    let desk: DeskHotel;
    let dueOut: StayHandle;
    let arrival: StayHandle;
    let mover: StayHandle;
    let lateLeaver: StayHandle;
    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'OIH', room104: 'CLEAN' });
      dueOut = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', TODAY).inHouse('2026-03-08T15:00:00Z').guest('Due Out').withoutCharges().create();
      arrival = await desk.stay().inRoom(desk.rooms.r101).dates(TODAY, '2026-03-12').guest('Next Guest').withoutCharges().create();
      // Room 104: a guest whose departure day passed, still in house; room 201: a guest who arrived today.
      lateLeaver = await desk
        .stay()
        .inRoom(desk.rooms.r104)
        .dates('2026-03-07', '2026-03-09')
        .inHouse('2026-03-07T15:00:00Z')
        .guest('Late Leaver')
        .withoutCharges()
        .create();
      mover = await desk.stay().inRoom(desk.rooms.r201).dates(TODAY, '2026-03-11').inHouse('2026-03-10T08:00:00Z').guest('Mover').withoutCharges().create();
    });

    it('the check-in lists say room 101 is occupied by the guest due out, as Room Status does, not clean', async () => {
      const arrivals = await clerk().get<{ rows: Row[] }>('/pms/front-desk/arrivals');
      expect(arrivals.status).toBe(200);
      const row = arrivals.body.rows.find((r) => r.id === arrival.reservationId)!;
      expect(row).toMatchObject({ roomName: '101', roomStatus: 'CLEAN', roomOccupant: { number: dueOut.number, guestName: 'Due Out', checkout: TODAY } });
      const toCheckIn = await clerk().get<{ rows: Row[] }>('/pms/orders/toCheckIn');
      expect(toCheckIn.body.rows.find((r) => r.id === arrival.reservationId)?.roomOccupant).toEqual({
        number: dueOut.number,
        guestName: 'Due Out',
        checkout: TODAY,
      });

      const status = await clerk().get<{ rooms: { name: string; deskState: string; guestName: string | null }[] }>('/pms/rooms/status');
      expect(status.body.rooms.find((r) => r.name === '101')).toMatchObject({ deskState: 'DEPARTING', guestName: 'Due Out' });

      expect((await clerk().get(`/pms/checkins/room/${desk.rooms.r101.roomId}/CLEAN/EMPTY`)).body).toMatchObject({ name: '101', clean: true, empty: false });
      expect((await clerk().get(`/pms/checkins/room/${desk.rooms.r104.roomId}/CLEAN/EMPTY`)).body).toMatchObject({ name: '104', clean: true, empty: false });
      expect((await clerk().get(`/pms/checkins/room/${desk.rooms.r102.roomId}/CLEAN/EMPTY`)).body).toMatchObject({ name: '102', clean: true, empty: true });
      const clean = await clerk().get<{ name: string }[]>('/pms/checkins/roomsr/CLEAN', { startService: TODAY, endService: '2026-03-11' });
      expect(clean.body.map((r) => r.name)).toEqual(['102']);
      // A later stay finds room 104 vacated by then: the guest in it does not hide it from next week's sale.
      const later = await clerk().get<{ name: string }[]>('/pms/checkins/roomsr/CLEAN', { startService: '2026-03-20', endService: '2026-03-21' });
      expect(later.body.map((r) => r.name)).toEqual(['101', '102', '104', '201']);
    });

    it('refuses the check-in into room 101 while its guest is in house with a 409 naming them, changing nothing', async () => {
      const before = await api().database.query(
        `select r.*, (select count(*) from audit_events)::int audits, (select count(*) from reservation_guests)::int guests from reservations r where reservation_id = $1`,
        [arrival.reservationId],
      );
      const res = await clerk().post(`/pms/reservations/${arrival.reservationId}/checkin`, { guests: [passport(desk)] });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        error: 'conflict',
        code: 'errors.stay.roomOccupied',
        params: { room: '101', number: dueOut.number, guest: 'Due Out', checkout: { day: TODAY } },
      });
      expect(res.body.message).toBe(
        `Room 101 still holds reservation ${dueOut.number} (Due Out), due out ${TODAY}: check that stay out first, or choose another room.`,
      );
      expect(
        await api().database.query(
          `select r.*, (select count(*) from audit_events)::int audits, (select count(*) from reservation_guests)::int guests from reservations r where reservation_id = $1`,
          [arrival.reservationId],
        ),
      ).toEqual(before);
      expect(await inHouseIn(api(), desk.rooms.r101)).toEqual([dueOut.reservationId]);
    });

    it('refuses moving an in-house guest into a room whose guest has overstayed, though their nights do not overlap', async () => {
      const res = await clerk().post(`/pms/reservations/${mover.reservationId}/move`, { roomId: desk.rooms.r104.roomId, upgrade: true });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'errors.stay.roomOccupied', params: { room: '104', number: lateLeaver.number, checkout: { day: '2026-03-09' } } });
      expect(await inHouseIn(api(), desk.rooms.r104)).toEqual([lateLeaver.reservationId]);
      expect(await inHouseIn(api(), desk.rooms.r201)).toEqual([mover.reservationId]);
      // The free rooms the check-in dialog offers leave out a room a guest is still in.
      const stray = await desk.stay().dates(TODAY, '2026-03-11').guest('No Room Yet').withoutCharges().create();
      const free = await clerk().get<{ rooms: { name: string }[] }>(`/pms/reservations/${stray.reservationId}/free-rooms`, { types: 'all' });
      expect(free.body.rooms.map((r) => r.name)).toEqual(['102']);
      await clerk().post(`/pms/reservations/${stray.reservationId}/cancel`, { reason: 'Guest changed plans' });
    });

    it('checks the arrival in once the guest due out has checked out and the room is cleaned', async () => {
      expect((await clerk().post(`/pms/reservations/${dueOut.reservationId}/checkout`)).status).toBe(200);
      const after = await clerk().get<{ rows: Row[] }>('/pms/front-desk/arrivals');
      expect(after.body.rows.find((r) => r.id === arrival.reservationId)).toMatchObject({ roomStatus: 'DIRTY', roomOccupant: null });
      expect(
        (
          await api()
            .as('housekeeper1')
            .post('/pms/rooms/status', { roomIds: [desk.rooms.r101.roomId], status: 'CLEAN' })
        ).status,
      ).toBe(200);
      const res = await clerk().post(`/pms/reservations/${arrival.reservationId}/checkin`, { guests: [passport(desk)] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: RESERVATION_STATUS.IN_HOUSE, roomName: '101' });
      expect(await inHouseIn(api(), desk.rooms.r101)).toEqual([arrival.reservationId]);
    });

    it('the database itself refuses a second in-house stay in a room, written around the endpoints', async () => {
      // Tonight's stay in room 104 does not overlap the overstayer's nights: only the in-house index stands.
      const next = await desk.stay().inRoom(desk.rooms.r104).dates(TODAY, '2026-03-11').guest('Bypass').withoutCharges().create();
      const update = await refusal(
        api(),
        `update reservations set status = ${RESERVATION_STATUS.IN_HOUSE}, checked_in_at = now() where reservation_id = ${next.reservationId}`,
      );
      expect(update).toMatch(/^23505 /);
      expect(update).toContain(INDEX);
      const insert = await refusal(api(), () =>
        desk.stay().inRoom(desk.rooms.r104).dates('2026-03-11', '2026-03-12').inHouse().guest('Bypass Two').withoutCharges().create(),
      );
      expect(insert).toMatch(/^23505 /);
      // The use cases' last word: the index's refusal, through the query layer, becomes the 409 the desk reads.
      const guarded = guardOneInHouse('104', () =>
        api().database.db.execute(sql`update reservations set status = ${RESERVATION_STATUS.IN_HOUSE} where reservation_id = ${next.reservationId}`),
      );
      await expect(guarded).rejects.toMatchObject({ code: 'conflict', text: { key: 'errors.stay.roomOccupiedNow', params: { room: '104' } } });
      expect(await inHouseIn(api(), desk.rooms.r104)).toEqual([lateLeaver.reservationId]);
      // Stays without a room and stays of other statuses are not held by the rule.
      await api().database.exec(`update reservations set status = ${RESERVATION_STATUS.EXPECTED}, room_id = null where reservation_id = ${next.reservationId}`);
      expect(await refusal(api(), `update reservations set status = ${RESERVATION_STATUS.IN_HOUSE} where reservation_id = ${next.reservationId}`)).toBe(
        'accepted',
      );
      await api().database.exec(`update reservations set status = ${RESERVATION_STATUS.EXPECTED} where reservation_id = ${next.reservationId}`);
    });

    it('two check-ins of two stays into one room at once: exactly one wins, the other is told the room is taken', async () => {
      const a = await desk.stay().dates(TODAY, '2026-03-11').guest('Racer A').withoutCharges().create();
      const b = await desk.stay().dates(TODAY, '2026-03-12').guest('Racer B').withoutCharges().create();
      const replies = await Promise.all(
        [a, b].map((s) => clerk().post(`/pms/reservations/${s.reservationId}/checkin`, { guests: [passport(desk)], roomId: desk.rooms.r102.roomId })),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = replies[0]!.status === 200 ? a : b;
      const loser = replies.find((r) => r.status === 409)!;
      expect(loser.body.message).toContain('Room 102');
      expect(await inHouseIn(api(), desk.rooms.r102)).toEqual([winner.reservationId]);
      const [lost] = await api().database.query<{ status: number; room_id: number | null }>(
        `select status, room_id from reservations where reservation_id = $1`,
        [(winner === a ? b : a).reservationId],
      );
      expect(lost).toEqual({ status: RESERVATION_STATUS.EXPECTED, room_id: null });
    });
  },
  { now: () => FIXED },
);

describeApi(
  'one in-house stay per room: two connections writing around the endpoints',
  (api) => {
    it('of two transactions setting two stays of one room in house, the second waits for the first and is refused', async () => {
      const desk = await aDeskHotel(api(), { prefix: 'OIR' });
      const first = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-08', TODAY).withoutCharges().create();
      const second = await desk.stay().inRoom(desk.rooms.r102).dates(TODAY, '2026-03-12').withoutCharges().create();
      let late: Promise<unknown> | undefined;
      await api().database.withSession(async (q) => {
        await q.exec(`begin; update reservations set status = ${RESERVATION_STATUS.IN_HOUSE} where reservation_id = ${first.reservationId}`);
        late = api()
          .database.query(`update reservations set status = $2 where reservation_id = $1`, [second.reservationId, RESERVATION_STATUS.IN_HOUSE])
          .then(
            () => 'accepted',
            (err: Error & { code?: string }) => `${err.code ?? ''} ${err.message}`,
          );
        const early = await Promise.race([late, new Promise((r) => setTimeout(() => r('waiting'), 500))]);
        expect(early).toBe('waiting');
        await q.exec('commit');
      });
      const outcome = String(await late);
      expect(outcome).toMatch(/23505|duplicate key/);
      expect(await inHouseIn(api(), desk.rooms.r102)).toEqual([first.reservationId]);
    });
  },
  { engines: ['postgres'] },
);

describeApi('one in-house stay per room: the migration mends a database the defect left with two', (api) => {
  it('keeps the stay checked in first, returns the later one to expected and says so in the audit log, then holds the rule', async () => {
    const desk = await aDeskHotel(api(), { prefix: 'OIM' });
    await api().database.exec(`drop index ${INDEX}`);
    const stayed = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', TODAY).inHouse('2026-03-08T15:00:00Z').withoutCharges().create();
    const wrong = await desk.stay().inRoom(desk.rooms.r101).dates(TODAY, '2026-03-12').inHouse('2026-03-10T09:00:00Z').withoutCharges().create();
    const alone = await desk.stay().inRoom(desk.rooms.r102).dates(TODAY, '2026-03-12').inHouse('2026-03-10T09:00:00Z').withoutCharges().create();
    const migration = fs.readFileSync(new URL('../src/backend/db/migrations/0029_one_in_house_stay.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await api().database.exec(statement);
    const rows = await api().database.query<{ reservation_id: number; status: number; checked_in_at: unknown }>(
      `select reservation_id, status, checked_in_at from reservations where reservation_id in (${stayed.reservationId}, ${wrong.reservationId}, ${alone.reservationId}) order by reservation_id`,
    );
    expect(rows.map((r) => [r.reservation_id, r.status, r.checked_in_at === null])).toEqual([
      [stayed.reservationId, RESERVATION_STATUS.IN_HOUSE, false],
      [wrong.reservationId, RESERVATION_STATUS.EXPECTED, true],
      [alone.reservationId, RESERVATION_STATUS.IN_HOUSE, false],
    ]);
    const audit = await api().database.query<{ type_id: number; message: string; detail: string }>(
      `select type_id, message, detail from audit_events where item_id = $1`,
      [wrong.itemId],
    );

    expect(audit).toEqual([
      {
        type_id: 38,
        message: `Check-in of reservation ${wrong.number} undone`,
        detail: 'room 101 still held another in-house stay (one in-house stay per room)',
      },
    ]);
    expect(await refusal(api(), `update reservations set status = ${RESERVATION_STATUS.IN_HOUSE} where reservation_id = ${wrong.reservationId}`)).toMatch(
      /^23505 /,
    );
  });
});
