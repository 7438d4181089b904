import { describe, expect, it } from 'vitest';
import { formatMachine } from './calibrate.ts';

describe('machine speed line', () => {
  it('names the machine and the fixed work, so two runs can be compared', () => {
    expect(formatMachine({ cpu: 'AMD EPYC', cores: 2, load1: 0.31, jsMs: 412, hashMs: 61 })).toBe(
      'machine: AMD EPYC, 2 cores, load 0.31; fixed work: JS 412 ms, SHA-256 of 64 MB 61 ms (compare runs only where these agree)',
    );
  });
});
