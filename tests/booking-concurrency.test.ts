import { expect, it } from 'vitest';
import { describeApi, type Reply, type TestApi } from './helpers/test-api.ts';
import { aRoom, aRoomType, type RoomTypeHandle } from './helpers/builders/index.ts';
import type { Queryer } from '../src/backend/db/client.ts';
import { ACTIVE_STATUSES } from '../src/lib/domain/reservation-status.ts';

// Bookings of one room type wait for each other only over a night they share (migration 0026).
// A booking in progress is played by a transaction left open on its own connection, holding what
// the booking statement holds until its commit; the API's requests go through other connections.
// PostgreSQL only: PGlite serves one connection, so nothing there runs side by side.

const NOW = new Date('2026-03-10T12:00:00Z');
/** The room type booked side by side: three rooms. */
let concurrent: RoomTypeHandle;
async function seed(api: TestApi): Promise<void> {
  concurrent = await aRoomType(api).coded('CSTD', 'Concurrent').sleeping(2).atRackRate(90000).sortedAt(1).create();
  for (const name of ['C101', 'C102', 'C103']) await aRoom(api).ofType(concurrent).named(name).create();
}
const book = (checkin: string, checkout: string) => ({
  client: { lastName: 'Side', firstName: 'By' },
  roomTypeId: concurrent.roomTypeId,
  checkin,
  checkout,
  adults: 2,
});

/** What a request has answered after `ms`, or 'waiting'. */
async function after<T>(request: Promise<T>, ms: number): Promise<T | 'waiting'> {
  return Promise.race([request, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);
}

/** Runs fn while a booking of the type over [checkin, checkout) is in progress (its locks held, not committed). */
async function duringBooking<T>(q: Queryer, stay: { checkin: string; checkout: string }, fn: () => Promise<T>): Promise<T> {
  await q.exec('begin');
  try {
    await q.query(`select auberge_lock_booking(1, $3::int, null, false, $1::date, $2::date, now(), null, 0) as oversold`, [
      stay.checkin,
      stay.checkout,
      concurrent.roomTypeId,
    ]);
    return await fn();
  } finally {
    await q.exec('commit');
  }
}

describeApi(
  'bookings side by side',
  (api) => {
    it('a booking of other nights of the type does not wait; one sharing a night waits for the first to commit', async () => {
      await seed(api());
      const clerk = api().as('clerk1');
      let sharing: Promise<Reply> | undefined;
      await api().database.withSession((q) =>
        duringBooking(q, { checkin: '2026-12-10', checkout: '2026-12-13' }, async () => {
          // Other nights: answered at once (before, every booking of the type queued here).
          const other = await after(clerk.post('/pms/reservations', book('2026-12-13', '2026-12-16')), 10_000);
          expect(other === 'waiting' ? 'waiting' : other.status).toBe(201);
          // The night of the 12th is the open booking's: this one waits for its commit.
          sharing = clerk.post('/pms/reservations', book('2026-12-12', '2026-12-14'));
          expect(await after(sharing, 700)).toBe('waiting');
        }),
      );
      expect((await sharing!).status).toBe(201);
    });

    it('a hold of the type waits for the bookings in progress, whatever their nights, and they count it', async () => {
      const clerk = api().as('clerk1');
      let hold: Promise<Reply> | undefined;
      await api().database.withSession((q) =>
        duringBooking(q, { checkin: '2027-01-10', checkout: '2027-01-11' }, async () => {
          hold = clerk.post('/pms/holds', { roomTypeId: concurrent.roomTypeId, checkin: '2027-02-01', nights: 1, units: 3 });
          expect(await after(hold, 700)).toBe('waiting');
        }),
      );
      expect((await hold!).status).toBe(201);
      // The hold took all three units of that night: a booking of it is refused.
      const refused = await clerk.post('/pms/reservations', book('2027-02-01', '2027-02-02'));
      expect(refused.status).toBe(409);
    });

    it('still sells the last unit of a night once when 30 bookings of overlapping stays race', async () => {
      const clerk = api().as('clerk1');
      // Three units; staggered stays over 2027-03-01..10 all share the night of the 5th.
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          clerk.post('/pms/reservations', book(`2027-03-0${1 + (i % 5)}`, `2027-03-${String(6 + (i % 4)).padStart(2, '0')}`)),
        ),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(27);
      const [night] = await api().database.query<{ n: number }>(
        `select count(*)::int n from reservations where room_type_id = $1 and stay @> date '2027-03-05' and status = any($2::int[])`,
        [concurrent.roomTypeId, ACTIVE_STATUSES],
      );
      expect(night!.n).toBe(3);
    }, 180_000);
  },
  { now: () => NOW, engines: ['postgres'] },
);
