import type { MoneyError } from '../domain/money.ts';
import { errorText } from './error-text.ts';

/** The catalogue's code of a refused amount (src/lib/domain/money.ts's codes): 'errors.money.noDecimals' for a currency without decimals. */
export const moneyErrorCode = (e: Pick<MoneyError, 'code' | 'decimals'>) =>
  e.code === 'tooManyDecimals' && e.decimals === 0 ? 'errors.money.noDecimals' : (`errors.money.${e.code}` as const);

/** A refused amount in the reader's language, naming the field by its label: the same words as the API's (errorText). */
export function moneyErrorText(locale: string, e: MoneyError, label: string): string {
  return errorText({ code: moneyErrorCode(e), params: { text: e.text, decimals: e.decimals }, message: e.message }, locale, { field: label });
}
