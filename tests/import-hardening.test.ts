import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';

const SMALL = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'history-small.csv'), 'utf8');
const HEADER = SMALL.slice(0, SMALL.indexOf('\n'));

interface Line {
  progress?: unknown;
  result?: Record<string, any>;
  error?: { error: string; code: string; params: Record<string, unknown>; message: string };
}
// The answer is JSON lines; the test client parses an answer of one line (a refusal before any progress) itself.
const outcome = (body: unknown): Line =>
  typeof body === 'object'
    ? (body as Line)
    : String(body)
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Line)
        .at(-1)!;

const upload = (api: TestApi, body: BodyInit, type = 'text/csv', name = 'bookings.csv') =>
  api.as('admin').raw('POST', '/pms/history/imports', body, { 'content-type': type, 'x-file-name': name });

/** The small file with its two hotels renamed: new hotels for this database. */
const renamed = (resort: string, city: string) => SMALL.replaceAll('Resort Hotel', resort).replaceAll('City Hotel', city);

const state = async (api: TestApi) =>
  (
    await api.database.query<{ hotels: number; reservations: number; imports: number }>(
      'select (select count(*) from hotels)::int hotels, (select count(*) from reservations)::int reservations, (select count(*) from history_imports)::int imports',
    )
  )[0]!;

describeApi('history import: files refused with their reason, new hotels with ids of their own', (api) => {
  beforeAll(async () => {
    await api().database.exec(`update users set permissions = permissions || '["chauffeur"]'::jsonb where code = 'admin'`);
  });

  it('refuses a Latin-1 file, a file with no line break, a file of no booking and a gzip bomb, recording none', async () => {
    const before = await state(api());
    const latin1 = outcome((await upload(api(), Buffer.from(renamed('Hôtel Été', 'Château'), 'latin1'))).body);
    expect(latin1.error).toMatchObject({ error: 'invalid_input', code: 'errors.historyImport.file.notUtf8', field: 'file' });
    expect(latin1.error!.message).toMatch(/^file: the file is not UTF-8 \(Latin-1\?\).*Save it as UTF-8/);
    const noBreak = outcome((await upload(api(), `${HEADER}`)).body);
    expect(noBreak.error!.message).toContain('it holds no booking line under its header');
    const junk = outcome((await upload(api(), `${HEADER}\nnot,a,booking\n`)).body);
    expect(junk.error!.message).toContain('none of its 1 line(s) is a booking');
    // 200 MB of short lines in a 200 KB upload: refused at once, the server still answering.
    const block = zlib.gzipSync('x\n'.repeat(2 ** 19), { level: 9 });
    const bomb = Buffer.concat([zlib.gzipSync(`${HEADER}\n`), ...Array<Buffer>(200).fill(block)]);
    const t0 = performance.now();
    const refused = outcome((await upload(api(), bomb, 'application/gzip', 'bomb.csv.gz')).body);
    expect(refused.error!.message).toContain("lines do not have the header's 32 fields");
    expect(performance.now() - t0).toBeLessThan(30_000);
    expect(await state(api())).toEqual(before);
    expect((await api().as('admin').get('/pms/history/imports')).body).toEqual([]);
  });

  it('gives each new hotel an id of its own, file after file; the same hotel again is refused by its own name', async () => {
    const first = outcome((await upload(api(), renamed('Quinta Nova', 'Casa Velha'), 'text/csv', 'first.csv')).body);
    expect(first.error).toBeUndefined();
    const ids = first.result!['hotels'].map((h: { groupId: number; name: string }) => [h.name, h.groupId]);
    expect(ids).toEqual([
      ['Casa Velha', 13],
      ['Quinta Nova', 14],
    ]);
    // A second file, another new hotel (once refused as "Hotel 13 (Quote Hotel) already holds reservations").
    const second = outcome((await upload(api(), renamed('Solar Azul', 'Solar Azul'), 'text/csv', 'second.csv')).body);
    expect(second.error).toBeUndefined();
    expect(second.result!['hotels'].map((h: { groupId: number; name: string }) => [h.name, h.groupId])).toEqual([['Solar Azul', 15]]);
    const [hotels] = await api().database.query<{ names: string[] }>('select array_agg(name order by group_id) names from hotels where group_id >= 13');
    expect(hotels!.names).toEqual(['Casa Velha', 'Quinta Nova', 'Solar Azul']);
    // Quinta Nova's history again, from another file: refused, naming Quinta Nova; nothing written.
    const before = await state(api());
    const again = outcome((await upload(api(), renamed('Quinta Nova', 'Quinta Nova').replace('100.5', '101.5'), 'text/csv', 'third.csv')).body);
    expect(again.error!.message).toBe('Hotel 14 (Quinta Nova) already holds reservations: its history can only be imported into an empty hotel.');
    expect(await state(api())).toEqual(before);
  });
});
