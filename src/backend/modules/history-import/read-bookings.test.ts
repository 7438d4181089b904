import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readBookings, MAX_HOTELS_PER_FILE, SKIPPED_KEPT } from './read-bookings.ts';
import type { Booking } from './booking.ts';
import { AppError } from '../../http/errors.ts';
import { bytes, term, type ErrorParams } from '../../../lib/domain/error-params.ts';
import { CSV_LIMITS } from './csv.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-read-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const HEADER =
  'hotel,is_canceled,lead_time,arrival_date_year,arrival_date_month,arrival_date_week_number,arrival_date_day_of_month,stays_in_weekend_nights,stays_in_week_nights,adults,children,babies,meal,country,market_segment,distribution_channel,is_repeated_guest,previous_cancellations,previous_bookings_not_canceled,reserved_room_type,assigned_room_type,booking_changes,deposit_type,agent,company,days_in_waiting_list,customer_type,adr,required_car_parking_spaces,total_of_special_requests,reservation_status,reservation_status_date';
const ROW = 'Resort Hotel,0,7,2015,July,27,1,1,2,1,NA,0,BB,GBR,Direct,Direct,0,0,0,A,C,0,No Deposit,NULL,NULL,0,Transient,75.5,0,0,Check-Out,2015-07-04';

const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

/**
 * A gzip file of `total` text bytes made of members (gunzip reads them as one text): the header's,
 * then one 1 MB block compressed once and written again and again; never the text in memory.
 */
function gzipOf(name: string, head: string, chunk: string, total: number): string {
  const file = path.join(dir, name);
  const block = zlib.gzipSync(chunk.repeat(Math.ceil(2 ** 20 / chunk.length)), { level: 9 });
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, zlib.gzipSync(head));
  for (let sent = 0; sent < total; sent += 2 ** 20) fs.writeSync(fd, block);
  fs.closeSync(fd);
  return file;
}

/** The refusal's message, its catalogue key and params (what the screen says), and how long reading took. */
async function refusal(file: string): Promise<{ message: string; code: string; params: ErrorParams; ms: number }> {
  const t0 = performance.now();
  try {
    await readBookings(file);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const { code, params, message } = (err as AppError).toJSON();
    return { message, code, params, ms: performance.now() - t0 };
  }
  throw new Error('the file was read, not refused');
}

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

