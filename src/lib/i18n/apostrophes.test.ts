import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A straight apostrophe inside a word, before a placeholder or after a plural: « l'hôtel », « d'{name} », "the hotel's", "guests' folios". */
const straight = /\p{L}'([\p{L}{]|(?=[\s,.;:)]))/u;

/** Every catalogue of both languages: en.ts and fr.ts, and the screens' *.en.ts and *.fr.ts. */
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => /^(.+\.)?(en|fr)\.ts$/.test(f));

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

describe('apostrophes', () => {
  it('are written ’ in every string of the catalogues, English and French, never as a straight quote', async () => {
    expect(files).toContain('fr.ts');
    expect(files).toContain('admin.en.ts');
    const modules = await Promise.all(files.map(async (file) => [file, (await import(`./${file}`)) as unknown] as const));
    const all = modules.flatMap(([file, mod]) => strings(mod, file, []));
    expect(all.length).toBeGreaterThan(5000);
    expect(all.filter(([, text]) => straight.test(text))).toEqual([]);
  });
});
