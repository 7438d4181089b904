import { t, type Locale } from '../../lib/i18n/t.ts';
import type { MessageKey } from '../../lib/i18n/en.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { numberFormat } from '../../lib/intl-cache.ts';
import { PURCHASE_PRICE_DECIMALS } from '../../lib/domain/purchase-price.ts';

export type BoKey = Extract<MessageKey, `bo.${string}`>;
/** money: minor units of the currency; price: a purchase price or unit cost in ten-thousandths (shown with up to four decimals). */
export type CellKind = 'text' | 'qty' | 'money' | 'price' | 'day' | 'status' | 'link' | 'bool';
export interface BoColumn {
  key: string;
  kind: CellKind;
  /** A label key shown in an empty cell ('never counted'). */
  empty?: string;
}
export type BoRow = Record<string, string | number | boolean | null | undefined>;

export const queryString = (q: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
};

export const boT = (locale: Locale) => (key: BoKey, vars?: Record<string, string | number>) => t(locale, key, vars);

/** A cell as the screen shows it: money in the hotel's currency, quantities with up to three decimals, statuses and kinds by name. */
export function formatCell(
  locale: Locale,
  column: BoColumn,
  value: BoRow[string],
  opts: { currency: string; statusFamily?: 'po' | 'delivery' | 'internal' },
): string {
  const L = boT(locale);
  if (value === null || value === undefined || value === '') return column.empty ? t(locale, column.empty as BoKey) : '';
  switch (column.kind) {
    case 'money':
      return formatMoney(Number(value), opts.currency, locale);
    case 'price':
      return formatMoney(Number(value), opts.currency, locale, PURCHASE_PRICE_DECIMALS);
    case 'qty':
      return numberFormat(locale, { maximumFractionDigits: 3 }).format(Number(value));
    case 'day':
      return formatDay(String(value), locale);
    case 'bool':
      return value ? L('bo.yes') : L('bo.no');
    case 'status':
      return t(locale, `bo.${opts.statusFamily ?? 'po'}.status.${value}` as BoKey);
    default:
      if (column.key === 'kind' || column.key === 'document') return t(locale, `bo.kind.${value}` as BoKey);
      if (column.key === 'productType') return t(locale, `bo.type.${value}` as BoKey);
      return String(value);
  }
}
