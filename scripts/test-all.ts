/**
 * `npm test`: every tier, in order — unit tests, API tests (PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set), then a production build and the Playwright tests in Chromium.
 * Ends with one plain summary line 'N passed, N failed'.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveChromium } from './find-chromium.ts';

const env = { ...process.env, TZ: 'UTC' };
const bin = (name: string) => path.resolve('node_modules', '.bin', name);
let passed = 0;
let failed = 0;

function run(label: string, cmd: string, args: string[]): number {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  return r.status ?? 1;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { assertionResults: { fullName?: string; ancestorTitles: string[]; status: string }[] }[];
}

function vitest(project: string): VitestJson | undefined {
  const out = path.join(os.tmpdir(), `auberge-vitest-${project}-${process.pid}.json`);
  run(`${project} tests (vitest)`, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  if (!fs.existsSync(out)) return undefined;
  const json = JSON.parse(fs.readFileSync(out, 'utf8')) as VitestJson;
  fs.rmSync(out);
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  return json;
}

const chromium = await resolveChromium(env);
if (!chromium) {
  console.error('npm test needs Chromium for its browser tests: neither CHROMIUM_PATH, a system Chromium nor the packaged @sparticuz/chromium could be used (run npm install).');
  process.exit(1);
}

const unit = vitest('unit');
if (!unit) failed += 1;

const api = vitest('api');
if (!api) failed += 1;
else {
  const perEngine: Record<string, number> = {};
  for (const file of api.testResults) {
    for (const t of file.assertionResults) {
      const engine = /^\[(\w+)\]/.exec(t.ancestorTitles[0] ?? '')?.[1] ?? 'other';
      perEngine[engine] = (perEngine[engine] ?? 0) + 1;
    }
  }
  const pg = perEngine['postgres'] ?? 0;
  console.log(`\nAPI tests run: ${perEngine['pglite'] ?? 0} on PGlite, ${pg} on PostgreSQL${pg ? '' : ' (set TEST_DATABASE_URL to run them on a PostgreSQL server too)'}${perEngine['other'] ? `, ${perEngine['other']} engine-independent` : ''}.`);
}

if (run('build (for the browser tests)', bin('astro'), ['build']) !== 0) {
  failed += 1;
} else {
  const report = path.join(os.tmpdir(), `auberge-playwright-${process.pid}.json`);
  const status = spawnSync(bin('playwright'), ['test'], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report } }).status;
  if (fs.existsSync(report)) {
    const stats = (JSON.parse(fs.readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    fs.rmSync(report);
  } else if (status !== 0) failed += 1;
  if (status !== 0 && failed === 0) failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
