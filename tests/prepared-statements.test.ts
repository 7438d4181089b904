import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/backend/db/client.ts';
import { prepared } from '../src/backend/db/prepared.ts';
import { adminUrl, databaseUrlFor } from './helpers/pg-urls.ts';
import { quoteRoomTypes } from '../src/backend/modules/booking/quote-room-types.ts';
import { loadRateContext } from '../src/backend/modules/rates/load-rate-context.ts';
import { findHotelOverview } from '../src/backend/modules/dashboard/find-hotel-overview.ts';
import { findRoomCalendarLines } from '../src/backend/modules/reservations/find-room-calendar.ts';
import type { SessionUser } from '../src/lib/domain/session-user.ts';

const base = process.env['TEST_DATABASE_URL'];
type Rows<T> = { rows: T[] };

// One connection, so that the statements the server keeps prepared are those of this session.
describe.skipIf(!base)('[postgres] statements marked prepared()', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url: adminUrl(base!), poolSize: 1 });
  });
  afterAll(async () => database?.close());

  const names = async () =>
    // (its comparison keeps this very read unnamed: it is no lookup)
    ((await database.db.execute(sql`select name from pg_prepared_statements where name <> '' order by name`)) as unknown as Rows<{ name: string }>).rows.map(
      (r) => r.name,
    );

  it('are prepared once per connection under their name, and answer each call with its own parameters', async () => {
    const twice = (n: number) => database.db.execute(sql`${prepared('probe')}select ${n}::int * 2 as twice`) as unknown as Promise<Rows<{ twice: number }>>;
    expect((await twice(2)).rows).toEqual([{ twice: 4 }]);
    expect((await twice(21)).rows).toEqual([{ twice: 42 }]);
    const probes = (await names()).filter((n) => n.startsWith('probe-'));
    expect(probes).toHaveLength(1);
  });

  it('leave unmarked statements unnamed, and give another text of the same mark its own name', async () => {
    await database.db.execute(sql`select ${1}::int < 2 as unmarked`);
    await database.db.execute(sql`${prepared('probe')}select ${3}::int * 3 as thrice`);
    const all = await names();
    expect(all.filter((n) => n.startsWith('probe-'))).toHaveLength(2);
    expect(all.every((n) => n.startsWith('probe-'))).toBe(true);
  });

  it('keep a lookup prepared under its own name, answering each call with its parameters', async () => {
    const lookup = (n: number) =>
      database.db.execute(sql`select ${n}::int * 5 as five where ${n}::int = ${n}::int`) as unknown as Promise<Rows<{ five: number }>>;
    expect((await lookup(1)).rows).toEqual([{ five: 5 }]);
    expect((await lookup(3)).rows).toEqual([{ five: 15 }]);
    expect((await names()).filter((n) => n.startsWith('lookup-'))).toHaveLength(1);
  });
});

// A booking prices its stay with these two statements: planning them anew at each call cost ten
// times running them. PostgreSQL keeps one generic plan after five calls only when that plan is
// estimated no costlier than planning again: their shapes are what makes it so (a list of nights,
// not a series; the occupancy read apart).
describe.skipIf(!base)("[postgres] a booking's price reads and the dashboard", () => {
  let database: Database;
  const name = `auberge_t_plans_${process.pid}`;
  beforeAll(async () => {
    const admin = await openDatabase({ url: adminUrl(base!), poolSize: 1 });
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.exec(`create database ${name} template ${process.env['AUBERGE_TEST_PG_TEMPLATE']!}`);
    await admin.close();
    database = await openDatabase({ url: databaseUrlFor(base!, name), poolSize: 1 });
    await database.exec(`
      insert into room_types (room_type_id, group_id, code, name, capacity, base_rate_minor, sort_order) values (6101, 1, 'PSTD', 'Standard', 2, 10000, 1), (6102, 1, 'PDBL', 'Double', 2, 12000, 2);
      insert into rooms (room_id, group_id, name, room_type_id) select 6100 + g, 1, 'P' || g, 6101 + g % 2 from generate_series(1, 20) g;
      analyze room_types; analyze rooms;`);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    const admin = await openDatabase({ url: adminUrl(base!), poolSize: 1 });
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  const plans = async (prefix: string) =>
    (
      (await database.db.execute(sql`select generic_plans, custom_plans from pg_prepared_statements where name like ${`${prefix}-%`}`)) as unknown as Rows<{
        generic_plans: string;
        custom_plans: string;
      }>
    ).rows.map((r) => ({ generic: Number(r.generic_plans), custom: Number(r.custom_plans) }));

  it('are planned once (generic plans) after their first calls, and price each stay with its own nights', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    for (let i = 0; i < 8; i++) {
      const checkin = `2027-03-${String(10 + i).padStart(2, '0')}`;
      const [q] = await quoteRoomTypes(database.db, {
        groupId: 1,
        roomTypeId: 6102,
        checkin,
        nights: 1 + (i % 3),
        adults: 2,
        kidAges: [],
        now,
        countTaken: false,
      });
      expect(q).toMatchObject({ roomTypeId: 6102, units: 10, totalMinor: 12000 * (1 + (i % 3)) });
      expect(q!.nightly.map((n) => n.day)[0]).toBe(checkin);
      const ctx = await loadRateContext(database.db, { groupId: 1, from: checkin, to: '2027-03-30', roomTypeId: 6102, clientId: null });
      expect(ctx.occupancy.size).toBe(0);
    }
    expect(await plans('quote-room-types')).toEqual([{ generic: 3, custom: 5 }]);
    expect(await plans('load-rate-context')).toEqual([{ generic: 3, custom: 5 }]);
  });

  it("the dashboard's overview is planned once too, its weeks of days read as lists", async () => {
    const user = { groupId: 1, groupName: 'Hotel', groupTimezone: 'UTC' } as SessionUser;
    for (let i = 0; i < 8; i++) {
      const overview = await findHotelOverview(database.db, { user, groupId: 1, now: new Date(Date.UTC(2027, 2, 10 + i, 9)) });
      expect(overview.rooms.total).toBe(20);
      expect(overview.occupancy.days).toHaveLength(30);
      expect(overview.occupancy.days[0]!.day).toBe(`2027-03-${String(10 + i).padStart(2, '0')}`);
      expect(overview.weekCheckIns).toHaveLength(7);
    }
    expect(await plans('hotel-overview')).toEqual([{ generic: 3, custom: 5 }]);
  });

  it("the tape chart's statement is planned once too", async () => {
    const user = { groupId: 1, groupName: 'Hotel', groupTimezone: 'UTC' } as SessionUser;
    for (let i = 0; i < 8; i++) {
      const lines = await findRoomCalendarLines(database.db, {
        user,
        groupId: 1,
        from: `2027-04-${String(1 + i).padStart(2, '0')}`,
        days: 31,
        now: new Date(),
      });
      expect(lines.roomTypes.map((t) => t.rooms.length)).toEqual([10, 10]);
    }
    expect(await plans('room-calendar-lines')).toEqual([{ generic: 3, custom: 5 }]);
  });

  it("count the units under the room type's lock on a generic plan (a migration replacing the function must keep it)", async () => {
    const res = (await database.db.execute(sql`select proconfig from pg_proc where proname = 'auberge_lock_booking'`)) as unknown as Rows<{
      proconfig: string[] | null;
    }>;
    expect(res.rows).toEqual([{ proconfig: ['plan_cache_mode=force_generic_plan'] }]);
  });
});
