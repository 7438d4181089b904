import { createHash } from 'node:crypto';
import { isMissing, type CsvRow } from './csv.ts';
import { toAlpha2 } from './countries.ts';
import { parseMoney, roundUnits } from '../../../lib/domain/money.ts';
import { ImportRefusal } from './refusal.ts';

export type Outcome = 'Check-Out' | 'Canceled' | 'No-Show';

/** One row of hotel_bookings.csv, typed. Days are UTC day numbers (days since 1970-01-01). */
export interface Booking {
  line: number;
  hotel: string;
  outcome: Outcome;
  leadTime: number;
  arrival: number;
  /** Weekend + week nights as the file says: 0 is a day use (see nightsOf). */
  nights: number;
  adults: number;
  children: number;
  babies: number;
  country: string | null;
  marketSegment: string;
  distributionChannel: string;
  roomType: string;
  agent: string | null;
  company: string | null;
  customerType: string;
  adrCents: number;
  /** The file's rate was negative (a refund): adrCents holds 0. */
  negativeRate: boolean;
  /** The room type booked, where the file gives one ('' when not); roomType is the one assigned. */
  reservedRoomType: string;
  statusDay: number;
  /** A digest of the row's whole text: rows of one digest repeat each other exactly. */
  rowKey: string;
}

/** A row that cannot be a booking. */
export class BookingError extends ImportRefusal {
  override name = 'BookingError';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;

export const dayOf = (iso: string): number => {
  const t = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(t)) throw new BookingError(`'${iso}' is not a YYYY-MM-DD date`, { key: 'errors.historyImport.row.date', params: { value: iso } });
  return Math.round(t / DAY_MS);
};
export const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The nights a row stayed. 0 is a day use (about 0.6% of the data): a stay of 0 nights, arrival and
 * departure the same day, unless the import is asked to count it as one night (see stage.ts).
 */
export const nightsOf = (weekend: number, week: number): number => weekend + week;

/** What a number column may hold: a row of 10⁹ children or nights is a damaged row, not a booking to build. */
const RANGES: Record<string, [number, number]> = {
  lead_time: [0, 3660],
  stays_in_weekend_nights: [0, 366],
  stays_in_week_nights: [0, 366],
  adults: [0, 60],
  children: [0, 20],
  babies: [0, 20],
  adr: [-100_000, 100_000],
  arrival_date_year: [1900, 2200],
  arrival_date_day_of_month: [1, 31],
};

/** The longest text a column of the layout holds (hotel names included). */
const MAX_TEXT = 100;

function int(row: CsvRow, column: string, fallback?: number): number {
  const v = row.get(column);
  if (isMissing(v)) {
    if (fallback !== undefined) return fallback;
    throw new BookingError(`line ${row.line}: column '${column}' is missing`, { key: 'errors.historyImport.row.missing', params: { column } });
  }
  const n = Number(v);
  if (!Number.isFinite(n)) {
    const value = String(v).slice(0, 40);
    throw new BookingError(`line ${row.line}: column '${column}' is '${value}', not a number`, {
      key: 'errors.historyImport.row.notNumber',
      params: { column, value },
    });
  }
  const [min, max] = RANGES[column] ?? [-Infinity, Infinity];
  if (n < min || n > max)
    throw new BookingError(`line ${row.line}: column '${column}' is ${n}, outside ${min}–${max}`, {
      key: 'errors.historyImport.row.outOfRange',
      params: { column, value: n, min, max },
    });
  return n;
}

/** The hotel's name: it becomes a hotel of this system. */
function hotelOf(row: CsvRow): string {
  const name = text(row, 'hotel');
  if (name === '' || name.length > MAX_TEXT)
    throw new BookingError(`line ${row.line}: the hotel needs a name of 1 to ${MAX_TEXT} characters`, {
      key: 'errors.historyImport.row.hotelName',
      params: { max: MAX_TEXT },
    });
  return name;
}

