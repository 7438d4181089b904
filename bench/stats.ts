/** Nearest-rank percentile of unsorted samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const round = (n: number, digits = 1): number => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

/** p50, p95 and p99 of unsorted samples, in ms to 2 decimals. */
export const latencySummary = (samples: readonly number[]): { p50: number; p95: number; p99: number } => ({
  p50: round(percentile(samples, 50), 2),
  p95: round(percentile(samples, 95), 2),
  p99: round(percentile(samples, 99), 2),
});
