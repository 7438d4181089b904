import { describe, expect, it } from 'vitest';
import { cookieValue, DEFAULT_HIDDEN, hiddenColumns, hiddenColumnsCss } from './reservation-columns.ts';

describe('reservations list columns', () => {
  it('hides the defaults without a cookie, nothing with none, only known columns otherwise', () => {
    expect(hiddenColumns(undefined)).toEqual(DEFAULT_HIDDEN);
    expect(hiddenColumns('none')).toEqual([]);
    expect(hiddenColumns('guest,bogus,guest,number')).toEqual(['guest']);
    expect(cookieValue([])).toBe('none');
    expect(hiddenColumns(cookieValue(['segment', 'invoiced']))).toEqual(['segment', 'invoiced']);
  });
  it('writes the CSS that hides them, never for unknown names', () => {
    expect(hiddenColumnsCss(['segment', 'x"}body{'])).toBe('.res-grid [data-col="segment"] { display: none; }');
    expect(hiddenColumnsCss([])).toBe('');
  });
});
