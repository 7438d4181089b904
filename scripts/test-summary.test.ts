import { describe, expect, it } from 'vitest';
import { summariseVitest, type VitestJson } from './test-summary.ts';

const file = (status: string, tests: string[], title = '[pglite] suite', message = '') => ({
  name: '/repo/tests/x.test.ts',
  status,
  message,
  assertionResults: tests.map((s) => ({ status: s, ancestorTitles: [title] })),
});
const report = (files: VitestJson['testResults']): VitestJson => ({
  numPassedTests: files.flatMap((f) => f.assertionResults).filter((t) => t.status === 'passed').length,
  numFailedTests: files.flatMap((f) => f.assertionResults).filter((t) => t.status === 'failed').length,
  testResults: files,
});

describe('what npm test counts from vitest', () => {
  it('counts a file whose setup threw as failed, though vitest counts its tests as skipped', () => {
    const s = summariseVitest(report([file('failed', ['skipped', 'skipped'], '[pglite] suite', 'Error: boom\n at x')]), 1);
    expect(s).toMatchObject({ passed: 0, failed: 1, skipped: 2 });
    expect(s.problems[0]).toContain('tests/x.test.ts failed before its tests ran (Error: boom)');
  });

  it('fails on a non-zero exit code that no test explains, and when there is no report', () => {
    expect(summariseVitest(report([file('passed', ['passed'])]), 1).failed).toBe(1);
    expect(summariseVitest(undefined, 1)).toMatchObject({ failed: 1, passed: 0 });
  });

  it('reports skipped tests with the reason, and passes a clean run', () => {
    const s = summariseVitest(report([file('passed', ['passed', 'passed']), file('passed', ['skipped'], '[postgres] suite')]), 0);
    expect(s).toMatchObject({ passed: 2, failed: 0, skipped: 1, problems: [] });
    expect(s.skips[0]).toContain('TEST_DATABASE_URL is not set');
  });

  it('counts failed tests once', () => {
    expect(summariseVitest(report([file('failed', ['passed', 'failed'])]), 1)).toMatchObject({ passed: 1, failed: 1 });
  });
});
