import { describe, expect, it } from 'vitest';
import { dayName, monthOf, monthTitle, monthWeeks, moveByKey, shiftMonths, startDay, weekdayNames } from './day-calendar.ts';

describe('the day calendar', () => {
  it('lays a month out in weeks from Monday', () => {
    // 1 November 2026 is a Sunday: six empty cells before it, 30 November a Monday alone in the last week.
    const weeks = monthWeeks('2026-11-01');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks('2027-02-01')).toHaveLength(4);
    expect(monthWeeks('2028-02-01').flat().filter(Boolean)).toHaveLength(29);
  });

  it('names months and weekdays in the reader’s language', () => {
    expect(monthTitle('2026-11-01', 'fr')).toBe('Novembre 2026');
    expect(monthTitle('2026-11-01', 'en')).toBe('November 2026');
    expect(weekdayNames('fr').map((n) => n.long)).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(weekdayNames('en')[0]).toEqual({ short: 'Mon', long: 'Monday' });
    expect(dayName('2026-11-29', 'fr')).toBe('dimanche 29 novembre 2026');
    expect(dayName('2026-11-29', 'en')).toBe('Sunday, 29 November 2026');
  });

  it('moves by the date picker’s keys, within the bounds', () => {
    expect(moveByKey('2026-11-29', 'ArrowRight', false)).toBe('2026-11-30');
    expect(moveByKey('2026-11-30', 'ArrowRight', false)).toBe('2026-12-01');
    expect(moveByKey('2026-11-01', 'ArrowLeft', false)).toBe('2026-10-31');
    expect(moveByKey('2026-11-29', 'ArrowUp', false)).toBe('2026-11-22');
    expect(moveByKey('2026-11-29', 'ArrowDown', false)).toBe('2026-12-06');
    // Home and End: the week's Monday and Sunday (29 November is a Sunday).
    expect(moveByKey('2026-11-29', 'Home', false)).toBe('2026-11-23');
    expect(moveByKey('2026-11-25', 'End', false)).toBe('2026-11-29');
    expect(moveByKey('2026-01-31', 'PageDown', false)).toBe('2026-02-28');
    expect(moveByKey('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
    expect(moveByKey('2026-03-31', 'PageUp', false)).toBe('2026-02-28');
    expect(moveByKey('2026-11-29', 'ArrowLeft', false, { min: '2026-11-29' })).toBe('2026-11-29');
    expect(moveByKey('2026-11-29', 'PageDown', false, { max: '2026-12-10' })).toBe('2026-12-10');
    expect(moveByKey('2026-11-29', 'a', false)).toBeNull();
  });

  it('opens on the field’s day, else today, within the bounds', () => {
    expect(startDay('2026-12-24', '2026-11-29', {})).toBe('2026-12-24');
    expect(startDay('', '2026-11-29', {})).toBe('2026-11-29');
    expect(startDay('', '2026-11-29', { min: '2027-01-05' })).toBe('2027-01-05');
    expect(monthOf('2026-11-29')).toBe('2026-11-01');
    expect(shiftMonths('2026-12-31', 2)).toBe('2027-02-28');
  });
});
