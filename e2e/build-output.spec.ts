import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * V8 keeps the text of every module the server loads, in two bytes a character as soon as one
 * character is beyond Latin-1: one dash in a page's markup doubled that module's memory. The build
 * escapes such characters in the code and drops comments (astro.config.mjs); markup writes them as
 * entities (`&mdash;`, `&rarr;`), SQL takes them as parameters.
 */
test('the built server modules hold no character beyond Latin-1', () => {
  const dist = process.env['AUBERGE_DIST'] ?? path.resolve(import.meta.dirname, '..', 'dist');
  const offenders: string[] = [];
  for (const folder of ['server', 'server-main']) {
    const dir = path.join(dist, folder);
    for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!rel.endsWith('.mjs')) continue;
      const text = fs.readFileSync(path.join(dir, rel), 'utf8');
      const at = text.search(/[^\x00-\xff]/);
      if (at >= 0) offenders.push(`${folder}/${rel}: …${text.slice(Math.max(0, at - 40), at + 10)}…`);
    }
  }
  expect(offenders).toEqual([]);
});
