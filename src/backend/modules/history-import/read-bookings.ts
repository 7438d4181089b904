import { invalid, type ErrorText } from '../../http/errors.ts';
import { term, type ErrorParams } from '../../../lib/domain/error-params.ts';
import type { ErrorKey } from '../../../lib/i18n/errors.en.ts';
import { CSV_LIMITS, CsvRefusedError, readCsv, type CsvLimits, type CsvSummary } from './csv.ts';
import { BookingError, toBooking, type Booking } from './booking.ts';

/** A row that was not imported: its reason as a key of the error catalogue with its params (the screen's words), and in English. */
export interface SkippedRow {
  line: number;
  code: ErrorKey;
  params: ErrorParams;
  message: string;
}

/** Bad rows kept with their reason: a file of a million bad lines is told by its first ones and a count. */
export const SKIPPED_KEPT = 100;

/**
 * Lines whose field count is not the header's, before the file is refused as not of the layout:
 * each costs the parser an error object (~0.1 ms), and 10,000 of them already say "wrong file".
 */
export const MAX_MISSHAPEN_LINES = 10_000;

/** Hotels one file may bring: a chain's history comes hotel by hotel, a file of 10,000 "hotels" is a mistake. */
export const MAX_HOTELS_PER_FILE = 50;

export interface ReadBookings {
  /** Bookings read (rows that could be read). */
  count: number;
  /** The file's hotels, with their bookings, in the order they first appear. */
  hotels: Map<string, number>;
  /** The first SKIPPED_KEPT rows that could not be read. */
  skipped: SkippedRow[];
  skippedCount: number;
  /** The text's sha256 (a file and its .gz are the same file). */
  sha256: string;
}

export interface ReadOptions {
  /** Each booking as it is read; a promise holds the reading back until it settles (memory holds a batch, never the file). */
  onBooking?: (b: Booking) => void | Promise<void>;
  onRow?: (n: number) => void;
  limits?: CsvLimits;
}

/**
 * Streams the bookings of the file to `onBooking`, holding none of them; the rows that could not be
 * read are counted (line numbers count data lines from 1). A file that cannot be read at all (not
 * UTF-8, too large, a line with no end, more than MAX_HOTELS_PER_FILE hotels) or holds no readable
 * row is refused with a 400 naming the reason: nothing is recorded.
 */
export async function readBookings(file: string, o: ReadOptions = {}): Promise<ReadBookings> {
  let count = 0;
  const hotels = new Map<string, number>();
  const skipped: SkippedRow[] = [];
  let skippedCount = 0;
  let lines = 0;
  let misshapen = 0;
  const summary: CsvSummary = { columns: 0, sha256: '' };
  // The first line of the wrong width, named when the file is refused as not of the layout.
  let firstMisshapen: { line: number; width: number } | undefined;
  const skip = (line: number, text: ErrorText, message: string) => {
    skippedCount += 1;
    if (skipped.length < SKIPPED_KEPT)
      skipped.push({ line, code: text.key, params: text.params ?? {}, message: message.length > 200 ? `${message.slice(0, 200)}…` : message });
  };
  try {
    for await (const row of readCsv(file, summary, o.limits ?? CSV_LIMITS)) {
      lines = row.line;
      if (row.width !== summary.columns) {
        skip(
          row.line,
          { key: 'errors.historyImport.row.fields', params: { expected: summary.columns, found: row.width } },
          `expected ${summary.columns} fields as in the header, found ${row.width}`,
        );
        firstMisshapen ??= { line: row.line, width: row.width };
        if ((misshapen += 1) > MAX_MISSHAPEN_LINES) {
          const { line, width } = firstMisshapen;
          throw invalid(
            'file',
            `more than ${MAX_MISSHAPEN_LINES.toLocaleString('en')} lines do not have the header's ${summary.columns} fields (line ${line} has ${width}): is it a comma-separated file in the layout of hotel_bookings.csv? Nothing was imported.`,
            { key: 'errors.historyImport.file.misshapen', params: { max: MAX_MISSHAPEN_LINES, columns: summary.columns, line, found: width } },
          );
        }
      } else {
        let booking: Booking | undefined;
        try {
          booking = toBooking(row);
        } catch (err) {
          const message = (err as Error).message.replace(/^line \d+: /, '');
          // A reason toBooking does not name (a fault of its own) still skips only this row.
          skip(row.line, err instanceof BookingError ? err.text : { key: 'errors.historyImport.row.unreadable' }, message);
        }
        if (booking) {
          count += 1;
          hotels.set(booking.hotel, (hotels.get(booking.hotel) ?? 0) + 1);
          if (hotels.size > MAX_HOTELS_PER_FILE) {
            const hotel = booking.hotel.slice(0, 40);
            throw invalid(
              'file',
              `the file names more than ${MAX_HOTELS_PER_FILE} hotels, more than one import takes (line ${row.line}: '${hotel}'): is the 'hotel' column the hotel's name? Nothing was imported.`,
              { key: 'errors.historyImport.file.tooManyHotels', params: { max: MAX_HOTELS_PER_FILE, line: row.line, hotel } },
            );
          }
          if (o.onBooking) await o.onBooking(booking);
        }
      }
      if (o.onRow && (row.line & 4095) === 0) o.onRow(row.line);
    }
  } catch (err) {
    if (err instanceof CsvRefusedError) throw invalid('file', `${err.message} Nothing was imported.`, err.text);
    throw err;
  }
  if (!count) {
    const first = skipped[0];
    const why =
      lines === 0 || !first
        ? 'it holds no booking line under its header'
        : `none of its ${lines.toLocaleString('en')} line(s) is a booking (line ${first.line}: ${first.message})`;
    throw invalid(
      'file',
      `the file cannot be imported: ${why}. Expected the columns of hotel_bookings.csv, one booking per line. Nothing was imported.`,
      lines === 0 || !first
        ? { key: 'errors.historyImport.file.noLine' }
        : // The first line's reason is said in the reader's words too: its key as a word, its params beside.
          { key: 'errors.historyImport.file.noBooking', params: { ...first.params, count: lines, line: first.line, reason: term(first.code) } },
    );
  }
  return { count, hotels, skipped, skippedCount, sha256: summary.sha256 };
}
