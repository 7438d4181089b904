import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { bytes } from '../../../lib/domain/error-params.ts';
import { ImportRefusal } from './refusal.ts';

/**
 * What one bookings file may hold. The real two-hotel file is 16 MB of text, 119,390 rows, lines of
 * under 200 characters: the limits leave room for a chain's larger history while keeping what a
 * single import holds in memory (one typed booking per row) well under the server's budget.
 */
export const CSV_LIMITS = {
  /** Text bytes (after gunzip): a gzip bomb stops here, not when the disk or memory is full. */
  maxTextBytes: 128 * 2 ** 20,
  /** Characters in one record: a file without line breaks stops here. */
  maxRecordChars: 64 * 2 ** 10,
  /** Data lines, readable or not. */
  maxRows: 400_000,
};
export type CsvLimits = typeof CSV_LIMITS;

/** The file cannot be read as a bookings CSV at all (encoding, size, structure): nothing is imported. */
export class CsvRefusedError extends ImportRefusal {
  override name = 'CsvRefusedError';
}

/** Splits one CSV line with the same parser the import uses (RFC 4180 quoting). */
export function parseCsvLine(line: string): string[] {
  const [fields] = parseSync(line, { relax_column_count: true, relax_quotes: true, max_record_size: CSV_LIMITS.maxRecordChars }) as string[][];
  return fields ?? [''];
}

/** The dataset's two spellings of a missing value. */
export const isMissing = (v: string | undefined): boolean => v === undefined || v === '' || v === 'NULL' || v === 'NA';

export interface CsvRow {
  /** 1-based data line number (the header is line 0), for error messages. */
  line: number;
  /** Fields in this row; the header's count when the row is whole. */
  width: number;
  get(column: string): string | undefined;
  /** The row's fields as one text: two rows of the same text repeat each other exactly. */
  text(): string;
}

/** What readCsv tells of the whole file once every row has been read. */
export interface CsvSummary {
  /** Columns named by the header (0: no header line). */
  columns: number;
  /** sha256 of the text (after gunzip): a file and its .gz are the same file. */
  sha256: string;
}

/**
 * Bytes in → the same bytes out, counted against the cap, hashed, and checked to be UTF-8 (a
 * Latin-1 file otherwise turns 'Hôtel' into 'H�tel' in the database without a word).
 */
class TextGuard extends Transform {
  private bytes = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly hash: Hash;
  private readonly maxBytes: number;
  constructor(hash: Hash, maxBytes: number) {
    super();
    this.hash = hash;
    this.maxBytes = maxBytes;
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    const at = this.bytes;
    this.bytes += chunk.byteLength;
    if (this.bytes > this.maxBytes)
      return done(
        new CsvRefusedError(`the file holds more than ${this.maxBytes / 2 ** 20} MB of text (a compressed file is counted once expanded).`, {
          key: 'errors.historyImport.file.tooLarge',
          params: { limit: bytes(this.maxBytes) },
        }),
      );
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      const offset = firstInvalidUtf8(chunk) + at;
      return done(
        new CsvRefusedError(`the file is not UTF-8 (Latin-1?): invalid byte near byte ${offset}. Save it as UTF-8 and import it again.`, {
          key: 'errors.historyImport.file.notUtf8',
          params: { offset },
        }),
      );
    }
    this.hash.update(chunk);
    done(null, chunk);
  }
  override _flush(done: TransformCallback): void {
    try {
      this.decoder.decode();
    } catch {
      return done(
        new CsvRefusedError('the file is not UTF-8: it ends inside a character. Save it as UTF-8 and import it again.', {
          key: 'errors.historyImport.file.cutCharacter',
        }),
      );
    }
    done();
  }
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence in the chunk (for the message). */
function firstInvalidUtf8(b: Buffer): number {
  for (let i = 0; i < b.length; i++) {
    const c = b[i]!;
    if (c < 0x80) continue;
    const n = c >= 0xf0 && c <= 0xf4 ? 3 : c >= 0xe0 ? 2 : c >= 0xc2 && c < 0xe0 ? 1 : -1;
    if (n < 0 || c > 0xf4) return i;
    for (let k = 1; k <= n; k++) if (i + k < b.length && (b[i + k]! & 0xc0) !== 0x80) return i;
    i += n;
  }
  return 0;
}

