import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const made: string[] = [];

/** A tiny project with the repository's own rules (.dependency-cruiser.cjs) and the given files under src/. */
function fixture(files: Record<string, string>, known: unknown[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-lint-deps-'));
  made.push(dir);
  fs.copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', allowImportingTsExtensions: true, noEmit: true, strict: true } }),
  );
  if (known.length) fs.writeFileSync(path.join(dir, '.dependency-cruiser-known-violations.json'), JSON.stringify(known));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'src', name)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src', name), text);
  }
  return dir;
}

function lint(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'lint-deps.ts'), '--root', dir, ...args], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout + r.stderr };
}

/** Two modules that keep to the rules: b uses a through its door, a page uses b through its door, core is below both. */
const CLEAN = {
  'backend/core/actor.ts': 'export interface Actor { userId: number }\n',
  'backend/modules/a/index.ts': "export { one } from './a-one.ts';\n",
  'backend/modules/a/a-one.ts': "import type { Actor } from '../../core/actor.ts';\nexport const one = (a: Actor): number => a.userId;\n",
  'backend/modules/b/index.ts': "export { two } from './b-two.ts';\n",
  'backend/modules/b/b-two.ts': "import { one } from '../a/index.ts';\nexport const two = (): number => one({ userId: 2 });\n",
  'layouts/shell.ts': "import { two } from '../backend/modules/b/index.ts';\nexport const shell = two();\n",
  'pages/home.astro': "---\nimport { two } from '../backend/modules/b/index.ts';\nconst n = two();\n---\n<p>{n}</p>\n",
};

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

// Each case runs dependency-cruiser in a child process: seconds on a busy machine, hence the generous timeout.
describe('lint:deps (scripts/lint-deps.ts with .dependency-cruiser.cjs)', { timeout: 60_000 }, () => {
  it('passes a project that keeps to the rules', () => {
    const r = lint(fixture(CLEAN));
    expect(r.out).toContain('lint:deps: no forbidden import');
    expect(r.status).toBe(0);
  });

  it('fails on a cycle between two files, naming both', () => {
    const r = lint(
      fixture({
        ...CLEAN,
        'backend/modules/a/a-one.ts': "import { three } from './a-three.ts';\nexport const one = (): number => three();\n",
        'backend/modules/a/a-three.ts': "import { one } from './a-one.ts';\nexport const three = (): number => (one.length ? 3 : 0);\n",
      }),
    );
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/no-circular: src\/backend\/modules\/a\/a-(one|three)\.ts → .*src\/backend\/modules\/a\/a-(one|three)\.ts/);
  });

  it('fails on a cycle between two modules that go through their doors', () => {
    const r = lint(
      fixture({
        ...CLEAN,
        'backend/modules/a/a-one.ts': "import { two } from '../b/index.ts';\nexport const one = (): number => two.length;\n",
      }),
    );
    expect(r.status).toBe(1);
    expect(r.out).toContain('no-circular-between-folders: src/backend/modules/a → src/backend/modules/b → src/backend/modules/a');
  });

  it("fails on a module reaching another module's inner file, and on core importing a module", () => {
    const r = lint(
      fixture({
        ...CLEAN,
        'backend/modules/b/b-two.ts': "import { one } from '../a/a-one.ts';\nexport const two = (): number => one({ userId: 2 });\n",
        'backend/core/actor.ts': "import type { two } from '../modules/b/index.ts';\nexport interface Actor { userId: number; two?: typeof two }\n",
      }),
    );
    expect(r.status).toBe(1);
    expect(r.out).toContain('module-through-its-index: src/backend/modules/b/b-two.ts → src/backend/modules/a/a-one.ts');
    expect(r.out).toContain('layers-import-no-module: src/backend/core/actor.ts → src/backend/modules/b/index.ts');
  });

  it('fails on a layout and on an .astro page importing a back-end file that is not a door', () => {
    const r = lint(
      fixture({
        ...CLEAN,
        'layouts/shell.ts': "import { two } from '../backend/modules/b/b-two.ts';\nexport const shell = two();\n",
        'pages/home.astro': "---\nimport type { Actor } from '../backend/core/actor.ts';\nconst n: Actor = { userId: 1 };\n---\n<p>{n.userId}</p>\n",
      }),
    );
    expect(r.status).toBe(1);
    expect(r.out).toContain('front-through-entry-points: src/layouts/shell.ts → src/backend/modules/b/b-two.ts');
    expect(r.out).toContain('front-through-entry-points: src/pages/home.astro → src/backend/core/actor.ts');
  });

  it('reports a listed known violation as known, and still fails on a new one', () => {
    const files = { ...CLEAN, 'backend/modules/b/b-two.ts': "import { one } from '../a/a-one.ts';\nexport const two = (): number => one({ userId: 2 });\n" };
    const known = [
      { from: 'src/backend/modules/b/b-two.ts', to: 'src/backend/modules/a/a-one.ts', rule: { name: 'module-through-its-index', severity: 'error' } },
    ];
    const quiet = lint(fixture(files, known));
    expect(quiet.out).toContain('1 known violation(s)');
    expect(quiet.status).toBe(0);
    const louder = lint(
      fixture({ ...files, 'layouts/shell.ts': "import { one } from '../backend/modules/a/a-one.ts';\nexport const shell = one({ userId: 1 });\n" }, known),
    );
    expect(louder.status).toBe(1);
    expect(louder.out).toContain('front-through-entry-points: src/layouts/shell.ts → src/backend/modules/a/a-one.ts');
  });

  it('counts the figures, known violations included', () => {
    const r = lint(
      fixture({
        ...CLEAN,
        'backend/modules/b/b-two.ts': "import { one } from '../a/a-one.ts';\nexport const two = (): number => one({ userId: 2 });\n",
      }),
      '--figures',
    );
    expect(r.status).toBe(0);
    expect(r.out).toContain('cycles between files: 0');
    expect(r.out).toContain("imports of another module's inner files: 1");
  });
});
