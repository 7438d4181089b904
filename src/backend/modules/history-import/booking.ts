import { isMissing, type CsvRow } from './csv.ts';
import { toAlpha2 } from './countries.ts';

export type Outcome = 'Check-Out' | 'Canceled' | 'No-Show';

/** One row of hotel_bookings.csv, typed. Days are UTC day numbers (days since 1970-01-01). */
export interface Booking {
  line: number;
  hotel: string;
  outcome: Outcome;
  leadTime: number;
  arrival: number;
  /** Weekend + week nights; 0-night rows (day use) are counted as 1, see nightsOf. */
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
  statusDay: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;

export const dayOf = (iso: string): number => {
  const t = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(t)) throw new Error(`'${iso}' is not a YYYY-MM-DD date`);
  return Math.round(t / DAY_MS);
};
export const isoOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Day-use rows (0 nights, about 0.6% of the data) still occupied and sold a room that day; the
 * reservations table needs checkout > checkin, so they become 1-night stays instead of being dropped.
 */
export const nightsOf = (weekend: number, week: number): number => Math.max(1, weekend + week);

export class BookingError extends Error {
  override name = 'BookingError';
}

function int(row: CsvRow, column: string, fallback?: number): number {
  const v = row.get(column);
  if (isMissing(v)) {
    if (fallback !== undefined) return fallback;
    throw new BookingError(`line ${row.line}: column '${column}' is missing`);
  }
  const n = Number(v);
  if (!Number.isFinite(n)) throw new BookingError(`line ${row.line}: column '${column}' is '${v}', not a number`);
  return n;
}

function text(row: CsvRow, column: string): string {
  const v = row.get(column);
  if (v === undefined) throw new BookingError(`line ${row.line}: the file has no column '${column}'`);
  return v.trim();
}

/** The arrival day: the ISO column of the republished layout when present, else the three date parts. */
function arrivalOf(row: CsvRow): number {
  const iso = row.get('arrival_date');
  if (!isMissing(iso)) return dayOf(iso!.slice(0, 10));
  const month = MONTHS.indexOf(text(row, 'arrival_date_month'));
  if (month < 0) throw new BookingError(`line ${row.line}: unknown arrival_date_month '${row.get('arrival_date_month')}'`);
  return Math.round(Date.UTC(int(row, 'arrival_date_year'), month, int(row, 'arrival_date_day_of_month')) / DAY_MS);
}

function outcomeOf(row: CsvRow): Outcome {
  const status = text(row, 'reservation_status');
  if (status === 'Check-Out' || status === 'Canceled' || status === 'No-Show') return status;
  throw new BookingError(`line ${row.line}: unknown reservation_status '${status}'`);
}

export function toBooking(row: CsvRow): Booking {
  const optional = (c: string) => (isMissing(row.get(c)) ? null : text(row, c));
  const adr = int(row, 'adr', 0);
  return {
    line: row.line,
    hotel: text(row, 'hotel'),
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
    adrCents: Math.max(0, Math.round(adr * 100)),
    statusDay: isMissing(row.get('reservation_status_date')) ? arrivalOf(row) : dayOf(text(row, 'reservation_status_date').slice(0, 10)),
  };
}
