import { describe, expect, it } from 'vitest';
import { dayPattern, parseTypedDay, toTypedDay } from './typed-day.ts';

describe('typed days', () => {
  it('reads and writes the day in the user format', () => {
    expect(dayPattern('fr')).toBe('jj/mm/aaaa');
    expect(parseTypedDay('01/06/1985', 'fr')).toBe('1985-06-01');
    expect(toTypedDay('1985-06-01', 'fr')).toBe('01/06/1985');
    // The app's English is en-GB, as its lists and the server's toIsoDay: day first too.
    expect(dayPattern('en')).toBe('dd/mm/yyyy');
    expect(parseTypedDay('01/06/1985', 'en')).toBe('1985-06-01');
    expect(toTypedDay('1985-06-01', 'en')).toBe('01/06/1985');
    expect(parseTypedDay('06/13/1985', 'en')).toBeNull();
    expect(dayPattern('en-US')).toBe('mm/dd/yyyy');
  });
  it('refuses what is not a real date', () => {
    expect(parseTypedDay('31/02/1985', 'fr')).toBeNull();
    expect(parseTypedDay('1985', 'fr')).toBeNull();
    expect(parseTypedDay('aa/bb/cccc', 'fr')).toBeNull();
  });
});