function text(row: CsvRow, column: string): string {
  const v = row.get(column);
  if (v === undefined)
    throw new BookingError(`line ${row.line}: the file has no column '${column}'`, { key: 'errors.historyImport.row.noColumn', params: { column } });
  const t = v.trim();
  // Every text of the layout is a short code or name; a long one is a damaged row.
  if (t.length > MAX_TEXT)
    throw new BookingError(`line ${row.line}: column '${column}' holds ${t.length} characters, more than ${MAX_TEXT}`, {
      key: 'errors.historyImport.row.tooLong',
      params: { column, length: t.length, max: MAX_TEXT },
    });
  return t;
}

/** The arrival day: the ISO column of the republished layout when present, else the three date parts. */
function arrivalOf(row: CsvRow): number {
  const iso = row.get('arrival_date');
  if (!isMissing(iso)) return dayOf(iso!.slice(0, 10));
  const monthName = text(row, 'arrival_date_month');
  const month = MONTHS.indexOf(monthName);
  if (month < 0)
    throw new BookingError(`line ${row.line}: unknown arrival_date_month '${monthName}'`, {
      key: 'errors.historyImport.row.month',
      params: { value: monthName },
    });
  return Math.round(Date.UTC(int(row, 'arrival_date_year'), month, int(row, 'arrival_date_day_of_month')) / DAY_MS);
}

function outcomeOf(row: CsvRow): Outcome {
  const status = text(row, 'reservation_status');
  if (status === 'Check-Out' || status === 'Canceled' || status === 'No-Show') return status;
  throw new BookingError(`line ${row.line}: unknown reservation_status '${status}'`, { key: 'errors.historyImport.row.status', params: { value: status } });
}

/**
 * The dataset's average daily rate ('75.5', '107.4166667', '-6.38') in cents: read from its digits
 * and rounded half up once (never a float product), a negative one (a refund) as 0.
 */
function adrCentsOf(row: CsvRow, adr: number): { cents: number; negative: boolean } {
  const v = row.get('adr');
  // Digits past the ninth cannot move a half-up rounding to cents: cut there (the range fits 10^14).
  const text = isMissing(v)
    ? ''
    : String(v)
        .trim()
        .replace(/^(-?\d+\.\d{9})\d+$/, '$1');
  const read = parseMoney(text, { decimals: 9, field: 'adr', allowNegative: true });
  // Forms the parser does not read ('7.55e1') were still numbers to int(): their float, as before.
  const cents = read.ok ? roundUnits(read.minor, 9, 2) : Math.round(adr * 100);
  return { cents: Math.max(0, cents), negative: cents < 0 };
}

export function toBooking(row: CsvRow): Booking {
  const optional = (c: string) => (isMissing(row.get(c)) ? null : text(row, c));
  const adr = int(row, 'adr', 0);
  const rate = adrCentsOf(row, adr);
  return {
    line: row.line,
    hotel: hotelOf(row),
    outcome: outcomeOf(row),
    leadTime: int(row, 'lead_time', 0),
    arrival: arrivalOf(row),
    nights: nightsOf(int(row, 'stays_in_weekend_nights', 0), int(row, 'stays_in_week_nights', 0)),
    adults: int(row, 'adults', 1),
    children: int(row, 'children', 0),
    babies: int(row, 'babies', 0),
    country: toAlpha2(row.get('country')),
    marketSegment: text(row, 'market_segment'),
    distributionChannel: text(row, 'distribution_channel'),
    roomType: text(row, 'assigned_room_type'),
    agent: optional('agent'),
    company: optional('company'),
    customerType: text(row, 'customer_type'),
    // One booking has a negative rate (a refund); a stay price cannot be negative.
    adrCents: rate.cents,
    negativeRate: rate.negative,
    reservedRoomType: optional('reserved_room_type') ?? '',
    statusDay: isMissing(row.get('reservation_status_date')) ? arrivalOf(row) : dayOf(text(row, 'reservation_status_date').slice(0, 10)),
    rowKey: createHash('sha1').update(row.text()).digest('base64'),
  };
}
