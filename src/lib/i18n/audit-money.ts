import { formatDay, formatDecimalText, formatList, formatMoney, formatNumber } from '../format.ts';
import { DICTIONARIES, t, type Locale } from './t.ts';
import type { MessageKey } from './en.ts';
import { weekdayName } from '../intl-cache.ts';
import { lineOf, sayLine } from './stored-texts.ts';
import type { AuditMessageKey } from './audit-messages.en.ts';
import type { AuditDetailKey } from './audit-details.en.ts';

type Params = Record<string, string | number>;

/**
 * The parameters of each audit message that are money: integer minor units of the event's
 * `currency` parameter, as the server recorded them (events are append-only, so old ones too).
 * They are shown in the currency's units with its formatting in the reader's language, never as
 * minor units ("Payment 58500 MAD"). A function picks them when it depends on the event.
 */
export const AUDIT_MONEY_PARAMS: Partial<Record<AuditMessageKey | AuditDetailKey, readonly string[] | ((p: Params) => readonly string[])>> = {
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
  'audit.msg.wallet.limitSetFor': ['limit'],
  'audit.msg.rates.gridPrice': ['price'],
  'audit.msg.rates.gridPriceDays': ['price'],
  'audit.msg.rates.planCreatedAmount': ['adjust'],
  'audit.msg.rates.planChangedAmount': ['adjust'],
  'audit.detail.wallet.limitWas': ['was'],
  'audit.detail.wallet.paidOfLimit': ['spent', 'limit'],
  'audit.detail.stay.cancelled': ['price'],
  'audit.detail.stay.datesAndPrice': ['price', 'newPrice'],
  'audit.detail.stay.price': ['price', 'newPrice'],
  'audit.detail.folio.exchange': ['hotelAmount'],
  'audit.detail.inventory.posted': ['value'],
  'audit.detail.inventory.awaiting': ['value'],
  'audit.detail.inventory.approved': ['value'],
  'audit.detail.hotel.closingSettings': ['cityTax'],
  'audit.detail.rates.competitorPrices': ['low', 'high'],
  'audit.detail.closing.daily': ['revenue'],
};

/** A day the server recorded as 'YYYY-MM-DD' (a closing's, a stay's dates): shown as the language writes dates. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Weekdays the server recorded as codes, 0 (Sunday) to 6 ('5,6'): shown as the language names them ('Fri and Sat', 'ven. et sam.'). */
const WEEKDAY_CODES = /^[0-6](,[0-6])*$/;
const weekdaysText = (codes: string, locale: string): string =>
  formatList(
    codes.split(',').map((d) => weekdayName(locale, Number(d), 'short')),
    locale,
  );

/** A discount's mode as the reader's language names it (recorded as the code 'amount' or 'percent'). */
const DISCOUNT_MODES: Record<string, Record<string, string>> = { fr: { amount: 'montant', percent: 'pourcentage' } };

/** The params with their money shown in the language (MAD 585.00, 585,00 MAD), their days as dd/mm/yyyy and their weekdays named; the others unchanged. */
export function auditDisplayParams(locale: string, key: AuditMessageKey | AuditDetailKey, params: Params | undefined): Params | undefined {
  if (!params) return params;
  const days = Object.entries(params).filter(([, v]) => typeof v === 'string' && ISO_DAY.test(v));
  const weekdays = params['weekdays'];
  const named = typeof weekdays === 'string' && WEEKDAY_CODES.test(weekdays) ? { weekdays: weekdaysText(weekdays, locale) } : {};
  const dated: Params = { ...params, ...Object.fromEntries(days.map(([k, v]) => [k, formatDay(String(v), locale)])), ...named };
  const shown = moneyParams(locale, key, {
    ...dated,
    ...untagged(key, params),
    ...wordParams(locale, params),
    ...frenchNames(locale, params),
    ...methodParams(locale, params),
  });
  if (key === 'audit.msg.purchaseOrder.event') return { ...shown, ...eventParams(locale, params) };
  const mode = key === 'audit.msg.folio.discount' ? DISCOUNT_MODES[locale]?.[String(shown['mode'])] : undefined;
  if (TAX_RATE_KEYS.has(key)) return { ...shown, ...taxRateParams(locale, params) };
  // An exchange rate recorded as text ('10.8512'): in the language's decimals.
  if (key === 'audit.detail.folio.exchange' && typeof params['rate'] === 'string') return { ...shown, rate: formatDecimalText(params['rate'], locale) };
  return mode ? { ...shown, mode } : shown;
}

