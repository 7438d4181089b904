import { invalid } from '../../http/errors.ts';
import { currencyDigits } from '../../../lib/domain/currencies.ts';
import { parseMoney } from '../../../lib/domain/money.ts';
import type { TStatementLineDto } from '../../../lib/domain/reports-financial-dto.ts';

/**
 * # The acquirer's statement (CMI or any card acquirer), as CSV
 *
 * One card transaction per line, five columns in this order:
 *
 * | # | column        | what                                                                      | example       |
 * |---|---------------|---------------------------------------------------------------------------|---------------|
 * | 1 | date          | the transaction's day: YYYY-MM-DD or DD/MM/YYYY                            | 10/03/2026    |
 * | 2 | amount        | in the hotel's currency, major units; '.' or ',' before the decimals;      | 1250,00       |
 * |   |               | spaces between thousands allowed; negative for a refund                    |               |
 * | 3 | card          | the card number as printed (masked): its last 4 digits are kept            | 4111********1234 |
 * | 4 | authorization | the authorization code (optional)                                         | A1B2C3        |
 * | 5 | reference     | the acquirer's transaction reference (optional)                            | CMI-000123    |
 *
 * - The separator is ';' when the first line holds one, else ','. With ',', an amount written
 *   with a decimal comma is quoted ("1250,00"). Fields may be quoted, "" standing for a quote.
 * - A first line whose first field is not a date is a header and is skipped.
 * - Empty lines are skipped; at most 5,000 transactions.
 * Any other line is refused: a 400 naming the line (counted from 1, the header included).
 */
export const MAX_STATEMENT_LINES = 5000;

/** One CSV line's fields (RFC 4180 quoting, the given separator). */
export function splitCsvLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"' && cur.trim() === '') {
      quoted = true;
      cur = '';
    } else if (ch === sep) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** YYYY-MM-DD or DD/MM/YYYY as a real day between 1900 and 2999, else undefined. */
export function parseStatementDay(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : fr ? [fr[3], fr[2], fr[1]] : [];
  if (!y || !m || !d) return undefined;
  const t = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (t.getUTCFullYear() !== Number(y) || t.getUTCMonth() !== Number(m) - 1 || t.getUTCDate() !== Number(d) || Number(y) < 1900 || Number(y) > 2999)
    return undefined;
  return `${y}-${m}-${d}`;
}

/** An amount in major units ('1 250,50', '-12.5') as minor units of the currency (read exactly by parseMoney), else undefined. */
export function parseStatementAmount(text: string, currency: string): number | undefined {
  const r = parseMoney(text, { decimals: currencyDigits(currency), field: 'amount', allowNegative: true, max: 10_000_000_000 });
  return r.ok ? r.minor : undefined;
}

/** Reads the statement; a bad line answers 400 naming it. */
export function parseCardStatement(text: string, currency: string): TStatementLineDto[] {
  if (text.includes('\u0000'))
    throw invalid('csv', 'a NUL byte (\\u0000) is not allowed: upload the CSV text as the acquirer sent it.', { key: 'errors.csv.nulByte' });
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const first = rows.find((r) => r.trim() !== '');
  if (first === undefined)
    throw invalid('csv', "the statement is empty: upload the acquirer's CSV (date, amount, card, authorization, reference).", {
      key: 'errors.statement.empty',
    });
  const sep = first.includes(';') ? ';' : ',';
  const out: TStatementLineDto[] = [];
  let seenFirst = false;
  for (const [i, raw] of rows.entries()) {
    const line = i + 1;
    if (raw.trim() === '') continue;
    const f = splitCsvLine(raw, sep);
    if (!seenFirst) {
      seenFirst = true;
      if (parseStatementDay(f[0] ?? '') === undefined && !/^-?[\d\s]/.test(f[1] ?? '')) continue;
    }
    if (f.length < 2 || f.length > 5)
      throw invalid(`line ${line}`, `expected 2 to 5 columns separated by '${sep}' (date, amount, card, authorization, reference), found ${f.length}.`, {
        key: 'errors.statement.columns',
        params: { line, found: f.length, sep },
      });
    const day = parseStatementDay(f[0]!);
    if (!day)
      throw invalid(`line ${line}`, `date '${f[0]!.slice(0, 40)}' is not a day (expected YYYY-MM-DD or DD/MM/YYYY).`, {
        key: 'errors.statement.badDay',
        params: { line, text: f[0]!.slice(0, 40) },
      });
    const amountMinor = parseStatementAmount(f[1]!, currency);
    if (amountMinor === undefined || amountMinor === 0)
      throw invalid(`line ${line}`, `amount '${f[1]!.slice(0, 40)}' is not an amount in ${currency} (expected e.g. 1250.00 or "1250,00"; not zero).`, {
        key: 'errors.statement.badAmount',
        params: { line, text: f[1]!.slice(0, 40), currency },
      });
    const card = (f[2] ?? '').replace(/\D/g, '').slice(-4);
    if ((f[2] ?? '') !== '' && card.length === 0)
      throw invalid(`line ${line}`, `card '${f[2]!.slice(0, 40)}' holds no digit (expected the masked card number or its last 4 digits).`, {
        key: 'errors.statement.badCard',
        params: { line, text: f[2]!.slice(0, 40) },
      });
    const text = (v: string | undefined, name: string) => {
      const s = v ?? '';
      if (s.length > 120)
        throw invalid(`line ${line}`, `${name} is longer than 120 characters.`, { key: 'errors.statement.tooLong', params: { line, max: 120 } });
      return s;
    };
    out.push({ line, day, amountMinor, card, authorization: text(f[3], 'authorization'), reference: text(f[4], 'reference') });
    if (out.length > MAX_STATEMENT_LINES)
      throw invalid(`line ${line}`, `a statement holds at most ${MAX_STATEMENT_LINES} transactions; split the file.`, {
        key: 'errors.statement.tooMany',
        params: { max: MAX_STATEMENT_LINES },
      });
  }
  if (out.length === 0) throw invalid('csv', 'the statement holds no transaction (only a header line).', { key: 'errors.statement.noLine' });
  return out;
}
