import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { invalid } from '../../http/errors.ts';
import { bytes } from '../../../lib/domain/error-params.ts';

/** What an uploaded bookings file may be sent as. */
export const UPLOAD_TYPES = ['text/csv', 'application/gzip', 'application/x-gzip', 'application/octet-stream'];

/** The largest upload taken (the two hotels' real file is 1.1 MB gzipped, 16 MB as text). */
export const MAX_UPLOAD_BYTES = 64 * 2 ** 20;

/**
 * Writes a request body to `dir` as it arrives (memory holds one chunk, never the file) and returns
 * the file's path: bookings.csv.gz when it starts with gzip's magic bytes, whatever its declared
 * type, else bookings.csv. Empty or too large → 400, and the partial file is removed.
 *
 * The file is written through `pipeline`, which listens for the file's errors until it is closed:
 * a body refused or broken while a write was still on its way to the disk once left that write to
 * fail on a destroyed stream with nobody listening, and the process stopped (70 MB uploads sent in a
 * loop to a loaded server, 1 in about 20).
 */
export async function saveUpload(body: ReadableStream<Uint8Array> | null, dir: string, limit = MAX_UPLOAD_BYTES): Promise<string> {
  if (!body) throw invalid('body', 'the request carries no file.', { key: 'errors.historyImport.upload.none' });
  const partial = path.join(dir, 'upload.part');
  let size = 0;
  let head = Buffer.alloc(0);
  async function* counted(): AsyncGenerator<Uint8Array> {
    for await (const chunk of body!) {
      size += chunk.byteLength;
      if (size > limit)
        throw invalid('body', `the file is larger than ${limit / 2 ** 20} MB.`, {
          key: 'errors.historyImport.upload.tooLarge',
          params: { limit: bytes(limit) },
        });
      if (head.length < 2) head = Buffer.concat([head, chunk.subarray(0, 2)]);
      yield chunk;
    }
  }
  try {
    await pipeline(counted, fs.createWriteStream(partial));
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  if (size === 0) throw invalid('body', 'the file is empty.', { key: 'errors.historyImport.upload.empty' });
  const file = path.join(dir, head[0] === 0x1f && head[1] === 0x8b ? 'bookings.csv.gz' : 'bookings.csv');
  fs.renameSync(partial, file);
  return file;
}
