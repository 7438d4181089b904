import type { MoneyError } from '../domain/money.ts';
import { interpolate } from './interpolate.ts';
import { moneyEn } from './money.en.ts';
import { moneyFr } from './money.fr.ts';

/**
 * A refused amount in the reader's language, naming the field by its label. Islands call it
 * directly (their message slices do not carry the 'money.' keys): two small dictionaries.
 */
export function moneyErrorText(locale: string, e: MoneyError, label: string): string {
  const dictionary = locale.startsWith('fr') ? moneyFr : moneyEn;
  const key = e.code === 'tooManyDecimals' && e.decimals === 0 ? 'money.error.noDecimals' : (`money.error.${e.code}` as const);
  return interpolate(dictionary[key], { field: label, text: e.text, decimals: e.decimals });
}
