/**
 * `npm test`: every tier, in order — the import rules (lint:deps), eslint, prettier's check, unit tests, API tests (PGlite
 * always; PostgreSQL too when TEST_DATABASE_URL is set), then the Playwright tests in Chromium. The
 * production build they use runs beside the first tiers (two cores: it would otherwise wait for them).
 *
 * Honest by construction: a runner's own exit code counts (a file whose setup throws fails the run
 * even when vitest counts its tests as skipped), failed files and setups are counted beside failed
 * tests, and skipped tests are reported as skipped with the reason. Ends with one plain summary
 * line 'N passed, N failed, N skipped' and exits non-zero whenever anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveChromium } from './find-chromium.ts';
import { summariseVitest, type VitestJson } from './test-summary.ts';

const env = { ...process.env, TZ: 'UTC' };
const bin = (name: string) => path.resolve('node_modules', '.bin', name);
let passed = 0;
let failed = 0;
let skipped = 0;
const problems: string[] = [];
const skips: string[] = [];

function run(label: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}): number {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}

function vitest(project: string): VitestJson | undefined {
  const out = path.join(os.tmpdir(), `auberge-vitest-${project}-${process.pid}.json`);
  const status = run(`${project} tests (vitest)`, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  const json = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as VitestJson) : undefined;
  if (json) fs.rmSync(out);
  const s = summariseVitest(json, status);
  passed += s.passed;
  failed += s.failed;
  skipped += s.skipped;
  problems.push(...s.problems.map((p) => `${project}: ${p}`));
  skips.push(...s.skips.map((p) => `${project}: ${p}`));
  return json;
}

// The production build runs beside the first tiers (the browser tests and the API tests that start
// the built server need it): its output goes to a file, shown when it has ended.
const buildLog = path.join(os.tmpdir(), `auberge-build-${process.pid}.log`);
const buildStarted = Date.now();
const build: Promise<number> = new Promise((resolve) => {
  const out = fs.openSync(buildLog, 'w');
  const child = spawn(bin('astro'), ['build'], { stdio: ['ignore', out, out], env });
  child.once('error', () => resolve(1));
  child.once('exit', (code) => {
    fs.closeSync(out);
    resolve(code ?? 1);
  });
});

// The import rules first: a forbidden import fails the run like a failed test, whatever follows.
if (run('import rules (lint:deps)', process.execPath, [path.resolve('scripts', 'lint-deps.ts')]) !== 0) {
  failed += 1;
  problems.push('lint:deps: a forbidden import (a cycle, a reach into another module, or the front into the back end); see its list above');
}

// The code's own rules: eslint (eslint.config.js) and prettier's formatting check (.prettierrc.json).
if (run('lint (eslint)', bin('eslint'), ['.']) !== 0) {
  failed += 1;
  problems.push('lint: eslint found errors; see its list above');
}
if (run('format (prettier --check)', bin('prettier'), ['--check', '.']) !== 0) {
  failed += 1;
  problems.push('format: files not formatted by prettier (npm run format writes them); see the list above');
}

const chromium = await resolveChromium(env);
if (!chromium) {
  console.error(
    'npm test needs Chromium for its browser tests: neither CHROMIUM_PATH, a system Chromium nor the packaged @sparticuz/chromium could be used (run npm install).',
  );
  process.exit(1);
}

vitest('unit');

const buildStatus = await build;
console.log(
  `\n=== build (for the browser tests and the built-server API tests), ${Math.round((Date.now() - buildStarted) / 1000)} s beside the first tiers ===`,
);
console.log(
  fs
    .readFileSync(buildLog, 'utf8')
    .trim()
    .split('\n')
    .slice(buildStatus === 0 ? -3 : -40)
    .join('\n'),
);
fs.rmSync(buildLog, { force: true });

const api = vitest('api');
if (api) {
  const perEngine: Record<string, number> = {};
  for (const file of api.testResults) {
    for (const t of file.assertionResults) {
      if (t.status !== 'passed' && t.status !== 'failed') continue;
      const engine = /^\[(\w+)\]/.exec(t.ancestorTitles[0] ?? '')?.[1] ?? 'other';
      perEngine[engine] = (perEngine[engine] ?? 0) + 1;
    }
  }
  const pg = perEngine['postgres'] ?? 0;
  console.log(
    `\nAPI tests run: ${perEngine['pglite'] ?? 0} on PGlite, ${pg} on PostgreSQL${pg ? '' : ' (set TEST_DATABASE_URL to run them on a PostgreSQL server too)'}${perEngine['other'] ? `, ${perEngine['other']} engine-independent` : ''}.`,
  );
}

if (buildStatus !== 0) {
  failed += 1;
  problems.push('build: astro build failed (its output is above, before the API tests)');
} else {
  const report = path.join(os.tmpdir(), `auberge-playwright-${process.pid}.json`);
  const status = run('browser tests (playwright)', bin('playwright'), ['test'], { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  let counted = 0;
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      errors?: { message?: string }[];
    };
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
    counted = r.stats.unexpected;
    for (const e of r.errors ?? []) problems.push(`playwright: ${(e.message ?? '').split('\n')[0]}`);
    fs.rmSync(report);
  }
  if (status !== 0 && counted === 0) {
    failed += 1;
    problems.push(`playwright: exited with ${status} without a failed test to show for it (setup or configuration)`);
  }
}

if (skips.length) console.log(`\nSkipped:\n${skips.map((p) => `  - ${p}`).join('\n')}`);
if (problems.length) console.log(`\nWhat failed outside the tests' own counts:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
