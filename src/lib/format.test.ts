import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMoney, formatNumber, fractionDigits, majorInput, toMinor } from './format.ts';
import { dateTimeFormat } from './intl-cache.ts';
import { addDays } from './domain/days.ts';

describe('money in minor units', () => {
  it('reads typed amounts with a dot or a comma and refuses negatives and text', () => {
    expect(toMinor('1200.5', 'MAD')).toBe(120050);
    expect(toMinor('19,99', 'EUR')).toBe(1999);
    expect(toMinor(' 0 ', 'EUR')).toBe(0);
    expect(toMinor('-5', 'EUR')).toBeNull();
    expect(toMinor('abc', 'EUR')).toBeNull();
    expect(toMinor('1500', 'JPY')).toBe(1500);
  });

  it('shows minor units in major units of the currency', () => {
    expect(majorInput(120050, 'MAD')).toBe('1200.50');
    expect(formatMoney(120050, 'EUR', 'en')).toBe('€1,200.50');
    expect(formatMoney(120050, 'EUR', 'fr')).toMatch(/^1\s200,50\s€$/);
    // Again from the kept formatter, and a code Intl does not know as a plain number and the code.
    expect(formatMoney(99, 'EUR', 'en')).toBe('€0.99');
    expect(formatMoney(120050, '??', 'en')).toBe('1200.50 ??');
    expect(formatMoney(120050, '??', 'en')).toBe('1200.50 ??');
  });
});

describe('days and numbers in the user language', () => {
  it('writes one date format, dd/mm/yyyy, in English and French', () => {
    expect(formatDay('2027-02-23', 'en')).toBe('23/02/2027');
    expect(formatDay('2027-02-23', 'fr')).toBe('23/02/2027');
    expect(formatDateTime('2026-11-24T13:05:00Z', 'fr', 'Europe/Paris')).toBe('24/11/2026 14:05');
    expect(formatNumber(1234.5, 'fr')).toMatch(/^1\s234,5$/);
    expect(formatDay('', 'en')).toBe('');
  });

  it('writes every day as Intl does for en-GB and fr-FR, and other locales through Intl', () => {
    for (const [locale, intl] of [
      ['en', 'en-GB'],
      ['fr', 'fr-FR'],
      ['fr-CA', 'fr-FR'],
    ] as const) {
      const format = dateTimeFormat(intl, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
      for (let day = '1999-12-25'; day < '2031-01-10'; day = addDays(day, 97)) {
        expect(formatDay(day, locale)).toBe(format.format(new Date(`${day}T00:00:00Z`)));
      }
    }
    expect(formatDay('2026-11-24T10:00:00Z', 'en')).toBe('24/11/2026');
    expect(formatDay('2026-11-24', 'en-US')).toBe('11/24/2026');
    expect(formatDay('not a day', 'fr')).toBe('not a day');
  });
});

describe('fractionDigits', () => {
  it('gives each currency its minor units, again from its kept value, and 2 for an unknown code', () => {
    for (let i = 0; i < 2; i++) {
      expect([fractionDigits('MAD'), fractionDigits('EUR'), fractionDigits('JPY'), fractionDigits('KWD')]).toEqual([2, 2, 0, 3]);
      expect(fractionDigits('??')).toBe(2);
    }
  });
});

describe('times, months and decimals in the reader’s language (issue 36)', () => {
  it('writes a time of day on a 24-hour clock in English as in French', async () => {
    const { formatTime } = await import('./format.ts');
    expect(formatTime('2026-11-28T15:35:58Z', 'en', 'UTC', { seconds: true })).toBe('15:35:58');
    expect(formatTime('2026-11-28T15:35:58Z', 'fr', 'Europe/Paris')).toBe('16:35');
  });

  it('names a month instead of printing 2026-11', async () => {
    const { formatMonth } = await import('./format.ts');
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatMonth('2026-11-28', 'en')).toBe('November 2026');
    expect(formatMonth('soon', 'fr')).toBe('soon');
  });

  it('writes a decimal held as text with the language’s decimal sign, exactly', async () => {
    const { formatDecimalText } = await import('./format.ts');
    expect(formatDecimalText('10.85', 'fr')).toBe('10,85');
    expect(formatDecimalText('10.85', 'en')).toBe('10.85');
    expect(formatDecimalText('0.123456789012', 'fr', 12)).toBe('0,123456789012');
  });
});

describe('a zero amount', () => {
  it('is never written negative (a credit notes line of 0 shown as a deduction)', () => {
    expect(formatMoney(-0, 'EUR', 'en')).toBe('€0.00');
    expect(formatMoney(-0, 'EUR', 'fr')).toBe(formatMoney(0, 'EUR', 'fr'));
    expect(formatMoney(-0, 'EUR', 'fr')).not.toMatch(/^[-−]/);
    expect(formatMoney(-1, 'EUR', 'en')).toBe('-€0.01');
  });
});
