import { describe, expect, it } from 'vitest';
import { pageOf } from './report-page.ts';

describe('a page of a report table', () => {
  const rows = Array.from({ length: 166 }, (_, i) => i);

  it('cuts 166 nationalities into pages of 25', () => {
    expect(pageOf(rows, null, 25)).toMatchObject({ page: 0, pages: 7 });
    expect(pageOf(rows, null, 25).rows).toHaveLength(25);
    expect(pageOf(rows, '6', 25).rows).toEqual([150, 151, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 162, 163, 164, 165]);
  });

  it('reads a page past the end as the last, and a wrong one as the first', () => {
    expect(pageOf(rows, '99', 25).page).toBe(6);
    expect(pageOf(rows, '-1', 25).page).toBe(0);
    expect(pageOf(rows, 'x', 25).page).toBe(0);
    expect(pageOf(rows, '1.5', 25).page).toBe(0);
    expect(pageOf([], null, 25)).toEqual({ rows: [], page: 0, pages: 1 });
  });
});
