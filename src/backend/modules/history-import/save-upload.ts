import fs from 'node:fs';
import path from 'node:path';
import { invalid } from '../../http/errors.ts';

/** What an uploaded bookings file may be sent as. */
export const UPLOAD_TYPES = ['text/csv', 'application/gzip', 'application/x-gzip', 'application/octet-stream'];

/** The largest upload taken (the two hotels' real file is 1.1 MB gzipped, 16 MB as text). */
export const MAX_UPLOAD_BYTES = 64 * 2 ** 20;

/**
 * Writes a request body to `dir` (bookings.csv, or bookings.csv.gz when it starts with gzip's magic
 * bytes, whatever its declared type) and returns the file's path. Empty or too large → 400.
 */
export async function saveUpload(body: ReadableStream<Uint8Array> | null, dir: string): Promise<string> {
  if (!body) throw invalid('body', 'the request carries no file.');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > MAX_UPLOAD_BYTES) throw invalid('body', `the file is larger than ${MAX_UPLOAD_BYTES / 2 ** 20} MB.`);
    chunks.push(chunk);
  }
  if (size === 0) throw invalid('body', 'the file is empty.');
  const bytes = Buffer.concat(chunks);
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const file = path.join(dir, gzipped ? 'bookings.csv.gz' : 'bookings.csv');
  fs.writeFileSync(file, bytes);
  return file;
}
