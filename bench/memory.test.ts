import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { childPids, largestRssMb, parseProcStatus, readMemory, readWorkersMemory } from './memory.ts';

describe('server memory readings', () => {
  it('reads the resident size and its high-water mark from /proc status', () => {
    const status = 'Name:\tnode\nVmHWM:\t  409600 kB\nVmRSS:\t  262144 kB\nThreads:\t11\n';
    expect(parseProcStatus(status)).toEqual({ rssMb: 256, peakMb: 400 });
  });
  it('says nothing when the fields are missing or the process is unknown', () => {
    expect(parseProcStatus('Name:\tnode\n')).toBeUndefined();
    expect(readMemory(undefined)).toBeUndefined();
    expect(readMemory(2 ** 30)).toBeUndefined();
  });
  it("shows a target's row with the largest worker's memory when there are workers, else the server's", () => {
    expect(
      largestRssMb({ rssMb: 62, peakMb: 64 }, [
        { rssMb: 150, peakMb: 200 },
        { rssMb: 203, peakMb: 229 },
      ]),
    ).toBe(203);
    expect(largestRssMb({ rssMb: 238, peakMb: 330 }, undefined)).toBe(238);
    expect(largestRssMb({ rssMb: 238, peakMb: 330 }, [])).toBe(238);
    expect(largestRssMb(undefined, undefined)).toBeUndefined();
  });
  it("reads each child process's memory (a server's workers)", async () => {
    const child = spawn('sleep', ['5']);
    await new Promise((r) => setTimeout(r, 100));
    try {
      expect(childPids(process.pid)).toContain(child.pid);
      expect(readWorkersMemory(process.pid)?.length).toBeGreaterThan(0);
      expect(readWorkersMemory(undefined)).toBeUndefined();
    } finally {
      child.kill();
    }
  });
});
