/**
 * Money typed as text, read exactly: integer arithmetic on the digits (BigInt), never a binary
 * float, so 1.255 stays 1.255 and 1.005 never becomes 1.00. An amount is an integer count of
 * units of 10^-decimals (minor units for the currency's own decimals, finer units for prices that
 * declare more, e.g. purchase prices). The one reader the screens, the pages and the API share.
 */

export const MONEY_ERRORS = ['empty', 'notAmount', 'tooManyDecimals', 'negative', 'tooLarge'] as const;
export type MoneyErrorCode = (typeof MONEY_ERRORS)[number];

export interface MoneyError {
  code: MoneyErrorCode;
  /** The field as the API names it (or the label on a screen). */
  field: string;
  text: string;
  decimals: number;
  /** An English sentence for logs and API users; screens render `code` in the reader's language. */
  message: string;
}

export type MoneyParse = { ok: true; minor: number } | { ok: false; error: MoneyError };

export interface MoneyOptions {
  /** Decimals the amount may carry: the currency's (`currencyDigits`) or a declared finer precision. */
  decimals: number;
  field: string;
  /** Refunds and corrections: a leading '-' is allowed. */
  allowNegative?: boolean;
  /** Largest magnitude in units of 10^-decimals; at most Number.MAX_SAFE_INTEGER (the default). */
  max?: number;
  /**
   * The writer's language, to read a lone ',' followed by three digits: English writes 1,234 for
   * a thousand and more; elsewhere (and without a language) a lone separator is the decimal one.
   */
  locale?: string;
  /** An empty text is this amount instead of an error (an optional field's default). */
  emptyAs?: number;
}

const GROUPING_SPACES = /[\s\u00a0\u202f\u2009']/g;

const failure = (code: MoneyErrorCode, o: MoneyOptions, text: string): MoneyParse => ({
  ok: false,
  error: { code, field: o.field, text, decimals: o.decimals, message: `${o.field}: ${englishReason(code, o.decimals, o.max)}; got '${text}'` },
});

function englishReason(code: MoneyErrorCode, decimals: number, max?: number): string {
  switch (code) {
    case 'empty':
      return 'an amount is required';
    case 'notAmount':
      return 'expected an amount such as 1234.56 or 1 234,56';
    case 'tooManyDecimals':
      return decimals === 0 ? 'expected a whole amount, without decimals' : `at most ${decimals} decimal${decimals === 1 ? '' : 's'}`;
    case 'negative':
      return 'must not be negative';
    case 'tooLarge':
      return `too large (at most ${unitsText(BigInt(max ?? Number.MAX_SAFE_INTEGER), decimals)})`;
  }
}

/** Splits '1 234,56' / '1,234.56' / '1.234,56' / '1234.5' into integer and fraction digits; null when it is no amount. */
function digitsOf(body: string, locale?: string): { int: string; frac: string } | null {
  const spaced = GROUPING_SPACES.test(body);
  GROUPING_SPACES.lastIndex = 0;
  const s = body.replace(GROUPING_SPACES, ' ');
  if (spaced && !/^\d{1,3}( \d{3})+([.,]\d*)?$/.test(s)) return null;
  const compact = s.replace(/ /g, '');
  const dots = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  let group: '.' | ',' | null = null;
  if (dots > 0 && commas > 0) {
    decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    group = decimal === '.' ? ',' : '.';
    if ((decimal === '.' ? dots : commas) > 1) return null;
  } else if (dots + commas > 1) {
    group = dots > 0 ? '.' : ',';
  } else if (dots + commas === 1) {
    const sep = dots > 0 ? '.' : ',';
    const english = locale !== undefined && locale.toLowerCase().startsWith('en');
    if (sep === ',' && english && /^\d{1,3},\d{3}$/.test(compact)) group = ',';
    else decimal = sep;
  }
  if (spaced && group !== null) return null;
  const [intPart = '', fracPart = ''] = decimal === null ? [compact] : compact.split(decimal);
  if (group !== null && !new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(intPart)) return null;
  const int = group === null ? intPart : intPart.split(group).join('');
  if (!/^\d*$/.test(int) || !/^\d*$/.test(fracPart) || int + fracPart === '') return null;
  return { int, frac: fracPart };
}

/** Reads a typed amount into integer units of 10^-decimals, or says why it is no amount, naming the field. */
export function parseMoney(text: string, o: MoneyOptions): MoneyParse {
  const trimmed = String(text).trim();
  if (trimmed === '') return o.emptyAs !== undefined ? { ok: true, minor: o.emptyAs } : failure('empty', o, trimmed);
  const negative = /^[-\u2212]/.test(trimmed);
  const body = negative ? trimmed.slice(1).trim() : trimmed;
  const parts = digitsOf(body, o.locale);
  if (!parts) return failure('notAmount', o, trimmed);
  const frac = parts.frac.replace(/0+$/, '');
  if (frac.length > o.decimals) return failure('tooManyDecimals', o, trimmed);
  const scale = 10n ** BigInt(o.decimals);
  const units = BigInt(parts.int || '0') * scale + BigInt(frac.padEnd(o.decimals, '0') || '0');
  const max = BigInt(Math.min(o.max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER));
  if (negative && units !== 0n && !o.allowNegative) return failure('negative', o, trimmed);
  if (units > max) return failure('tooLarge', o, trimmed);
  const minor = Number(units);
  return { ok: true, minor: negative ? -minor || 0 : minor };
}

/** parseMoney's amount, or null (screens that show their own message). */
export function moneyOrNull(text: string, o: MoneyOptions): number | null {
  const r = parseMoney(text, o);
  return r.ok ? r.minor : null;
}

/** Exact text of integer units of 10^-decimals as a plain decimal ('-1234.50'), for inputs, exports and Intl. */
export function unitsText(units: number | bigint, decimals: number): string {
  const n = BigInt(units);
  const abs = n < 0n ? -n : n;
  const scale = 10n ** BigInt(decimals);
  const int = (abs / scale).toString();
  const frac = decimals > 0 ? `.${(abs % scale).toString().padStart(decimals, '0')}` : '';
  return `${n < 0n ? '-' : ''}${int}${frac}`;
}

/** A finer unit amount (e.g. ten-thousandths) in the currency's minor units, half away from zero. */
export function roundUnits(units: number, fromDecimals: number, toDecimals: number): number {
  if (fromDecimals <= toDecimals) return units * 10 ** (toDecimals - fromDecimals);
  const d = 10n ** BigInt(fromDecimals - toDecimals);
  const n = BigInt(units);
  const abs = n < 0n ? -n : n;
  const r = (abs + d / 2n) / d;
  return Number(n < 0n ? -r : r);
}
