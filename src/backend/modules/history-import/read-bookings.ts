import { invalid } from '../../http/errors.ts';
import { CSV_LIMITS, CsvRefusedError, readCsv, type CsvLimits, type CsvSummary } from './csv.ts';
import { toBooking, type Booking } from './booking.ts';

export interface SkippedRow { line: number; message: string }

/** Bad rows kept with their reason: a file of a million bad lines is told by its first ones and a count. */
export const SKIPPED_KEPT = 100;

/**
 * Lines whose field count is not the header's, before the file is refused as not of the layout:
 * each costs the parser an error object (~0.1 ms), and 10,000 of them already say "wrong file".
 */
export const MAX_MISSHAPEN_LINES = 10_000;

export interface ReadBookings {
  bookings: Booking[];
  /** The first SKIPPED_KEPT rows that could not be read. */
  skipped: SkippedRow[];
  skippedCount: number;
  /** The text's sha256 (a file and its .gz are the same file). */
  sha256: string;
}

/**
 * The bookings of the file, streamed; the rows that could not be read are counted (line numbers
 * count data lines from 1). A file that cannot be read at all (not UTF-8, too large, a line with no
 * end) or holds no readable row is refused with a 400 naming the reason: nothing is recorded.
 */
export async function readBookings(file: string, o: { onRow?: (n: number) => void; limits?: CsvLimits } = {}): Promise<ReadBookings> {
  const bookings: Booking[] = [];
  const skipped: SkippedRow[] = [];
  let skippedCount = 0;
  let lines = 0;
  let misshapen = 0;
  const summary: CsvSummary = { columns: 0, sha256: '' };
  const skip = (line: number, message: string) => {
    skippedCount += 1;
    if (skipped.length < SKIPPED_KEPT) skipped.push({ line, message: message.length > 200 ? `${message.slice(0, 200)}…` : message });
  };
  try {
    for await (const row of readCsv(file, summary, o.limits ?? CSV_LIMITS)) {
      lines = row.line;
      if (row.width !== summary.columns) {
        skip(row.line, `expected ${summary.columns} fields as in the header, found ${row.width}`);
        if ((misshapen += 1) > MAX_MISSHAPEN_LINES) {
          throw invalid('file', `more than ${MAX_MISSHAPEN_LINES.toLocaleString('en')} lines do not have the header's ${summary.columns} fields (line ${skipped[0]?.line} has ${row.width}): is it a comma-separated file in the layout of hotel_bookings.csv? Nothing was imported.`);
        }
      } else {
        try {
          bookings.push(toBooking(row));
        } catch (err) {
          skip(row.line, (err as Error).message.replace(/^line \d+: /, ''));
        }
      }
      if (o.onRow && (row.line & 4095) === 0) o.onRow(row.line);
    }
  } catch (err) {
    if (err instanceof CsvRefusedError) throw invalid('file', `${err.message} Nothing was imported.`);
    throw err;
  }
  if (!bookings.length) {
    const why = lines === 0 ? 'it holds no booking line under its header' : `none of its ${lines.toLocaleString('en')} line(s) is a booking (line ${skipped[0]?.line}: ${skipped[0]?.message})`;
    throw invalid('file', `the file cannot be imported: ${why}. Expected the columns of hotel_bookings.csv, one booking per line. Nothing was imported.`);
  }
  return { bookings, skipped, skippedCount, sha256: summary.sha256 };
}