describe('readBookings: a file is streamed, and refused with its reason', () => {
  it('reads good rows, counts bad ones and keeps only the first of them', async () => {
    const bad = Array.from({ length: 1000 }, () => 'City Hotel,0').join('\n');
    const seen: Booking[] = [];
    const r = await readBookings(write('mixed.csv', `\uFEFF${HEADER}\n${ROW}\n${bad}\n${ROW}\n`), { onBooking: (b) => void seen.push(b) });
    expect(r.count).toBe(2);
    expect(seen.map((b) => b.line)).toEqual([1, 1002]);
    expect([...r.hotels]).toEqual([['Resort Hotel', 2]]);
    expect(r.skippedCount).toBe(1000);
    expect(r.skipped).toHaveLength(SKIPPED_KEPT);
    expect(r.skipped[0]).toEqual({
      line: 2,
      code: 'errors.historyImport.row.fields',
      params: { expected: 32, found: 2 },
      message: 'expected 32 fields as in the header, found 2',
    });
  });

  it('refuses a Latin-1 file, naming the encoding to use', async () => {
    const latin1 = Buffer.from(`${HEADER}\n${ROW.replace('Resort Hotel', 'Hôtel Été')}\n`, 'latin1');
    const { message, code, params } = await refusal(write('latin1.csv', latin1));
    expect(message).toMatch(/the file is not UTF-8 \(Latin-1\?\).*Save it as UTF-8/);
    expect({ code, params }).toEqual({ code: 'errors.historyImport.file.notUtf8', params: { offset: HEADER.length + 2 } });
    // The same text as UTF-8 is read, accents whole.
    const r = await readBookings(write('utf8.csv', `${HEADER}\n${ROW.replace('Resort Hotel', 'Hôtel Été')}\n`));
    expect([...r.hotels.keys()]).toEqual(['Hôtel Été']);
  });

  it('refuses a file with no booking line, and one whose lines are none of them bookings', async () => {
    const headerOnly = await refusal(write('header-only.csv', HEADER));
    expect(headerOnly.message).toContain('it holds no booking line under its header');
    expect(headerOnly).toMatchObject({ code: 'errors.historyImport.file.noLine', params: {} });
    expect((await refusal(write('no-newline.csv', `${HEADER},${ROW}`))).message).toContain('it holds no booking line');
    const junk = await refusal(write('junk.csv', `${HEADER}\nhello\nworld\n`));
    expect(junk.message).toContain('none of its 2 line(s) is a booking (line 1: expected 32 fields');
    // The first line's reason goes along as a word of the catalogue, with its own params.
    expect(junk).toMatchObject({
      code: 'errors.historyImport.file.noBooking',
      params: { count: 2, line: 1, reason: term('errors.historyImport.row.fields'), expected: 32, found: 1 },
    });
  });

  it('refuses 10 MB without a line break at the line-length cap, quickly and without holding it', async () => {
    const { message, code, params, ms } = await refusal(write('no-break.csv', `${HEADER}\n${'9,'.repeat(5 * 2 ** 20)}`));
    expect(message).toContain('line 1 is longer than 65,536 characters');
    expect({ code, params }).toEqual({ code: 'errors.historyImport.file.lineTooLong', params: { line: 1, max: 65_536 } });
    expect(ms).toBeLessThan(5000);
  });

  it('refuses a gzip bomb of 200 MB of short lines without expanding it all', async () => {
    const file = gzipOf('bomb.csv.gz', `${HEADER}\n`, 'x\n', 200 * 2 ** 20);
    expect(fs.statSync(file).size).toBeLessThan(2 * 2 ** 20);
    const before = rssMb();
    const { message, code, params, ms } = await refusal(file);
    expect(message).toContain("more than 10,000 lines do not have the header's 32 fields (line 1 has 1)");
    expect({ code, params }).toEqual({ code: 'errors.historyImport.file.misshapen', params: { max: 10_000, columns: 32, line: 1, found: 1 } });
    expect(ms).toBeLessThan(20_000);
    expect(rssMb() - before).toBeLessThan(150);
  }, 60_000);

  it('refuses 10 GB of text without a newline, compressed to a few MB, at the line cap', async () => {
    const file = gzipOf('long-bomb.csv.gz', `${HEADER}\n`, 'a', 10 * 2 ** 30);
    const { message, ms } = await refusal(file);
    expect(message).toContain('line 1 is longer than 65,536 characters');
    expect(ms).toBeLessThan(5000);
  }, 60_000);

  it('refuses 1.3 million valid rows at the row cap, memory bounded', async () => {
    const file = gzipOf('many.csv.gz', `${HEADER}\n`, `${ROW}\n`, 1_300_000 * (ROW.length + 1));
    const before = rssMb();
    const { message, code, params } = await refusal(file);
    expect(message).toContain('the file holds more than 400,000 rows');
    expect({ code, params }).toEqual({ code: 'errors.historyImport.file.tooManyRows', params: { max: 400_000 } });
    // The bookings are handed on, never held: memory does not follow the rows.
    expect(rssMb() - before).toBeLessThan(100);
  }, 120_000);

  it('refuses a file of more hotels than one import takes as soon as it names one too many', async () => {
    const rows = Array.from({ length: MAX_HOTELS_PER_FILE + 5 }, (_, i) => ROW.replace('Resort Hotel', `Hotel ${i}`)).join('\n');
    const { message, code, params } = await refusal(write('hotels.csv', `${HEADER}\n${rows}\n`));
    expect(message).toContain(
      `the file names more than ${MAX_HOTELS_PER_FILE} hotels, more than one import takes (line ${MAX_HOTELS_PER_FILE + 1}: 'Hotel ${MAX_HOTELS_PER_FILE}')`,
    );
    expect({ code, params }).toEqual({
      code: 'errors.historyImport.file.tooManyHotels',
      params: { max: MAX_HOTELS_PER_FILE, line: MAX_HOTELS_PER_FILE + 1, hotel: `Hotel ${MAX_HOTELS_PER_FILE}` },
    });
  });

  it('refuses a file of more text than the cap, naming the cap in bytes', async () => {
    const limits = { ...CSV_LIMITS, maxTextBytes: 2 ** 10 };
    const rows = Array.from({ length: 20 }, () => ROW).join('\n');
    try {
      await readBookings(write('large.csv', `${HEADER}\n${rows}\n`), { limits });
      throw new Error('the file was read, not refused');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).toJSON()).toMatchObject({ code: 'errors.historyImport.file.tooLarge', params: { limit: bytes(2 ** 10) }, field: 'file' });
    }
  });
});
