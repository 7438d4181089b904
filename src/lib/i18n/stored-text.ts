import { formatDay, formatMoney, formatNumber } from '../format.ts';
import { DICTIONARIES } from './t.ts';
import { interpolate, type Vars } from './interpolate.ts';
import { storedTextEn, type StoredTextKey } from './stored-text.en.ts';
import { storedTextFr } from './stored-text.fr.ts';

/**
 * The server stores some texts as English sentences (a folio line 'City tax, 2 adult(s)', an
 * order event 'Invoice F-1 issued to …'). Each has a kind: read from the sentence's known shape,
 * it is said in the reader's language with its values in the language's formats; internal ids
 * ('#20955', a card's RFID tag) are left out. A text of no known kind (typed by a clerk) stays as
 * it was written. Folio and order lines now store their kind (stored-texts.ts): these readers are
 * for the copies that do not carry it yet (invoice lines, accounting labels) and the writers that
 * do not store one yet; they read the sentences stored-texts.en.ts writes too.
 */
type Reader = readonly [RegExp, (m: RegExpExecArray, locale: string) => { key: StoredTextKey; vars: Vars }];

const words = (locale: string): Readonly<Record<StoredTextKey, string>> => (locale.startsWith('fr') ? storedTextFr : storedTextEn);
const say = (locale: string, key: StoredTextKey, vars: Vars = {}): string => interpolate(words(locale)[key], vars, locale);

/** An amount as the server wrote it in English ('MAD 1,620.00', '€56.00', '1,620.00 MAD') in the reader's format; else as written. */
function amountText(text: string, locale: string): string {
  const m = /^(?:([A-Z]{3})\s?)?(-?)([\d,]+)(?:\.(\d+))?(?:\s([A-Z]{3}))?$/.exec(text.replace(/\u00a0/g, ' '));
  const currency = m?.[1] ?? m?.[5];
  if (!m || !currency) return text;
  const decimals = m[4] ?? '';
  const minor = Number(`${m[2]}${m[3]!.replace(/,/g, '')}${decimals}`);
  return Number.isSafeInteger(minor) ? formatMoney(minor, currency, locale, decimals.length) : text;
}

