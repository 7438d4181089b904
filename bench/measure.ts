import { PerformanceObserver } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { collectNow } from './memory.ts';
import { latencySummary, median, percentile, round } from './stats.ts';

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  /** Responses with a status outside the expected ones, plus connection errors and timeouts. */
  errors: number;
  statusCounts: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  expect: (status: number) => boolean;
  method?: 'GET' | 'POST';
  /** The body of each request (called once per request). */
  body?: () => string;
}

/**
 * Keeps `connections` requests in flight for `durationS` seconds. Latencies are collected per
 * response (every status), because autocannon's own histogram reports p97.5, not p95.
 */
export async function load(opts: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const body = opts.body;
  const instance = autocannon({
    url: opts.url,
    headers: opts.headers,
    connections: opts.connections,
    duration: opts.durationS,
    timeout: 30,
    method: opts.method ?? 'GET',
    ...(body ? { requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body() }) }] } : {}),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  const statusCounts: Record<string, number> = {};
  let unexpected = 0;
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    statusCounts[status] = count;
    if (!opts.expect(Number(status))) unexpected += count;
  }
  return {
    ...latencySummary(latencies),
    requestsPerSecond: round(latencies.length / opts.durationS, 1),
    requests: latencies.length,
    errors: unexpected + result.errors + result.timeouts,
    statusCounts,
  };
}

export interface SequentialResult {
  /** Median time until the response headers arrive. */
  ttfb: number;
  /** Whole responses, one request at a time: the server's own latency, without queueing. */
  p50: number;
  p95: number;
  /** Each whole response's time (ms), in order: rounds of two servers measured in turn are summed from them. */
  samples: number[];
}

/** `times` requests one after the other (after 3 unmeasured warm-ups). */
export async function sequential(
  url: string,
  headers: Record<string, string>,
  times = 100,
  init: { method?: string; body?: () => string } = {},
): Promise<SequentialResult> {
  const firstByte: number[] = [];
  const whole: number[] = [];
  for (let i = -3; i < times; i++) {
    // As in sequentialInTurn: the client's own collections kept out of the samples.
    collectNow();
    const t = await timeRequest({ url, headers, write: init });
    if (i < 0) continue;
    firstByte.push(t.headersMs);
    whole.push(t.wholeMs);
  }
  return { ttfb: round(median(firstByte), 2), p50: round(percentile(whole, 50), 2), p95: round(percentile(whole, 95), 2), samples: whole };
}

/**
 * Requests to several servers one at a time, in turn request by request (A, B, A, B, …), `times`
 * each after 3 unmeasured: what slows the machine for a moment (another process, a checkpoint)
 * falls on both sides alike, where rounds of 25 put a burst of it on one side only. The samples per
 * request, in the order sent.
 */
export async function sequentialInTurn(
  asked: readonly { url: string; headers: Record<string, string>; write?: { method?: string; body?: () => string } }[],
  times: number,
): Promise<{ samples: number[][]; clientGcMs: number[][] }> {
  const samples = asked.map((): number[] => []);
  const clientGcMs = asked.map((): number[] => []);
  const gc = watchGc();
  try {
    for (let i = -3; i < times; i++)
      for (const [k, a] of asked.entries()) {
        // The bench's own heap collected before each request, untimed: one request's garbage then
        // fits in the young generation, and no pause of the client falls inside a sample. Without
        // it, most of the tape chart's slowest samples (35-90 ms, median 15) held 5-28 ms of the
        // client's collections, on either side.
        collectNow();
        const start = performance.now();
        const { wholeMs } = await timeRequest(a);
        if (i >= 0) {
          samples[k]!.push(wholeMs);
          clientGcMs[k]!.push(gc.pausedMs(start, start + wholeMs));
        }
      }
  } finally {
    gc.stop();
  }
  return { samples, clientGcMs };
}

/**
 * The bench process's own garbage collections, as they happen: a pause of the client lands on
 * whichever request is in flight and reads as that request's latency. `pausedMs` is the time the
 * client spent collecting between two instants.
 */
export function watchGc(): { pausedMs(from: number, to: number): number; stop(): void } {
  const pauses: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push({ start: e.startTime, end: e.startTime + e.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    // Entries arrive after the collection: a request's own are in by the time it is judged.
    pausedMs: (from, to) => pauses.reduce((sum, p) => sum + Math.max(0, Math.min(to, p.end) - Math.max(from, p.start)), 0),
    stop: () => observer.disconnect(),
  };
}

/** One request, timed to its status line and to the end of its body. */
async function timeRequest(a: {
  url: string;
  headers: Record<string, string>;
  write?: { method?: string; body?: () => string };
}): Promise<{ headersMs: number; wholeMs: number }> {
  const start = performance.now();
  const res = await fetch(a.url, { headers: a.headers, redirect: 'manual', method: a.write?.method ?? 'GET', body: a.write?.body?.() ?? null });
  const headersMs = performance.now() - start;
  await res.arrayBuffer();
  return { headersMs, wholeMs: performance.now() - start };
}

/** Times an async flow `times` times in a row. */
export async function timeFlow(run: () => Promise<unknown>, times = 20): Promise<{ p50: number; p95: number; p99: number; runs: number }> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return { ...latencySummary(samples), runs: times };
}