/** A word the server recorded by its key ('audit.word.field.email', or several joined by commas): said in the language, a list as the language joins one. */
const WORD_KEYS = /^(?:audit\.word|role|site\.plan\.include|crm\.channel)\.[\w.]+(,(?:audit\.word|role|site\.plan\.include|crm\.channel)\.[\w.]+)*$/;
function wordParams(locale: string, params: Params): Params {
  const lang: Locale = locale === 'fr' ? 'fr' : 'en';
  const say = (k: string) => (k in DICTIONARIES.en ? t(lang, k as MessageKey) : k.replace(/^.*\./, ''));
  const words = Object.entries(params).filter(([, v]) => typeof v === 'string' && WORD_KEYS.test(v));
  return Object.fromEntries(words.map(([k, v]) => [k, formatList(String(v).split(',').map(say), locale)]));
}

/** A purchase order's event, recorded as its kind (`what`: a stored-text key) with the kind's values beside it: said as the order's page says it. */
function eventParams(locale: string, params: Params): Params {
  const { what, number: _number, ...values } = params;
  const line = lineOf(what, values);
  return line ? { what: sayLine(line, locale) } : {};
}

/** A payment's method, recorded as its code ('cash', 'rfid_wallet'): named as the cashier's screens name it, within a sentence. */
const METHOD_PARAMS = ['method', 'newMethod'] as const;
function methodParams(locale: string, params: Params): Params {
  const lang: Locale = locale === 'fr' ? 'fr' : 'en';
  const named = METHOD_PARAMS.flatMap((k) => {
    const code = params[k];
    const key = `cash.method.${String(code)}`;
    if (typeof code !== 'string' || !(key in DICTIONARIES.en)) return [];
    const word = t(lang, key as MessageKey);
    // Lower-cased within the sentence ('by bank transfer', 'mode espèces'), an acronym kept ('RFID wallet').
    return [[k, /^\p{Lu}\p{Ll}/u.test(word) ? word[0]!.toLowerCase() + word.slice(1) : word]];
  });
  return Object.fromEntries(named);
}

/** A name recorded in both languages (`menus` and `menusFr`, as the menu catalogue holds them): the French one for a French reader. */
function frenchNames(locale: string, params: Params): Params {
  if (locale !== 'fr') return {};
  const french = Object.entries(params).filter(([k, v]) => k.endsWith('Fr') && k.length > 2 && typeof v === 'string' && v !== '' && k.slice(0, -2) in params);
  return Object.fromEntries(french.map(([k, v]) => [k.slice(0, -2), v]));
}

/** A wallet charge recorded before issue 36 named its folio line, the card's tag in front ('RFID 1014570960: 2 coffees'): shown without it. */
function untagged(key: AuditMessageKey | AuditDetailKey, params: Params): Params {
  const description = params['description'];
  if ((key !== 'audit.msg.wallet.charge' && key !== 'audit.msg.wallet.refund') || typeof description !== 'string') return {};
  return { description: description.replace(/^RFID [^:]+: /, '') };
}

function moneyParams(locale: string, key: AuditMessageKey | AuditDetailKey, params: Params): Params {
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

const TAX_RATE_KEYS = new Set<string>(['audit.msg.rates.taxRate', 'audit.msg.rates.taxRateFirst', 'audit.detail.tax.rate', 'audit.detail.tax.rateFirst']);

/** A tax rate's event: its family named as the language says it, its rates (basis points) as percents. */
function taxRateParams(locale: string, params: Params): Params {
  const percent = (bp: string | number | undefined) => (bp === undefined || bp === '' ? '' : formatNumber(Number(bp) / 100, locale, { maxDecimals: 2 }));
  const family = `errors.family.${String(params['family'])}`;
  const lang: Locale = locale === 'fr' ? 'fr' : 'en';
  return {
    family: family in DICTIONARIES.en ? t(lang, family as MessageKey) : String(params['family']),
    rate: percent(params['rate']),
    was: percent(params['was']),
  };
}
