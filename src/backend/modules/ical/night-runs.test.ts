import { expect, it } from 'vitest';
import { nightRuns } from './night-runs.ts';

it('joins consecutive nights into one stay-like run, across months', () => {
  expect(nightRuns(['2026-05-02', '2026-04-30', '2026-05-01', '2026-05-05', '2026-05-01'])).toEqual([
    { checkin: '2026-04-30', checkout: '2026-05-03' },
    { checkin: '2026-05-05', checkout: '2026-05-06' },
  ]);
  expect(nightRuns([])).toEqual([]);
});
