/** What npm test counts from one vitest run: its JSON report and its exit code, neither alone. */

export interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  numFailedTestSuites?: number;
  testResults: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults: { fullName?: string; title?: string; ancestorTitles: string[]; status: string }[];
  }[];
}

export interface VitestSummary {
  passed: number;
  /** Failed tests, plus one per file that failed without a failed test (its setup threw), plus one for an exit code nothing else explains. */
  failed: number;
  skipped: number;
  /** A line each for what failed outside a test's own count. */
  problems: string[];
  /** A line per file with skipped tests, with the reason. */
  skips: string[];
}

const base = (file: string | undefined) => (file ?? '?').replace(/^.*?\/(tests|src|scripts|bench)\//, '$1/');

export function summariseVitest(json: VitestJson | undefined, exitCode: number): VitestSummary {
  if (!json) return { passed: 0, failed: 1, skipped: 0, problems: [`vitest exited with ${exitCode} and wrote no report`], skips: [] };
  const problems: string[] = [];
  const skips: string[] = [];
  let failed = json.numFailedTests;
  let skipped = 0;
  for (const file of json.testResults) {
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed').length;
    const skippedTests = file.assertionResults.filter((t) => t.status === 'skipped' || t.status === 'pending' || t.status === 'todo');
    skipped += skippedTests.length;
    if (file.status === 'failed' && failedTests === 0) {
      failed += 1;
      problems.push(
        `${base(file.name)} failed before its tests ran (${(file.message ?? 'setup error').split('\n')[0]}); its ${skippedTests.length} tests did not run`,
      );
    } else if (skippedTests.length) {
      skips.push(`${base(file.name)}: ${skippedTests.length} skipped (${skipReason(skippedTests[0]!.ancestorTitles[0] ?? '')})`);
    }
  }
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    problems.push(`vitest exited with ${exitCode} though no test or file failed`);
  }
  return { passed: json.numPassedTests, failed, skipped, problems, skips };
}

function skipReason(suite: string): string {
  if (suite.startsWith('[postgres]')) return 'PostgreSQL tests: TEST_DATABASE_URL is not set';
  return 'marked skip in the file';
}
