/**
 * Records what the drizzle schema files say as the snapshot of the newest migration
 * (migrations/meta/NNNN_snapshot.json), the one `npm run db:generate` compares the schema with.
 * drizzle-kit writes it with every migration it generates; this is for one written by hand that
 * changes tables, once the schema files say what it does (tests/schema-catalogue.test.ts checks it):
 *
 *   node src/backend/db/write-schema-snapshot.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from './schema/index.ts';
import { MIGRATIONS_DIR, readJournal } from './migrate.ts';

const meta = path.join(MIGRATIONS_DIR, 'meta');
const last = readJournal().at(-1);
if (!last) throw new Error(`no migration in ${meta}/_journal.json`);
const name = `${String(last.idx).padStart(4, '0')}_snapshot.json`;
const before = fs
  .readdirSync(meta)
  .filter((f) => f.endsWith('_snapshot.json') && f < name)
  .sort()
  .at(-1);
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(meta, file), 'utf8')) as { id: string };
const target = path.join(meta, name);
// The snapshot's own id stays when it is written again: a later snapshot may point at it.
const id = fs.existsSync(target) ? read(name).id : randomUUID();
const { id: _id, prevId: _prevId, ...snapshot } = generateDrizzleJson(schema as Record<string, unknown>);
fs.writeFileSync(target, `${JSON.stringify({ id, prevId: before ? read(before).id : '00000000-0000-0000-0000-000000000000', ...snapshot }, null, 2)}\n`);
console.log(`${path.relative(process.cwd(), target)}: ${last.tag}, after ${before ?? 'no snapshot'}`);
