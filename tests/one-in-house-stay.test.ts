import fs from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { seedDeskHotel, type DeskStay } from './helpers/desk-fixture.ts';
import { insertStay } from './helpers/stay-factory.ts';
import { sql } from 'drizzle-orm';
import { guardOneInHouse } from '../src/backend/modules/front-desk/room-occupant.ts';

// Issue 32, defect 7: one in-house stay per room. The hotel's day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';
const INDEX = 'reservations_one_in_house_per_room';
const passport = { firstName: 'Nadia', lastName: 'Alaoui', nationality: 'ma', birthDate: '1990-02-01', docTypeId: 9001, docNumber: 'CD765432', isPrimary: true };

interface Occupant { number: string; guestName: string; checkout: string }
interface Row { id: number; roomName: string | null; roomStatus: string | null; roomOccupant?: Occupant | null }

/** Stays of the desk hotel (guest 9101), without room-night charges: the rule is about rooms, not folios. */
function stayFactory(prefix: string): (api: TestApi, s: DeskStay) => Promise<number> {
  let next = 0;
  return (api, s) => insertStay(api, { ...s, id: 9300 + ++next, prefix, group: 1, customerId: 9101, roomTypeId: s.roomTypeId ?? 901, guestName: s.guestName ?? 'Karim Bennani', charges: false });
}
const addStay = stayFactory('OIH');
const inHouseIn = async (api: TestApi, roomId: number) =>
  (await api.database.query<{ id: number }>(`select reservation_id id from reservations where room_id = $1 and status = 2 order by reservation_id`, [roomId])).map((r) => r.id);

