import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveUpload } from './save-upload.ts';

const KB = 1024;

/** A body of `count` chunks of `size` bytes, made as it is read; `failAfter` chunks then an error. */
function body(count: number, size: number, failAfter?: number): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && i === failAfter) return controller.error(new Error('the client went away'));
      if (i++ >= count) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-upload-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('saveUpload', () => {
  it('writes the body to bookings.csv, or bookings.csv.gz when it starts with gzip’s magic bytes', async () => {
    const dir = tempDir();
    const file = await saveUpload(body(10, 4 * KB), dir);
    expect(path.basename(file)).toBe('bookings.csv');
    expect(fs.statSync(file).size).toBe(40 * KB);
    const gz = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array([0x1f, 0x8b, 8, 0]));
        c.close();
      },
    });
    expect(path.basename(await saveUpload(gz, tempDir()))).toBe('bookings.csv.gz');
  });

  // Small chunks keep a write on its way to the disk when the next one arrives: refusing then once
  // left that write to fail on a destroyed file with nobody listening, and the process stopped.
  it('refuses a body past the limit with a 400 naming the body, leaves no file, and nothing fails later', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = tempDir();
      await expect(saveUpload(body(2000, 2 * KB), dir, 1024 * KB)).rejects.toMatchObject({ status: 400, field: 'body' });
      expect(fs.readdirSync(dir)).toEqual([]);
    }
    // A late write failure would surface here, as an uncaught error of this test file.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('a body that breaks part way (the server’s door refusing it, the client gone) leaves no file', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = tempDir();
      await expect(saveUpload(body(2000, 2 * KB, 300), dir)).rejects.toThrow('the client went away');
      expect(fs.readdirSync(dir)).toEqual([]);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('an empty body is refused as empty', async () => {
    await expect(saveUpload(body(0, 1), tempDir())).rejects.toMatchObject({ status: 400, field: 'body' });
    await expect(saveUpload(null, tempDir())).rejects.toMatchObject({ status: 400, field: 'body' });
  });
});
