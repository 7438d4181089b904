import { describe, expect, it } from 'vitest';
import { moneyOrNull, parseMoney, roundUnits, unitsText } from './money.ts';
import { currencyDigits, parseAmount } from './currencies.ts';
import { currencyDigits as cashierDigits } from './cashiering.ts';
import { formatMoney, fractionDigits, majorInput, toMinor } from '../format.ts';

const two = { decimals: 2, field: 'unitPrice' };
const minor = (text: string, o: Parameters<typeof parseMoney>[1] = two) => moneyOrNull(text, o);
const refusal = (text: string, o: Parameters<typeof parseMoney>[1] = two) => {
  const r = parseMoney(text, o);
  return r.ok ? null : r.error;
};

describe('parseMoney: exact, from the digits', () => {
  it('keeps the amounts a float multiplication lost or rounded the wrong way', () => {
    // Math.round(1.255 * 100) = 125, Math.round(1.005 * 100) = 100, Math.round(0.125 * 100) = 13.
    expect(minor('1.255', { decimals: 4, field: 'unitPrice' })).toBe(12_550);
    expect(minor('1.005', { decimals: 4, field: 'unitPrice' })).toBe(10_050);
    expect(minor('0.125', { decimals: 4, field: 'unitPrice' })).toBe(1_250);
    expect(minor('1.005', { decimals: 3, field: 'amount' })).toBe(1005);
    expect(minor('4.35')).toBe(435);
    expect(minor('0.29')).toBe(29);
    expect(minor('1.15')).toBe(115);
    for (let cents = 0; cents < 100_000; cents += 37) expect(minor(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)).toBe(cents);
  });

  it('refuses more decimals than allowed instead of rounding, naming the field', () => {
    for (const text of ['1.255', '1.005', '0.125']) {
      const e = refusal(text);
      expect(e?.code).toBe('tooManyDecimals');
      expect(e?.message).toBe(`unitPrice: at most 2 decimals; got '${text}'`);
    }
    expect(refusal('12.5', { decimals: 0, field: 'price' })?.message).toBe("price: expected a whole amount, without decimals; got '12.5'");
    // Zeros past the allowed decimals say nothing more.
    expect(minor('1.2500')).toBe(125);
  });

  it('reads the forms people type in English and French', () => {
    expect(minor('1 234,56')).toBe(123_456);
    expect(minor('1\u202f234,56')).toBe(123_456);
    expect(minor('1\u00a0234,56')).toBe(123_456);
    expect(minor('1,234.56')).toBe(123_456);
    expect(minor('1.234,56')).toBe(123_456);
    expect(minor('1234.5')).toBe(123_450);
    expect(minor('1234,5')).toBe(123_450);
    expect(minor('1,234,567')).toBe(123_456_700);
    expect(minor(' 12 ')).toBe(1200);
    expect(minor('.5')).toBe(50);
    expect(minor('0')).toBe(0);
    // A lone comma and three digits: a thousand in English, a decimal comma elsewhere.
    expect(minor('1,234', { decimals: 4, field: 'p', locale: 'en' })).toBe(12_340_000);
    expect(minor('1,234', { decimals: 4, field: 'p', locale: 'fr' })).toBe(12_340);
    expect(refusal('1,234', { ...two, locale: 'fr' })?.code).toBe('tooManyDecimals');
  });

  it('refuses garbage, badly grouped digits and empty text', () => {
    for (const text of [
      'abc',
      '1e3',
      '0x10',
      '12abc',
      '1.2.3',
      '1,2,3',
      '12 34',
      '1 234 5',
      '1.234.5,6',
      '.',
      ',',
      '+5',
      '1,234.5.6',
      'NaN',
      'Infinity',
      '5 MAD',
      '--5',
    ]) {
      expect({ text, code: refusal(text)?.code }).toEqual({ text, code: 'notAmount' });
    }
    expect(refusal('')?.code).toBe('empty');
    expect(refusal('   ')?.message).toBe("unitPrice: an amount is required; got ''");
    expect(minor('', { ...two, emptyAs: 0 })).toBe(0);
  });

  it('refuses negatives unless the field takes them', () => {
    expect(refusal('-5')?.code).toBe('negative');
    expect(refusal('-5')?.message).toBe("unitPrice: must not be negative; got '-5'");
    expect(minor('-5,25', { ...two, allowNegative: true })).toBe(-525);
    expect(minor('\u221212.50', { ...two, allowNegative: true })).toBe(-1250);
    expect(minor('-0')).toBe(0);
  });

  it('refuses amounts beyond Number.MAX_SAFE_INTEGER and beyond a field maximum', () => {
    expect(minor('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(refusal('90071992547409.92')?.code).toBe('tooLarge');
    expect(refusal('99999999999999999999999')?.code).toBe('tooLarge');
    expect(refusal('1000000000000000000000.5')?.code).toBe('tooLarge');
    expect(refusal('10.01', { ...two, max: 1000 })?.message).toBe("unitPrice: too large (at most 10.00); got '10.01'");
    expect(minor('10', { ...two, max: 1000 })).toBe(1000);
  });
});

describe('minor units as text, exactly', () => {
  it('writes units of any precision without a float quotient', () => {
    expect(unitsText(58_500, 2)).toBe('585.00');
    expect(unitsText(-5, 2)).toBe('-0.05');
    expect(unitsText(12_550, 4)).toBe('1.2550');
    expect(unitsText(Number.MAX_SAFE_INTEGER, 2)).toBe('90071992547409.91');
    expect(unitsText(1500, 0)).toBe('1500');
    expect(roundUnits(12_550, 4, 2)).toBe(126);
    expect(roundUnits(-12_550, 4, 2)).toBe(-126);
    expect(roundUnits(125, 2, 4)).toBe(12_500);
  });

  it('formats money in the language, the currency first in English and last in French', () => {
    expect(formatMoney(58_500, 'MAD', 'en')).toMatch(/^MAD\s585\.00$/);
    expect(formatMoney(58_500, 'MAD', 'fr')).toMatch(/^585,00\sMAD$/);
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'en')).toBe('€90,071,992,547,409.91');
    expect(formatMoney(12_550, 'MAD', 'en', 4)).toMatch(/^MAD\s1\.255$/);
    expect(formatMoney(1005, 'KWD', 'en')).toMatch(/^KWD\s1\.005$/);
    expect(majorInput(12_550, 'MAD', 4)).toBe('1.2550');
  });
});

