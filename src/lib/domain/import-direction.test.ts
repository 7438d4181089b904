import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const BACKEND = join(ROOT, 'src/backend');
const SOURCE = /\.(ts|tsx|astro|mts)$/;
/** import … from '…', export … from '…', import('…'), side-effect import '…'. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** ARCHITECTURE.md: arrows point one way — src/backend may import src/lib/domain; src/lib and the islands never import src/backend. */
describe('import direction', () => {
  it('src/lib and src/islands import nothing from src/backend', () => {
    const offenders: string[] = [];
    for (const file of [...files(join(ROOT, 'src/lib')), ...files(join(ROOT, 'src/islands'))]) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
        if (!spec) continue;
        const target = spec.startsWith('.') ? resolve(file, '..', spec) : spec.startsWith('/') ? spec : null;
        if ((target && (target === BACKEND || target.startsWith(BACKEND + '/'))) || /(^|\/)src\/backend(\/|$)/.test(spec)) {
          offenders.push(`${relative(ROOT, file)} → ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
