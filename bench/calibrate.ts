import { createHash } from 'node:crypto';
import os from 'node:os';

/**
 * How fast this machine is right now, measured by fixed work before the server starts. Figures
 * from two runs compare only when these agree: a shared machine's speed drifts from day to day
 * (seen here: the same commit served half the pages a second on another day), and the bench's
 * own numbers cannot tell that apart from a change in the code.
 */
export interface MachineSpeed {
  cpu: string;
  cores: number;
  /** Load average over the last minute when measured. */
  load1: number;
  /** Best of three: build 200,000 small objects, then JSON round trip them (allocation, GC, strings). */
  jsMs: number;
  /** Best of three: SHA-256 of 64 MB (native code, no allocation). */
  hashMs: number;
}

function best(times: number, run: () => void): number {
  let min = Infinity;
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    run();
    min = Math.min(min, performance.now() - t);
  }
  return Math.round(min);
}

export function measureMachine(): MachineSpeed {
  const data = Buffer.alloc(64 * 1024 * 1024, 7);
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    load1: Math.round(os.loadavg()[0]! * 100) / 100,
    jsMs: best(3, () => {
      const rows = Array.from({ length: 200_000 }, (_, i) => ({
        id: i,
        day: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
        name: `Guest ${i}`,
        amount: i * 3,
      }));
      if ((JSON.parse(JSON.stringify(rows)) as unknown[]).length !== rows.length) throw new Error('calibration: JSON round trip lost rows');
    }),
    hashMs: best(3, () => void createHash('sha256').update(data).digest()),
  };
}

export function formatMachine(m: MachineSpeed): string {
  return `machine: ${m.cpu}, ${m.cores} cores, load ${m.load1}; fixed work: JS ${m.jsMs} ms, SHA-256 of 64 MB ${m.hashMs} ms (compare runs only where these agree)`;
}
