import { describe, expect, it } from 'vitest';
import { dayPattern, parseTypedDay, toTypedDay } from './typed-day.ts';

describe('typed days', () => {
  it('reads and writes the day in the user format', () => {
    expect(dayPattern('fr')).toBe('jj/mm/aaaa');
    expect(parseTypedDay('01/06/1985', 'fr')).toBe('1985-06-01');
    expect(toTypedDay('1985-06-01', 'fr')).toBe('01/06/1985');
    expect(dayPattern('en')).toBe('mm/dd/yyyy');
    expect(parseTypedDay('06/01/1985', 'en')).toBe('1985-06-01');
  });
  it('refuses what is not a real date', () => {
    expect(parseTypedDay('31/02/1985', 'fr')).toBeNull();
    expect(parseTypedDay('1985', 'fr')).toBeNull();
    expect(parseTypedDay('aa/bb/cccc', 'fr')).toBeNull();
  });
});
