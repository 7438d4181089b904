import { describe, expect, it } from 'vitest';
import { readDayText } from './day-field-text.ts';

describe('a typed day field', () => {
  it('takes a real day as the reader types it, and keeps YYYY-MM-DD', () => {
    expect(readDayText('29/11/2026', 'fr')).toEqual({ day: '2026-11-29', problem: null });
    expect(readDayText(' 1/2/2027 ', 'fr')).toEqual({ day: '2027-02-01', problem: null });
    expect(readDayText('29/11/2026', 'en')).toEqual({ day: '2026-11-29', problem: null });
  });

  it('never coerces a text that is not a real date', () => {
    expect(readDayText('31/02/2027', 'fr')).toEqual({
      day: '',
      problem: { key: 'dayField.invalid', vars: { text: '31/02/2027', pattern: 'jj/mm/aaaa', example: '24/11/2026' } },
    });
    expect(readDayText('11/29/2026', 'en').problem?.key).toBe('dayField.invalid');
    expect(readDayText('2026-11-29', 'fr').problem?.key).toBe('dayField.invalid');
    expect(readDayText('29/11/26', 'fr').day).toBe('');
  });

  it('refuses a day out of bounds, naming the bound as the reader writes it', () => {
    expect(readDayText('28/11/2026', 'fr', { min: '2026-11-29' })).toEqual({ day: '', problem: { key: 'dayField.before', vars: { min: '29/11/2026' } } });
    expect(readDayText('01/01/2027', 'en', { max: '2026-12-31' })).toEqual({ day: '', problem: { key: 'dayField.after', vars: { max: '31/12/2026' } } });
    expect(readDayText('29/11/2026', 'fr', { min: '2026-11-29', max: '2026-11-29' }).day).toBe('2026-11-29');
  });

  it('an empty field is refused only when required', () => {
    expect(readDayText('', 'fr')).toEqual({ day: '', problem: null });
    expect(readDayText('  ', 'en', { required: true })).toEqual({ day: '', problem: { key: 'dayField.required', vars: { pattern: 'dd/mm/yyyy' } } });
  });
});