/** The database's refusal of a statement, as its SQLSTATE and message. */
async function refusal(api: TestApi, text: string): Promise<string> {
  try {
    await api.database.exec(text);
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string; message?: string }; message: string };
    return `${e.code ?? e.cause?.code} ${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}

describeApi('one in-house stay per room (issue 32, defect 7)', (api) => {
  const clerk = () => api().as('clerk1');
  // Room 101 (911): a guest due out today still in house, and today's arrival assigned to it.
  let dueOut = 0;
  let arrival = 0;
  let mover = 0;
  let lateLeaver = 0;
  const number = (id: number) => `OIH-${id}-1`;
  beforeAll(async () => {
    await seedDeskHotel(api(), { prefix: 'OIH', room104: 'CLEAN' });
    dueOut = await addStay(api(), { checkin: '2026-03-08', checkout: TODAY, status: 2, roomId: 911, checkedInAt: '2026-03-08T15:00:00Z', guestName: 'Due Out' });
    arrival = await addStay(api(), { checkin: TODAY, checkout: '2026-03-12', roomId: 911, guestName: 'Next Guest' });
    // Room 104 (914): a guest whose departure day passed, still in house; room 201 (915): a guest who arrived today.
    lateLeaver = await addStay(api(), { checkin: '2026-03-07', checkout: '2026-03-09', status: 2, roomId: 914, checkedInAt: '2026-03-07T15:00:00Z', guestName: 'Late Leaver' });
    mover = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', status: 2, roomId: 915, roomTypeId: 902, checkedInAt: '2026-03-10T08:00:00Z', guestName: 'Mover' });
  });

  it('the check-in lists say room 101 is occupied by the guest due out, as Room Status does, not clean', async () => {
    const arrivals = await clerk().get<{ rows: Row[] }>('/pms/front-desk/arrivals');
    expect(arrivals.status).toBe(200);
    const row = arrivals.body.rows.find((r) => r.id === arrival)!;
    expect(row).toMatchObject({ roomName: '101', roomStatus: 'CLEAN', roomOccupant: { number: number(dueOut), guestName: 'Due Out', checkout: TODAY } });
    const toCheckIn = await clerk().get<{ rows: Row[] }>('/pms/orders/toCheckIn');
    expect(toCheckIn.body.rows.find((r) => r.id === arrival)?.roomOccupant).toEqual({ number: number(dueOut), guestName: 'Due Out', checkout: TODAY });

    const status = await clerk().get<{ rooms: { name: string; deskState: string; guestName: string | null }[] }>('/pms/rooms/status');
    expect(status.body.rooms.find((r) => r.name === '101')).toMatchObject({ deskState: 'DEPARTING', guestName: 'Due Out' });

    expect((await clerk().get('/pms/checkins/room/911/CLEAN/EMPTY')).body).toMatchObject({ name: '101', clean: true, empty: false });
    expect((await clerk().get('/pms/checkins/room/914/CLEAN/EMPTY')).body).toMatchObject({ name: '104', clean: true, empty: false });
    expect((await clerk().get('/pms/checkins/room/912/CLEAN/EMPTY')).body).toMatchObject({ name: '102', clean: true, empty: true });
    const clean = await clerk().get<{ name: string }[]>('/pms/checkins/roomsr/CLEAN', { startService: TODAY, endService: '2026-03-11' });
    expect(clean.body.map((r) => r.name)).toEqual(['102']);
    // A later stay finds room 104 vacated by then: the guest in it does not hide it from next week's sale.
    const later = await clerk().get<{ name: string }[]>('/pms/checkins/roomsr/CLEAN', { startService: '2026-03-20', endService: '2026-03-21' });
    expect(later.body.map((r) => r.name)).toEqual(['101', '102', '104', '201']);
  });

  it('refuses the check-in into room 101 while its guest is in house with a 409 naming them, changing nothing', async () => {
    const before = await api().database.query(`select r.*, (select count(*) from audit_events)::int audits, (select count(*) from reservation_guests)::int guests from reservations r where reservation_id = $1`, [arrival]);
    const res = await clerk().post(`/pms/reservations/${arrival}/checkin`, { guests: [passport] });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'conflict', key: 'roomOccupied', params: { room: '101', number: number(dueOut), guest: 'Due Out', checkout: TODAY } });
    expect(res.body.message).toBe(`Room 101 still holds reservation ${number(dueOut)} (Due Out), due out ${TODAY}: check that stay out first, or choose another room.`);
    expect(await api().database.query(`select r.*, (select count(*) from audit_events)::int audits, (select count(*) from reservation_guests)::int guests from reservations r where reservation_id = $1`, [arrival])).toEqual(before);
    expect(await inHouseIn(api(), 911)).toEqual([dueOut]);
  });

  it('refuses moving an in-house guest into a room whose guest has overstayed, though their nights do not overlap', async () => {
    const res = await clerk().post(`/pms/reservations/${mover}/move`, { roomId: 914, upgrade: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: 'roomOccupied', params: { room: '104', number: number(lateLeaver), checkout: '2026-03-09' } });
    expect(await inHouseIn(api(), 914)).toEqual([lateLeaver]);
    expect(await inHouseIn(api(), 915)).toEqual([mover]);
    // The free rooms the check-in dialog offers leave out a room a guest is still in.
    const stray = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', guestName: 'No Room Yet' });
    const free = await clerk().get<{ rooms: { name: string }[] }>(`/pms/reservations/${stray}/free-rooms`, { types: 'all' });
    expect(free.body.rooms.map((r) => r.name)).toEqual(['102']);
    await clerk().post(`/pms/reservations/${stray}/cancel`, { reason: 'Guest changed plans' });
  });

  it('checks the arrival in once the guest due out has checked out and the room is cleaned', async () => {
    expect((await clerk().post(`/pms/reservations/${dueOut}/checkout`)).status).toBe(200);
    const after = await clerk().get<{ rows: Row[] }>('/pms/front-desk/arrivals');
    expect(after.body.rows.find((r) => r.id === arrival)).toMatchObject({ roomStatus: 'DIRTY', roomOccupant: null });
    expect((await api().as('housekeeper1').post('/pms/rooms/status', { roomIds: [911], status: 'CLEAN' })).status).toBe(200);
    const res = await clerk().post(`/pms/reservations/${arrival}/checkin`, { guests: [passport] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 2, roomName: '101' });
    expect(await inHouseIn(api(), 911)).toEqual([arrival]);
  });

  it('the database itself refuses a second in-house stay in a room, written around the endpoints', async () => {
    // Tonight's stay in room 104 does not overlap the overstayer's nights: only the in-house index stands.
    const next = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', roomId: 914, guestName: 'Bypass' });
    const update = await refusal(api(), `update reservations set status = 2, checked_in_at = now() where reservation_id = ${next}`);
    expect(update).toMatch(/^23505 /);
    expect(update).toContain(INDEX);
    const insert = await refusal(api(), `insert into orders (order_id, group_id, number, customer_id, currency, total_minor) values (9399, 1, 'OIH-9399', 9101, 'MAD', 0);
      insert into order_items (item_id, group_id, order_id, kind, description, quantity, unit_price_minor, total_minor) values (9399, 1, 9399, 'room', 'Room', 1, 0, 0);
      insert into reservations (reservation_id, group_id, order_id, item_id, number, customer_id, guest_name, room_type_id, room_id, checkin, checkout, status)
        values (9399, 1, 9399, 9399, 'OIH-9399-1', 9101, 'Bypass Two', 901, 914, '2026-03-11', '2026-03-12', 2)`);
    expect(insert).toMatch(/^23505 /);
    // The use cases' last word: the index's refusal, through the query layer, becomes the 409 the desk reads.
    const guarded = guardOneInHouse('104', () => api().database.db.execute(sql`update reservations set status = 2 where reservation_id = ${next}`));
    await expect(guarded).rejects.toMatchObject({ code: 'conflict', text: { key: 'roomOccupiedNow', params: { room: '104' } } });
    expect(await inHouseIn(api(), 914)).toEqual([lateLeaver]);
    // Stays without a room and stays of other statuses are not held by the rule.
    await api().database.exec(`update reservations set status = 0, room_id = null where reservation_id = ${next}`);
    expect(await refusal(api(), `update reservations set status = 2 where reservation_id = ${next}`)).toBe('accepted');
    await api().database.exec(`update reservations set status = 0 where reservation_id = ${next}`);
  });

  it('two check-ins of two stays into one room at once: exactly one wins, the other is told the room is taken', async () => {
    const a = await addStay(api(), { checkin: TODAY, checkout: '2026-03-11', guestName: 'Racer A' });
    const b = await addStay(api(), { checkin: TODAY, checkout: '2026-03-12', guestName: 'Racer B' });
    const replies = await Promise.all([a, b].map((id) => clerk().post(`/pms/reservations/${id}/checkin`, { guests: [passport], roomId: 912 })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = replies[0]!.status === 200 ? a : b;
    const loser = replies.find((r) => r.status === 409)!;
    expect(loser.body.message).toContain('Room 102');
    expect(await inHouseIn(api(), 912)).toEqual([winner]);
    const [lost] = await api().database.query<{ status: number; room_id: number | null }>(`select status, room_id from reservations where reservation_id = $1`, [winner === a ? b : a]);
    expect(lost).toEqual({ status: 0, room_id: null });
  });
}, { now: () => FIXED });

describeApi('one in-house stay per room: two connections writing around the endpoints', (api) => {
  it('of two transactions setting two stays of one room in house, the second waits for the first and is refused', async () => {
    await seedDeskHotel(api(), { prefix: 'OIR' });
    const add = stayFactory('OIR');
    const first = await add(api(), { checkin: '2026-03-08', checkout: TODAY, roomId: 912 });
    const second = await add(api(), { checkin: TODAY, checkout: '2026-03-12', roomId: 912 });
    let late: Promise<unknown> | undefined;
    await api().database.withSession(async (q) => {
      await q.exec(`begin; update reservations set status = 2 where reservation_id = ${first}`);
      late = api().database.query(`update reservations set status = 2 where reservation_id = $1`, [second]).then(() => 'accepted', (err: Error & { code?: string }) => `${err.code ?? ''} ${err.message}`);
      const early = await Promise.race([late, new Promise((r) => setTimeout(() => r('waiting'), 500))]);
      expect(early).toBe('waiting');
      await q.exec('commit');
    });
    const outcome = String(await late);
    expect(outcome).toMatch(/23505|duplicate key/);
    expect(await inHouseIn(api(), 912)).toEqual([first]);
  });
}, { engines: ['postgres'] });

describeApi('one in-house stay per room: the migration mends a database the defect left with two', (api) => {
  it('keeps the stay checked in first, returns the later one to expected and says so in the audit log, then holds the rule', async () => {
    await seedDeskHotel(api(), { prefix: 'OIM' });
    const add = stayFactory('OIM');
    await api().database.exec(`drop index ${INDEX}`);
    const stayed = await add(api(), { checkin: '2026-03-08', checkout: TODAY, status: 2, roomId: 911, checkedInAt: '2026-03-08T15:00:00Z' });
    const wrong = await add(api(), { checkin: TODAY, checkout: '2026-03-12', status: 2, roomId: 911, checkedInAt: '2026-03-10T09:00:00Z' });
    const alone = await add(api(), { checkin: TODAY, checkout: '2026-03-12', status: 2, roomId: 912, checkedInAt: '2026-03-10T09:00:00Z' });
    const migration = fs.readFileSync(new URL('../src/backend/db/migrations/0029_one_in_house_stay.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await api().database.exec(statement);
    const rows = await api().database.query<{ reservation_id: number; status: number; checked_in_at: unknown }>(
      `select reservation_id, status, checked_in_at from reservations where reservation_id in (${stayed}, ${wrong}, ${alone}) order by reservation_id`);
    expect(rows.map((r) => [r.reservation_id, r.status, r.checked_in_at === null])).toEqual([[stayed, 2, false], [wrong, 0, true], [alone, 2, false]]);
    const audit = await api().database.query<{ type_id: number; message: string; detail: string }>(`select type_id, message, detail from audit_events where item_id = $1`, [wrong]);
    expect(audit).toEqual([{ type_id: 38, message: `Check-in of reservation OIM-${wrong}-1 undone`, detail: 'room 101 still held another in-house stay (one in-house stay per room)' }]);
    expect(await refusal(api(), `update reservations set status = 2 where reservation_id = ${wrong}`)).toMatch(/^23505 /);
  });
});