const LINES: readonly Reader[] = [
  [/^Room night$/, () => ({ key: 'stored.roomNight', vars: {} })],
  [/^Cancellation fee$/, () => ({ key: 'stored.cancellationFee', vars: {} })],
  [/^No-show fee$/, () => ({ key: 'stored.noShowFee', vars: {} })],
  [/^City tax, (\d+) adult(?:\(s\)|s)?$/, (m) => ({ key: 'stored.cityTax', vars: { adults: Number(m[1]) } })],
  [/^Discount on (.+?)(?: #\d+)?$/, (m, locale) => ({ key: 'stored.discountOn', vars: { what: storedText(m[1]!, locale) } })],
  [/^Early departure: (\d+) night(?:\(s\)|s)? not used$/, (m) => ({ key: 'stored.earlyDeparture', vars: { nights: Number(m[1]) } })],
  [/^Room type (.+), day use$/, (m) => ({ key: 'stored.roomTypeDayUse', vars: { type: m[1]! } })],
  [/^Room type (.+), (\d+) night(?:\(s\)|s)?$/, (m) => ({ key: 'stored.roomTypeNights', vars: { type: m[1]!, nights: Number(m[2]) } })],
  [/^(.+), (\d+) night(?:\(s\)|s)?$/, (m) => ({ key: 'stored.roomNights', vars: { type: m[1]!, nights: Number(m[2]) } })],
  [/^RFID [^:]+: refund of (.+)$/, (m, locale) => ({ key: 'stored.walletRefund', vars: { what: storedText(m[1]!, locale) } })],
  [/^RFID [^:]+: (.+)$/, (m) => ({ key: 'stored.wallet', vars: { what: m[1]! } })],
];

const EVENTS: readonly Reader[] = [
  [
    /^Order (\S+) confirmed: (.+) \((room (.+)|no room yet)\), (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})$/,
    (m, locale) => ({
      key: 'stored.event.booked',
      vars: {
        number: m[1]!,
        type: m[2]!,
        where: m[4] !== undefined ? say(locale, 'stored.event.room', { room: m[4] }) : say(locale, 'stored.event.noRoom'),
        from: formatDay(m[5]!, locale),
        to: formatDay(m[6]!, locale),
      },
    }),
  ],
  [/^Order (\S+) confirmed \(number (?:generated|kept)\)$/, (m) => ({ key: 'stored.event.confirmed', vars: { number: m[1]! } })],
  [
    /^Invoice (\S+) issued to (.+): (\S+(?: \S+)?)$/,
    (m, locale) => ({ key: 'stored.event.invoiced', vars: { number: m[1]!, name: m[2]!, amount: amountText(m[3]!, locale) } }),
  ],
  [
    /^Credit note (\S+) on invoice (\S+): (\S+(?: [A-Z]{3})?) \((.*)\)$/s,
    (m, locale) => ({ key: 'stored.event.credited', vars: { number: m[1]!, invoice: m[2]!, amount: amountText(m[3]!, locale), reason: m[4]! } }),
  ],
  [/^Order confirmation sent to (.+)$/, (m) => ({ key: 'stored.event.mailSent', vars: { to: m[1]! } })],
  [/^Order confirmation kept in the outbox for (.+) \(no SMTP server configured\)$/, (m) => ({ key: 'stored.event.mailOutbox', vars: { to: m[1]! } })],
  [/^Order confirmation to (.+?) failed: (.*)$/s, (m) => ({ key: 'stored.event.mailFailed', vars: { to: m[1]!, error: m[2]! } })],
];

/** A payment method's name in the language ('card' → 'Carte'), else as stored. */
const methodName = (method: string, locale: string): string =>
  (DICTIONARIES[locale.startsWith('fr') ? 'fr' : 'en'] as Readonly<Record<string, string | undefined>>)[`cash.method.${method}`] ?? method;

/** A rate as the ledger wrote it ('10', '5.5') in the language (5,5). */
const rateText = (rate: string, locale: string): string => (/^\d+(\.\d+)?$/.test(rate) ? formatNumber(Number(rate), locale) : rate);

const ENTRIES: readonly Reader[] = [
  [
    /^(.+) (\d{4}-\d{2}-\d{2}) \(order (.+)\)$/,
    (m, locale) => ({ key: 'stored.entry.charge', vars: { what: storedText(m[1]!, locale), day: formatDay(m[2]!, locale), number: m[3]! } }),
  ],
  [
    /^(Reversal of payment|Payment) \d+ \((\w+)\) order (.+)$/,
    (m, locale) => ({
      key: m[1] === 'Payment' ? 'stored.entry.payment' : 'stored.entry.paymentReversal',
      vars: { method: methodName(m[2]!, locale), number: m[3]! },
    }),
  ],
  [/^Invoice (\S+)$/, (m) => ({ key: 'stored.entry.invoice', vars: { number: m[1]! } })],
  [/^Credit note (\S+) \(([\d.]+) %\)$/, (m, locale) => ({ key: 'stored.entry.creditNoteNet', vars: { number: m[1]!, rate: rateText(m[2]!, locale) } })],
  [/^Credit note (\S+) VAT ([\d.]+) %$/, (m, locale) => ({ key: 'stored.entry.creditNoteTax', vars: { number: m[1]!, rate: rateText(m[2]!, locale) } })],
  [/^Credit note (\S+)$/, (m) => ({ key: 'stored.entry.creditNote', vars: { number: m[1]! } })],
];

function read(readers: readonly Reader[], text: string, locale: string): string {
  for (const [pattern, vars] of readers) {
    const m = pattern.exec(text);
    if (m) {
      const r = vars(m, locale);
      return say(locale, r.key, r.vars);
    }
  }
  return text;
}

/** A folio, invoice or order line's stored description in the reader's language (a clerk's own words stay as typed). */
export function storedText(description: string, locale: string): string {
  return read(LINES, description, locale);
}

/** An accounting entry line's stored label in the reader's language, without the payment's internal id. */
export function storedEntryText(label: string, locale: string): string {
  return read(ENTRIES, label, locale);
}

/** An order event's stored message in the reader's language (an archive note stays as typed). */
export function storedEventText(message: string, locale: string): string {
  return read(EVENTS, message, locale);
}
