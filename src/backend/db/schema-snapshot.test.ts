import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from './schema/index.ts';
import { MIGRATIONS_DIR, readJournal } from './migrate.ts';

// `npm run db:generate` (drizzle-kit generate) writes a migration for what the schema files say and
// the newest snapshot in migrations/meta does not. So that it writes only real changes, the newest
// snapshot is the last migration's and says what the schema files say; tests/schema-catalogue.test.ts
// holds the migrated database to the same schema files.
const meta = path.join(MIGRATIONS_DIR, 'meta');
const snapshots = fs
  .readdirSync(meta)
  .filter((f) => f.endsWith('_snapshot.json'))
  .sort();
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(meta, file), 'utf8')) as { id: string; prevId: string } & Record<string, unknown>;

describe("drizzle-kit's schema snapshot", () => {
  it('the newest belongs to the last migration', () => {
    const last = readJournal().at(-1)!;
    expect(snapshots.at(-1)).toBe(`${String(last.idx).padStart(4, '0')}_snapshot.json`);
  });

  it('follows the one before it', () => {
    expect(read(snapshots.at(-1)!).prevId).toBe(read(snapshots.at(-2)!).id);
  });

  it('says what the schema files say (else: npm run db:generate)', () => {
    const { id: _id, prevId: _prevId, ...newest } = read(snapshots.at(-1)!);
    const { id: _i, prevId: _p, ...fromSchema } = generateDrizzleJson(schema as Record<string, unknown>);
    expect(newest).toEqual(fromSchema);
  });
});
