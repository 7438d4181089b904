import { formatDay, formatMoney } from '../format.ts';
import type { AuditMessageKey } from './audit-messages.en.ts';

type Params = Record<string, string | number>;

/**
 * The parameters of each audit message that are money: integer minor units of the event's
 * `currency` parameter, as the server recorded them (events are append-only, so old ones too).
 * They are shown in the currency's units with its formatting in the reader's language, never as
 * minor units ("Payment 58500 MAD"). A function picks them when it depends on the event.
 */
export const AUDIT_MONEY_PARAMS: Partial<Record<AuditMessageKey, readonly string[] | ((p: Params) => readonly string[])>> = {
  'audit.msg.folio.payment': ['amount'],
  'audit.msg.folio.refund': ['amount'],
  'audit.msg.folio.paymentDeleted': ['amount'],
  'audit.msg.folio.paymentChanged': ['amount', 'newAmount'],
  'audit.msg.folio.extra': ['amount'],
  'audit.msg.folio.fee': ['amount'],
  'audit.msg.folio.chargePriceChanged': ['from', 'to'],
  // A discount's value is a percentage in percent mode, an amount otherwise.
  'audit.msg.folio.discount': (p) => (p['mode'] === 'amount' ? ['price', 'pay', 'value'] : ['price', 'pay']),
  'audit.msg.folio.routed': ['total'],
  'audit.msg.folio.routedToCompany': ['total'],
  'audit.msg.folio.cityTax': ['amount'],
  'audit.msg.wallet.charge': ['amount'],
  // Recorded as text ('1000.00 MAD') before it was minor units: a text value is shown as it is.
  'audit.msg.wallet.limitSet': ['limit'],
};

/** A day the server recorded as 'YYYY-MM-DD' (a closing's, a stay's dates): shown as the language writes dates. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A discount's mode as the reader's language names it (recorded as the code 'amount' or 'percent'). */
const DISCOUNT_MODES: Record<string, Record<string, string>> = { fr: { amount: 'montant', percent: 'pourcentage' } };

/** The params with their money shown in the language (MAD 585.00, 585,00 MAD) and their days as dd/mm/yyyy; the others unchanged. */
export function auditDisplayParams(locale: string, key: AuditMessageKey, params: Params | undefined): Params | undefined {
  if (!params) return params;
  const days = Object.entries(params).filter(([, v]) => typeof v === 'string' && ISO_DAY.test(v));
  const dated: Params = days.length ? { ...params, ...Object.fromEntries(days.map(([k, v]) => [k, formatDay(String(v), locale)])) } : params;
  const shown = moneyParams(locale, key, dated);
  const mode = key === 'audit.msg.folio.discount' ? DISCOUNT_MODES[locale]?.[String(shown['mode'])] : undefined;
  return mode ? { ...shown, mode } : shown;
}

function moneyParams(locale: string, key: AuditMessageKey, params: Params): Params {
  const spec = AUDIT_MONEY_PARAMS[key];
  const currency = params['currency'];
  if (!spec || typeof currency !== 'string' || currency === '') return params;
  const names = typeof spec === 'function' ? spec(params) : spec;
  const out: Params = { ...params };
  for (const name of names) {
    const v = params[name];
    if (typeof v === 'number' && Number.isSafeInteger(v)) out[name] = formatMoney(v, currency.trim(), locale);
  }
  return out;
}
