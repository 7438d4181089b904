import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../domain/roles.ts';
import { TAX_FAMILIES } from '../domain/tax-families.ts';
import { MONEY_ERRORS } from '../domain/money.ts';
import { errorsEn } from './errors.en.ts';
import { errorsFr } from './errors.fr.ts';
import { rolesEn } from './roles.en.ts';
import { rolesFr } from './roles.fr.ts';

const EN: Record<string, string> = errorsEn;
const FR: Record<string, string> = errorsFr;
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
const isPluralForm = (key: string) => /_(zero|one|two|few|many|other)$/.test(key);

/** Every .ts file of the back end but its tests. */
function backendSources(dir = path.resolve(import.meta.dirname, '../../backend')): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return backendSources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [{ file: path.relative(process.cwd(), full), text: fs.readFileSync(full, 'utf8') }] : [];
  });
}

describe('the error catalogue', () => {
  it('has every key in French, none blank, with the same placeholders as in English', () => {
    expect(Object.keys(FR).sort()).toEqual(Object.keys(EN).sort());
    expect(
      Object.entries(FR)
        .filter(([, v]) => v.trim() === '')
        .map(([k]) => k),
    ).toEqual([]);
    const differ = Object.keys(EN).filter((k) => {
      const en = placeholders(EN[k]!);
      const fr = placeholders(FR[k]!);
      // A plural form may leave out what its sentence says in words ('une nuit' for {nights} = 1).
      return isPluralForm(k) ? fr.some((p) => !en.includes(p)) : en.join() !== fr.join();
    });
    expect(differ).toEqual([]);
  });

  it('has words for every code the back end can answer (the keys written in its source)', () => {
    const sources = backendSources();
    expect(sources.length).toBeGreaterThan(100);
    const missing: string[] = [];
    let literals = 0;
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/['`](errors\.[A-Za-z0-9_.]+?)(\$\{|['`])/g)) {
        literals++;
        const [, key, end] = m as unknown as [string, string, string];
        // A template (`errors.section.${s}`): some key must start with its fixed part.
        const known = end === '${' ? Object.keys(EN).some((k) => k.startsWith(key)) : key in EN && key in FR;
        if (!known) missing.push(`${file}: ${key}${end === '${' ? '…' : ''}`);
      }
    }
    expect(literals).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('has the words the back end builds from closed lists: classes, roles, sections, families, money codes', () => {
    const keys = [
      ...[
        'invalid_input',
        'unauthenticated',
        'forbidden',
        'not_found',
        'conflict',
        'payload_too_large',
        'unsupported_media_type',
        'unknown_error',
        'unavailable',
      ].map((c) => `errors.generic.${c}`),
      ...[
        'shell',
        'reservation',
        'frontDesk',
        'crm',
        'houseKeeping',
        'backOffice',
        'rateManagement',
        'reporting',
        'payment',
        'accounting',
        'endOfDay',
        'admin',
      ].map((s) => `errors.section.${s}`),
      ...TAX_FAMILIES.map((f) => `errors.family.${f}`),
      ...MONEY_ERRORS.map((c) => `errors.money.${c}`),
      'errors.money.noDecimals',
    ];
    expect(keys.filter((k) => !(k in EN && k in FR))).toEqual([]);
    expect(ROLES.filter((r) => !(`role.${r}` in rolesEn && `role.${r}` in rolesFr))).toEqual([]);
  });
});
