import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** A straight apostrophe inside a French word or before a placeholder: « l'hôtel », « d'{name} ». */
const straight = /\p{L}'[\p{L}{]/u;

const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.fr.ts'));

function strings(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}

describe('French typography', () => {
  it('writes the apostrophe of every French word of the catalogues as ’, never as a straight quote', async () => {
    const modules = await Promise.all(files.map(async (file) => [file, (await import(`./${file}`)) as unknown] as const));
    const all = modules.flatMap(([file, mod]) => strings(mod, file, []));
    expect(all.length).toBeGreaterThan(2000);
    expect(all.filter(([, text]) => straight.test(text))).toEqual([]);
  });
});
