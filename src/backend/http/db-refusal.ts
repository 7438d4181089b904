import { day } from '../../lib/domain/error-params.ts';
import { AppError, pgErrorCode, pgErrorMessage, type ErrorText } from './errors.ts';

/**
 * The database's refusals (its constraints and its triggers' SQLSTATEs, src/backend/db/functions)
 * as the API's errors: the class and the catalogue's key for the screen, the database's own
 * sentence as the English message. Undefined for any other error (a 500).
 */
export function dbRefusal(err: unknown): AppError | undefined {
  const pg = pgErrorCode(err);
  if (pg === undefined) return undefined;
  const said = pgErrorMessage(err);
  const refused = (code: 'conflict' | 'invalid_input', message: string, text: ErrorText) => new AppError(code, message, undefined, text);
  if (pg === '23P01') {
    const closed = /^room \S+ is out of order over some nights from (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/.exec(said);
    if (closed)
      return refused('conflict', `The room is out of order over some of those nights: ${said}`, {
        key: 'errors.db.roomOutOfOrder',
        params: { from: day(closed[1]!), to: day(closed[2]!) },
      });
    if (/^room \S+ holds stays over the closed nights/.test(said))
      return refused('conflict', `The room holds stays over those nights: ${said}`, { key: 'errors.db.roomHoldsStays' });
    return refused('conflict', 'That room is already taken for those nights.', { key: 'errors.db.roomTaken' });
  }
  if (pg === '23505') return refused('conflict', 'That value is already used by another record.', { key: 'errors.db.duplicate' });
  // 55000: a frozen row (a posted charge, a payment of a closed day, an issued invoice, a closed cash shift) refused its change.
  if (pg === '55000') return refused('conflict', `The database refused the change: ${said}`, frozenText(said));
  if (pg === '23514') {
    if (/^credit note of \S+ exceeds what is left of invoice/.test(said))
      return refused('invalid_input', `The database refused the change: ${said}`, { key: 'errors.db.creditAboveInvoice' });
    return refused('invalid_input', `The database refused the change: ${said}`, { key: 'errors.db.checkFailed' });
  }
  const text = BAD_VALUE[pg];
  return text ? refused('invalid_input', `The database refused the change: ${said}`, { key: text }) : undefined;
}

/** Bad text for a type, bad or overflowing dates, numbers out of range, over-long or unencodable text, a missing reference. */
const BAD_VALUE: Readonly<Record<string, ErrorText['key']>> = {
  '23503': 'errors.db.missingReference',
  '22P02': 'errors.db.badValue',
  '22007': 'errors.db.badValue',
  '22008': 'errors.db.badValue',
  '22003': 'errors.db.outOfRange',
  '22001': 'errors.db.tooLong',
  '22021': 'errors.db.badText',
  '22P05': 'errors.db.badText',
};

/** Which frozen row refused (the triggers' sentences, src/backend/db/functions/*.sql), with the day or number it names. */
function frozenText(said: string): ErrorText {
  let m = /^(charge|payment) day (\d{4}-\d{2}-\d{2}) of hotel \d+ is closed/.exec(said);
  if (m) return { key: m[1] === 'charge' ? 'errors.db.chargeDayClosed' : 'errors.db.paymentDayClosed', params: { day: day(m[2]!) } };
  m = /^(invoice|credit note) (\S+) is dated (\d{4}-\d{2}-\d{2}), a closed business day/.exec(said);
  if (m) return { key: 'errors.db.invoiceDayClosed', params: { number: m[2]!, day: day(m[3]!) } };
  m = /^invoice (\S+) is issued and cannot change/.exec(said);
  if (m) return { key: 'errors.db.invoiceFrozen', params: { number: m[1]! } };
  m = /^charge \d+ \(.*\) is on issued invoice (\S+) and cannot be/s.exec(said);
  if (m) return { key: 'errors.db.chargeInvoiced', params: { number: m[1]! } };
  m = /^charge \d+ was posted on (\d{4}-\d{2}-\d{2})/.exec(said);
  if (m) return { key: 'errors.db.chargePosted', params: { day: day(m[1]!) } };
  if (/^cash shift \d+ (is closed|was closed|cannot be deleted)/.test(said)) return { key: 'errors.db.shiftClosed' };
  return { key: 'errors.db.frozen' };
}