/** gzip's magic bytes: an upload is gzipped whatever its name says. */
export async function isGzipFile(file: string): Promise<boolean> {
  const fd = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await fd.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await fd.close();
  }
}

/**
 * Streams a CSV file (gzipped or not, by its first bytes) row by row: memory holds one chunk and
 * one record whatever the file. A row whose field count differs from the header's still comes out
 * (its width tells); the file itself is refused (CsvRefusedError) when it is not UTF-8, too large
 * once expanded, holds a record over the length cap, too many rows, or quoting that never closes.
 */
export async function* readCsv(file: string, summary: CsvSummary = { columns: 0, sha256: '' }, limits: CsvLimits = CSV_LIMITS): AsyncGenerator<CsvRow> {
  const hash = createHash('sha256');
  const gzipped = await isGzipFile(file);
  const guard = new TextGuard(hash, limits.maxTextBytes);
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: limits.maxRecordChars,
  });
  const flowing = gzipped ? pipeline(fs.createReadStream(file), zlib.createGunzip(), guard, parser) : pipeline(fs.createReadStream(file), guard, parser);
  flowing.catch(() => {}); // the same error ends the loop below
  let index: Map<string, number> | undefined;
  const intern = new Map<string, string>();
  // Categorical columns repeat a few values 100,000 times: one string each instead of one per row.
  const same = (v: string): string => {
    if (v.length > 24) return v;
    const seen = intern.get(v);
    if (seen !== undefined) return seen;
    if (intern.size < 100_000) intern.set(v, v);
    return v;
  };
  let n = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!index) {
        index = new Map(record.map((name, i) => [name.trim(), i]));
        summary.columns = record.length;
        continue;
      }
      if (record.length === 1 && record[0] === '') continue;
      n += 1;
      if (n > limits.maxRows)
        throw new CsvRefusedError(`the file holds more than ${limits.maxRows.toLocaleString('en')} rows: split it and import the parts one after the other.`, {
          key: 'errors.historyImport.file.tooManyRows',
          params: { max: limits.maxRows },
        });
      const fields = record.map(same);
      const cols = index;
      yield {
        line: n,
        width: fields.length,
        get: (column) => {
          const i = cols.get(column);
          return i === undefined ? undefined : fields[i];
        },
        text: () => fields.join('\u001f'),
      };
    }
    await flowing;
  } catch (err) {
    throw refusal(err, n, limits);
  } finally {
    parser.destroy();
  }
  summary.sha256 = hash.digest('hex');
}

/** csv-parse's own errors, said for a person: which line, what to do. */
function refusal(err: unknown, rows: number, limits: CsvLimits): Error {
  if (err instanceof CsvRefusedError) return err;
  const code = (err as { code?: string }).code;
  const line = rows + 1;
  if (code === 'CSV_MAX_RECORD_SIZE')
    return new CsvRefusedError(
      `line ${line} is longer than ${limits.maxRecordChars.toLocaleString('en')} characters: is it a CSV file, with one booking per line?`,
      {
        key: 'errors.historyImport.file.lineTooLong',
        params: { line, max: limits.maxRecordChars },
      },
    );
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return new CsvRefusedError(`a quoted field opened on line ${line} never closes: check the file's quotes.`, {
      key: 'errors.historyImport.file.quoteNotClosed',
      params: { line },
    });
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
    return new CsvRefusedError('the file starts like a gzip file but cannot be uncompressed (damaged or cut short).', {
      key: 'errors.historyImport.file.badGzip',
    });
  // csv-parse's other refusals say their reason in English (kept in the message for the log and the CLI); the screen says what to check.
  if (code?.startsWith('CSV_'))
    return new CsvRefusedError(`line ${line}: ${(err as Error).message}`, { key: 'errors.historyImport.file.unreadable', params: { line } });
  return err as Error;
}
