import { describe, expect, it } from 'vitest';
import { lastYearWindow } from './gm-dashboard-figures.ts';

describe('the same days a year before', () => {
  it('keeps 29 February in the February (or the month or year to date) of a leap year before', () => {
    expect(lastYearWindow('2017-02-01', '2017-02-28')).toEqual({ from: '2016-02-01', to: '2016-02-29' });
    expect(lastYearWindow('2016-09-01', '2017-02-28')).toEqual({ from: '2015-09-01', to: '2016-02-29' });
    // A common year before: its February ends on the 28th.
    expect(lastYearWindow('2018-02-01', '2018-02-28')).toEqual({ from: '2017-02-01', to: '2017-02-28' });
    // A leap year's February against a common one's: 29 February falls on the 28th.
    expect(lastYearWindow('2016-02-01', '2016-02-29')).toEqual({ from: '2015-02-01', to: '2015-02-28' });
  });

  it('compares one day with one day', () => {
    expect(lastYearWindow('2017-02-28', '2017-02-28')).toEqual({ from: '2016-02-28', to: '2016-02-28' });
  });
});
