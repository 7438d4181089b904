import { intlLocale, majorInput, readMoney } from '../../lib/format.ts';
import { decimalMark } from '../../lib/intl-cache.ts';
import type { MoneyError } from '../../lib/domain/money.ts';
import { PURCHASE_PRICE_DECIMALS, purchasePriceText } from '../../lib/domain/purchase-price.ts';

export interface BoField {
  name: string;
  label: string;
  /**
   * money: the currency's decimals, sent in minor units; price: a purchase price or unit cost at
   * PURCHASE_PRICE_DECIMALS, given in ten-thousandths, shown in the reader's language (1,2345) and
   * sent as its exact text ('1.2345').
   */
  type: 'text' | 'email' | 'number' | 'money' | 'price' | 'date' | 'select' | 'checkbox' | 'list' | 'hidden' | 'readonly';
  options?: { value: string; label: string }[];
  /**
   * select: the options follow another header field's value (a consumption's products show what
   * the chosen store holds); `options` when that field names none of them.
   */
  optionsBy?: { field: string; options: Record<string, { value: string; label: string }[]> };
  required?: boolean;
  /** select: '' sends null; numeric selects send numbers. */
  nullable?: boolean;
  numeric?: boolean;
  /** readonly fields are shown, never sent. */
  step?: string;
  /** price: left empty, the field is not sent and the API takes its default (a delivery line: the order's price); otherwise empty is 0. */
  emptyOmitted?: boolean;
  /** money: left empty, the field sends null (a store's count-approval threshold: none); otherwise empty is 0. */
  emptyNull?: boolean;
}

export type FormValues = Record<string, string | boolean>;

/** A typed amount the form refuses before sending: shown beside the form, naming the field by its label. */
export class MoneyFieldError extends Error {
  readonly label: string;
  readonly error: MoneyError;
  constructor(label: string, error: MoneyError) {
    super(error.message);
    this.label = label;
    this.error = error;
  }
}

/** An exact decimal text ('1.2345') with the language's decimal sign: '1,2345' in French (no grouping). */
function inLanguage(text: string, locale?: string): string {
  if (!locale) return text;
  return text.replace('.', decimalMark(intlLocale(locale)));
}

/** A price in ten-thousandths as a form shows it in a language: '1,2345' in French, '1.2345' in English (no grouping). */
export function priceInput(priceE4: number, locale?: string): string {
  return inLanguage(purchasePriceText(priceE4), locale);
}

/** What an input shows for an initial value (money in major units and prices, in the reader's language; lists comma-separated). */
export function toInput(field: BoField, value: unknown, currency: string, locale?: string): string | boolean {
  if (field.type === 'checkbox') return Boolean(value);
  if (value === null || value === undefined) return '';
  if (field.type === 'money') return inLanguage(majorInput(Number(value), currency), locale);
  if (field.type === 'price') return priceInput(Number(value), locale);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The JSON the API takes for a field's typed text; the API validates it and names a bad field. */
export function fromInput(field: BoField, raw: string | boolean, currency: string, label = field.label): unknown {
  if (field.type === 'checkbox') return Boolean(raw);
  const text = String(raw).trim();
  if (field.type === 'money') {
    // Exactly, in the currency's decimals: 1.255 MAD is refused here, never sent as 1.25.
    if (text === '' && field.emptyNull) return null;
    const lang = htmlLang();
    const r = readMoney(text, currency, { field: field.name, emptyAs: 0, ...(lang ? { locale: lang } : {}) });
    if (!r.ok) throw new MoneyFieldError(label, r.error);
    return r.minor;
  }
  if (field.type === 'price') {
    if (text === '' && field.emptyOmitted && !field.required) return '';
    // Four decimals kept, a fifth refused here (never rounded), and sent as exact text.
    const lang = htmlLang();
    const r = readMoney(text, currency, { field: field.name, decimals: PURCHASE_PRICE_DECIMALS, emptyAs: 0, ...(lang ? { locale: lang } : {}) });
    if (!r.ok) throw new MoneyFieldError(label, r.error);
    return purchasePriceText(r.minor);
  }
  if (field.type === 'number') return text === '' ? null : Number(text.replace(',', '.'));
  if (field.type === 'list')
    return text === ''
      ? []
      : text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  if (field.type === 'select' && text === '' && field.nullable) return null;
  if ((field.type === 'select' || field.type === 'hidden') && field.numeric) return text === '' ? null : Number(text);
  return text;
}

/** The page's language (a lone '1,234' is a thousand in English); none on the server. */
const htmlLang = (): string | undefined => (typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined);

/** The body of a form or of one line ('lineNo' names its fields as the screen reader labels do: 'Unit price 2'). */
export function bodyOf(fields: BoField[], values: FormValues, currency: string, lineNo?: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.type === 'readonly') continue;
    const v = fromInput(f, values[f.name] ?? '', currency, lineNo === undefined ? f.label : `${f.label} ${lineNo}`);
    if (v === '' && !f.required) continue;
    body[f.name] = v;
  }
  return body;
}
