import fs from 'node:fs';
import path from 'node:path';

export interface TargetResult {
  name: string;
  path: string;
  status: 'ok' | 'errors' | 'not available';
  reason?: string;
  p50?: number;
  p95?: number;
  p99?: number;
  requestsPerSecond?: number;
  requests?: number;
  errors?: number;
  statusCounts?: Record<string, number>;
  ttfbMs?: number;
  /** One request at a time (no queueing): p50 and p95 of whole responses. */
  seqP50?: number;
  seqP95?: number;
  jsGzipKb?: number;
  jsFiles?: number;
  /** The server's resident memory right after this target's load, MB (with workers: the largest worker's). */
  rssMb?: number;
}

/** The table stays readable; the full reason is in latest.json. */
const clip = (s: string, max = 100) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);
const cell = (v: number | undefined, digits = 1) => (v === undefined || !Number.isFinite(v) ? '-' : v.toFixed(digits));

export function formatTable(results: readonly TargetResult[], connections: number): string {
  const head = [
    'target',
    '1 conn p50',
    '1 conn p95',
    `${connections} conn p50`,
    `${connections} conn p95`,
    `${connections} conn p99`,
    'req/s',
    'TTFB ms',
    'JS gz KB',
    'RSS MB',
    'status',
  ];
  const rows = results.map((r) => [
    r.name,
    cell(r.seqP50),
    cell(r.seqP95),
    cell(r.p50),
    cell(r.p95),
    cell(r.p99),
    cell(r.requestsPerSecond, 0),
    cell(r.ttfbMs),
    cell(r.jsGzipKb),
    cell(r.rssMb, 0),
    r.status === 'ok' ? 'ok' : r.status === 'errors' ? `${r.errors} errors ${JSON.stringify(r.statusCounts)}` : clip(`not available: ${r.reason ?? ''}`),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cols: string[]) =>
    cols
      .map((c, i) => (i === 0 || i === cols.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function writeResults(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
