import { describe, expect, it } from 'vitest';
import { workerCount } from './cluster.ts';

describe('workerCount', () => {
  it('is 1 unless WORKERS names a whole number from 1 to 64', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WORKERS: '' })).toBe(1);
    expect(workerCount({ WORKERS: '2' })).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '65']) expect(() => workerCount({ WORKERS: bad })).toThrow(`WORKERS must be a whole number from 1 to 64, got '${bad}'.`);
  });
});
