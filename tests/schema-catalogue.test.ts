import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/backend/db/client.ts';
import { migrate } from '../src/backend/db/migrate.ts';
import { DATABASE_ENGINES, emptyDatabase } from './helpers/empty-database.ts';
import { inTransaction, schemaDifferences } from './helpers/schema-catalogue.ts';

for (const engine of DATABASE_ENGINES) {
  describe(`[${engine}] the migrations make the drizzle schema`, () => {
    let database: Database;
    let drop = async () => {};

    beforeAll(async () => {
      ({ database, drop } = await emptyDatabase(engine, 'catalogue'));
      await migrate(database);
    }, 300_000);
    afterAll(async () => drop());

    it('an empty database, migrated, has the tables, columns, keys, checks and indexes of src/backend/db/schema', async () => {
      // Each line names what differs: fix the migration or the schema file until there is none.
      expect(await inTransaction(database, schemaDifferences)).toEqual([]);
    });

    it('a column, a check or an index the schema does not describe is reported', async () => {
      const differences = await inTransaction(database, async (q) => {
        await q.exec(`alter table hotels alter column legal_name drop not null;
          alter table folios drop constraint folios_no;
          create index hotels_name_probe on hotels (name);
          alter table payments add column probe integer default 1`);
        return schemaDifferences(q);
      });
      expect(differences).toEqual([
        `folios constraint folios_no: in the drizzle schema (CHECK (((folio_no >= 1) AND (folio_no <= 99)))), not in the database`,
        `hotels index hotels_name_probe: in the database (CREATE INDEX hotels_name_probe ON hotels USING btree (name)), not in the drizzle schema`,
        `hotels.legal_name: the database has text default ''::text; the drizzle schema text not null default ''::text`,
        `payments.probe: in the database (integer default 1), not in the drizzle schema`,
      ]);
    });
  });
}