describe('one table of currency decimals', () => {
  it('answers the same everywhere: screens, cashier rules and exchange desk', () => {
    for (const code of ['MAD', 'EUR', 'JPY', 'KWD', 'TND', 'XOF', 'LYD', '??']) {
      expect({ code, digits: fractionDigits(code) }).toEqual({ code, digits: currencyDigits(code) });
      expect({ code, digits: cashierDigits(code) }).toEqual({ code, digits: currencyDigits(code) });
    }
    expect([currencyDigits('TND'), currencyDigits('XOF'), currencyDigits('LYD'), currencyDigits('constructor')]).toEqual([3, 0, 3, 2]);
  });

  it('reads typed amounts through the exact parser on every path', () => {
    expect(toMinor('1.005', 'MAD')).toBeNull();
    expect(toMinor('0.125', 'EUR')).toBeNull();
    expect(toMinor('1.255', 'MAD')).toBeNull();
    expect(toMinor('1 234,56', 'MAD')).toBe(123_456);
    expect(toMinor('1.005', 'TND')).toBe(1005);
    expect(parseAmount('1 234,56', 'MAD')).toBe(123_456);
    expect(parseAmount('0.125', 'MAD')).toBeNull();
  });
});

describe('formatMoney: the float shortcut gives the exact digits', () => {
  it("formats as the exact decimal text does, at the shortcut's edge and on amounts a float quotient misrounds", () => {
    const exact = (minor: number, decimals: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'MAD', maximumFractionDigits: decimals, minimumFractionDigits: 2 }).format(
        unitsText(minor, decimals) as Intl.StringNumericLiteral,
      );
    for (const minor of [0, 1, 5, 105, 1005, 100_005, 2 ** 50, -(2 ** 50), 2 ** 50 - 1, 123_456_789_012_345, 2 ** 50 + 1, Number.MAX_SAFE_INTEGER]) {
      expect({ minor, text: formatMoney(minor, 'MAD', 'en') }).toEqual({ minor, text: exact(minor, 2) });
      expect({ minor, text: formatMoney(minor, 'MAD', 'en', 4) }).toEqual({ minor, text: exact(minor, 4) });
    }
  });
});
