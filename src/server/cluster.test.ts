import { describe, expect, it } from 'vitest';
import { pickWorker, workerCount } from './cluster.ts';

describe('workerCount', () => {
  it('is 1 unless WORKERS names a whole number from 1 to 64', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ WORKERS: '' })).toBe(1);
    expect(workerCount({ WORKERS: '2' })).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '65'])
      expect(() => workerCount({ WORKERS: bad })).toThrow(`WORKERS must be a whole number from 1 to 64, got '${bad}'.`);
  });
});

describe('pickWorker', () => {
  const w = (id: number, open: number, lastGiven: number, ready = true, accepting = true) => ({ id, open, lastGiven, ready, accepting });

  it('gives a connection to the ready worker with the fewest open connections', () => {
    expect(pickWorker([w(1, 3, 5), w(2, 1, 6), w(3, 2, 1)])?.id).toBe(2);
  });

  it('on a tie, to the one given a connection longest ago', () => {
    expect(pickWorker([w(1, 2, 9), w(2, 2, 4), w(3, 2, 7)])?.id).toBe(2);
  });

  it('ten connections on two idle workers: five each, alternating', () => {
    const workers = [w(1, 0, 0), w(2, 0, 0)];
    let given = 0;
    const order: number[] = [];
    for (let i = 0; i < 10; i++) {
      const target = pickWorker(workers)!;
      target.open += 1;
      target.lastGiven = ++given;
      order.push(target.id);
    }
    expect(workers.map((x) => x.open)).toEqual([5, 5]);
    expect(order).toEqual([1, 2, 1, 2, 1, 2, 1, 2, 1, 2]);
  });

  it('skips a worker still starting while another is ready; takes it when none is', () => {
    expect(pickWorker([w(1, 9, 1), w(2, 0, 0, false)])?.id).toBe(1);
    expect(pickWorker([w(1, 0, 0, false, true), w(2, 0, 0, false, false)])?.id).toBe(1);
    expect(pickWorker([w(1, 0, 0, false, false)])).toBeUndefined();
    expect(pickWorker([])).toBeUndefined();
  });
});
