import { describe, expect, it } from 'vitest';
import { dateTimeFormat, weekdayName } from './intl-cache.ts';
import { addDays, weekday } from './domain/days.ts';

describe('weekdayName', () => {
  it('names every day as the formatter does, in English and French, short and long', () => {
    for (const locale of ['en', 'fr', 'en-GB', 'fr-FR']) {
      for (const style of ['short', 'long'] as const) {
        const format = dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
        for (let i = 0; i < 14; i++) {
          const day = addDays('2026-10-20', i);
          expect(weekdayName(locale, weekday(day), style)).toBe(format.format(new Date(`${day}T00:00:00Z`)));
        }
      }
    }
    expect(weekdayName('fr', weekday('2026-11-27'), 'long')).toBe('vendredi');
    expect(weekdayName('en', weekday('2026-11-29'), 'short')).toBe('Sun');
  });

  it('refuses a number that is no weekday', () => {
    expect(() => weekdayName('en', 7, 'short')).toThrow(RangeError);
  });
});
