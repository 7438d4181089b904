import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/backend/db/client.ts';
import { migrate } from '../src/backend/db/migrate.ts';
import { seedReferenceData } from '../src/backend/seed/seed-reference.ts';
import { seedDemoIfEmpty } from '../src/backend/seed/seed-demo.ts';
import { generateProperty } from '../src/backend/seed/generate-property.ts';
import { MENU_CATALOGUE } from '../src/backend/modules/menus/menu-catalogue.ts';
import { DEMO_USERS } from '../src/backend/seed/demo-accounts.ts';
import { ENGINES, type Engine } from './helpers/test-api.ts';
import { adminUrl, databaseUrlFor } from './helpers/pg-urls.ts';
import { t } from '../src/lib/i18n/t.ts';
import type { MessageKey } from '../src/lib/i18n/en.ts';

const TODAY = '2025-06-15';

/** An empty database: the shared test template already holds hotels, so the demo would not seed. */
async function emptyDatabase(engine: Engine): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const base = process.env['TEST_DATABASE_URL']!;
  const name = `auberge_seed_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: adminUrl(base), poolSize: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const database = await openDatabase({ url: databaseUrlFor(base, name), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      const a = await openDatabase({ url: adminUrl(base), poolSize: 1 });
      await a.exec(`drop database if exists ${name} with (force)`);
      await a.close();
    },
  };
}

const count = async (db: Database, sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params))[0]?.n);

for (const engine of ENGINES) {
  describe(`[${engine}] demo seed and property generator`, () => {
    let db: Database;
    let drop: () => Promise<void> = async () => {};

    beforeAll(async () => {
      ({ database: db, drop } = await emptyDatabase(engine));
      await migrate(db);
      await seedReferenceData(db);
      await seedReferenceData(db);
    }, 180_000);
    afterAll(async () => drop());

    it('seeds the menu catalogue once, however often reference data runs', async () => {
      expect(await count(db, 'select count(*) as n from menus where app_id = 1')).toBe(MENU_CATALOGUE.length);
      expect(
        await count(
          db,
          `select count(*) as n from menus c join menus p on p.menu_id = c.parent_id where c.key = 'menu.backOffice.processing.purchaseList' and p.key = 'menu.backOffice.processing'`,
        ),
      ).toBe(1);
    });

    it('seeds both hotels on an empty database', async () => {
      expect(await seedDemoIfEmpty(db, { today: TODAY })).toBe(true);
      const hotels = await db.query<{ group_id: number; name: string; currency: string; rooms: number }>(
        'select h.group_id, h.name, h.currency, (select count(*)::int from rooms r where r.group_id = h.group_id) as rooms from hotels h where group_id > 0 order by 1',
      );
      expect(hotels).toEqual([
        { group_id: 1, name: 'Riad Atlas', currency: 'MAD', rooms: 36 },
        { group_id: 2, name: 'Hôtel Lumière', currency: 'EUR', rooms: 72 },
      ]);
    }, 180_000);

    it("writes the demo's audit events as the product does: the English message of a key the activity report translates", async () => {
      const events = await db.query<{ type_id: number; message: string; message_key: string | null; message_params: Record<string, string> | null }>(
        'select type_id, message, message_key, message_params from audit_events where group_id = 1 order by audit_event_id',
      );
      expect(new Set(events.map((e) => e.type_id))).toEqual(new Set([9, 5, 6, 17, 18, 33, 7]));
      for (const e of events) {
        expect(e.message_key, e.message).toMatch(/^audit\.msg\./);
        expect(t('en', e.message_key as MessageKey, e.message_params ?? {})).toBe(e.message);
        if (e.type_id !== 7) expect(t('fr', e.message_key as MessageKey, e.message_params ?? {})).not.toBe(e.message);
      }
      expect(events.find((e) => e.type_id === 33)?.message).toMatch(/^Daily closing of \d{4}-\d{2}-\d{2}$/);
    });

    it('creates every demo user with its permissions, hotels and roles', async () => {
      const users = await db.query<{ user_id: number; group_id: number; permissions: string[]; customer_id: number | null; roles: number; stats: number }>(
        `select u.user_id, u.group_id, u.permissions, u.customer_id, (select count(*)::int from user_roles r where r.user_id = u.user_id) as roles,
           (select count(*)::int from user_menu_stats s where s.user_id = u.user_id) as stats from users u order by 1`,
      );
      expect(users.map((u) => u.user_id)).toEqual(DEMO_USERS.map((u) => u.userId).sort((a, b) => a - b));
      const byId = new Map(users.map((u) => [u.user_id, u]));
      for (const id of [6, 7, 20]) expect(byId.get(id)?.permissions).toContain('exchange_rate');
      expect(users.filter((u) => u.permissions.includes('exchange_rate')).map((u) => u.user_id)).toEqual([6, 7, 20]);
      expect(byId.get(459)?.permissions).toContain('restricted_sections');
      expect(byId.get(9)?.group_id).toBe(0);
      expect(users.every((u) => u.roles > 0 && u.stats > 0)).toBe(true);
      expect(
        await count(
          db,
          `select count(*) as n from users u join customers c on c.customer_id = u.customer_id where u.username = 'partner' and c.company_name = 'Atlas Voyages'`,
        ),
      ).toBe(1);
      expect(await count(db, 'select count(*) as n from user_preferred_hotels where user_id = 9')).toBe(3);
    });

    it('lays out stays of every status around today without double booking', async () => {
      const statuses = await db.query<{ group_id: number; s: number[] }>(
        'select group_id, array_agg(distinct status order by status) as s from reservations group by 1 order by 1',
      );
      expect(statuses.map((r) => r.s)).toEqual([
        [0, 2, 3, 5, 6],
        [0, 2, 3, 5, 6],
      ]);
      expect(
        await count(
          db,
          `select count(*) as n from reservations a join reservations b on a.room_id = b.room_id and a.reservation_id < b.reservation_id
        and a.stay && b.stay where a.status in (0, 2, 3) and b.status in (0, 2, 3)`,
        ),
      ).toBe(0);
      expect(
        await count(
          db,
          `select count(*) as n from reservations where (status = 0 and checkin < $1) or (status = 2 and (checkin > $1 or checkout < $1)) or (status = 3 and checkout > $1)`,
          [TODAY],
        ),
      ).toBe(0);
      expect(
        await count(
          db,
          `select count(*) as n from reservations r where status in (0, 2, 3) and (select count(*) from order_charges c where c.item_id = r.item_id) <> r.checkout - r.checkin`,
        ),
      ).toBe(0);
      const days = await db.query<{ group_id: number; day: string }>('select group_id, max(day)::text as day from business_days group by 1 order by 1');
      expect(days).toEqual([
        { group_id: 1, day: '2025-06-14' },
        { group_id: 2, day: '2025-06-14' },
      ]);
    });

    it('seeds nothing the second time', async () => {
      const before = await count(db, 'select count(*) as n from reservations');
      expect(await seedDemoIfEmpty(db, { today: TODAY })).toBe(false);
      expect(await count(db, 'select count(*) as n from reservations')).toBe(before);
      // The booking service has a rate for every room type, night of the coming year and channel of its five segment channels.
      expect(await count(db, `select count(*) as n from room_rates where group_id = 1 and day = '2025-06-20'`)).toBe(5 * 5);
      expect(await count(db, 'select count(*) as n from child_rate_bands where group_id = 2')).toBe(5 * 3);
    });

    it('generates a property at a small scale', async () => {
      const r = await generateProperty(db, { groupId: 30, name: 'Bench Hotel', rooms: 20, years: 1, today: TODAY, seed: 7 });
      expect(r).toMatchObject({ rooms: 20, roomTypes: 5 });
      expect(r.customers).toBe(await count(db, 'select count(*) as n from customers where group_id = 30'));
      expect(r.reservations).toBe(await count(db, 'select count(*) as n from reservations where group_id = 30'));
      expect(r.reservations).toBeGreaterThan(1500);
      expect(await count(db, `select count(*) as n from business_days where group_id = 30 and day = '2025-06-14'`)).toBe(1);
      expect(await count(db, `select count(*) as n from room_rates where group_id = 30 and day = '2025-06-20'`)).toBe(5 * 5);
      // Serial ids keep working after the explicit ones.
      expect(await count(db, `insert into zones (group_id, name) values (30, 'Roof') returning zone_id as n`)).toBeGreaterThan(0);
      await expect(generateProperty(db, { groupId: 30, name: 'Again', rooms: 5, years: 1, today: TODAY })).rejects.toThrow(/already has 20 rooms/);
    }, 180_000);
  });
}
