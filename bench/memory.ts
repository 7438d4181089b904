import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

export interface MemoryReading {
  /** Resident set size now, MB. */
  rssMb: number;
  /** Highest resident set size since the process started (the kernel's high-water mark), MB. */
  peakMb: number;
}

const kbField = (status: string, name: string): number | undefined => {
  const m = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
  return m ? Number(m[1]) : undefined;
};

/** Parses /proc/<pid>/status (Linux); undefined where the fields are missing. */
export function parseProcStatus(status: string): MemoryReading | undefined {
  const rss = kbField(status, 'VmRSS');
  const hwm = kbField(status, 'VmHWM');
  if (rss === undefined || hwm === undefined) return undefined;
  return { rssMb: Math.round(rss / 1024), peakMb: Math.round(hwm / 1024) };
}

/** The server's memory as the operating system sees it; undefined off Linux or once the process is gone. */
export function readMemory(pid: number | undefined): MemoryReading | undefined {
  if (!pid) return undefined;
  try {
    return parseProcStatus(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The processes a server started (WORKERS=n: its workers); empty off Linux or when it has none. */
export function childPids(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Each worker's memory when the server runs several (WORKERS=n), else undefined. */
export function readWorkersMemory(pid: number | undefined): MemoryReading[] | undefined {
  const readings = childPids(pid)
    .map(readMemory)
    .filter((m): m is MemoryReading => m !== undefined);
  return readings.length ? readings : undefined;
}

/**
 * The resident size a target's row shows: with workers (WORKERS=n), the largest worker's, which
 * is what a worker's limit is about (the primary only hands out connections); else the server's.
 */
export function largestRssMb(primary: MemoryReading | undefined, workers: readonly MemoryReading[] | undefined): number | undefined {
  return workers?.length ? Math.max(...workers.map((w) => w.rssMb)) : primary?.rssMb;
}

/** largestRssMb of a running server. */
export function readServerRssMb(pid: number | undefined): number | undefined {
  return largestRssMb(readMemory(pid), readWorkersMemory(pid));
}

let gc: (() => void) | undefined;

/**
 * A full collection of this process's heap, now, whatever flags it was started with (the bench's
 * untimed collection before each 1-connection request, the tests' heldMb): V8's gc(), exposed once
 * on first use.
 */
export function collectNow(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
