import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasStraightApostrophe } from './apostrophe.ts';
import { AUDIT_EVENT_TYPES } from '../domain/audit-types.ts';

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
    expect(all.filter(([, text]) => hasStraightApostrophe(text))).toEqual([]);
  });
  it('are written ’ in the audit event types’ names, which the activity report shows', () => {
    expect(AUDIT_EVENT_TYPES.filter((a) => hasStraightApostrophe(a.name) || hasStraightApostrophe(a.nameFr))).toEqual([]);
    expect(AUDIT_EVENT_TYPES.find((a) => a.id === 39)?.nameFr).toBe('Paramètres de l’hôtel');
  });
  it('find the straight ones the catalogues once held, and leave placeholders in quotes and typographic ones alone', () => {
    for (const s of ["Rapport d'activité", "d'{name}", "The hotel's site", "In-house guests' folios"]) expect(hasStraightApostrophe(s), s).toBe(true);
    for (const s of ['Rapport d’activité', '« {q} »', "'{code}'", 'the role ‘Administrator’ to open']) expect(hasStraightApostrophe(s), s).toBe(false);
  });
});
