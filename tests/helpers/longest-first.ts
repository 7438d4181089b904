import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API tests' order on their two workers: the files known to run longest start first, so that
 * the longest (the model-based ledger test, minutes on both engines) runs beside the others instead
 * of after them. Without it, a clean clone (no duration cache) orders by file size, and the model
 * test's small file started last: 727 s for the tier instead of about 400.
 */
const LONGEST = [
  /model\/ledger-model\.test\.ts$/,
  /security\/malformed-input\.test\.ts$/,
  /security\/route-access\.test\.ts$/,
  /seed-demo\.test\.ts$/,
  /reservation-details\.test\.ts$/,
  /startup\.test\.ts$/,
];

const rank = (spec: TestSpecification): number => {
  const i = LONGEST.findIndex((r) => r.test(spec.moduleId));
  return i === -1 ? LONGEST.length : i;
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map((x) => x.spec);
  }
}
