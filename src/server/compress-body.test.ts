import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, keptCompressed, MIN_KEPT_BYTES } from './compress-body.ts';

const page = (n: number, marker: string) => Buffer.from(`<!DOCTYPE html><p>${marker}</p>${'<li>stay Élodie 74138 · night</li>'.repeat(n)}`, 'utf8');

describe('compressing an answer', () => {
  it('gives what the browser decodes to the same bytes, in brotli and gzip, kept or not', () => {
    for (const body of [page(10, 'small'), page(2_000, 'large')]) {
      for (let i = 0; i < 2; i++) {
        expect(zlib.brotliDecompressSync(compressBody(body, 'br')).equals(body)).toBe(true);
        expect(zlib.gunzipSync(compressBody(body, 'gzip')).equals(body)).toBe(true);
      }
    }
  });

  it('keeps the compressed bytes of a body asked again, and compresses a body that changed by one character anew', () => {
    const first = page(2_000, 'stay 1 expected');
    expect(first.length).toBeGreaterThan(MIN_KEPT_BYTES);
    const a = compressBody(first, 'br');
    const before = keptCompressed();
    // The same body: the very bytes kept, nothing added.
    expect(compressBody(Buffer.from(first), 'br')).toBe(a);
    expect(keptCompressed()).toEqual(before);
    // One status changed: its own answer, which decodes to the new body.
    const changed = page(2_000, 'stay 1 in house');
    const b = compressBody(changed, 'br');
    expect(b).not.toBe(a);
    expect(zlib.brotliDecompressSync(b).equals(changed)).toBe(true);
    expect(keptCompressed().count).toBe(before.count + 1);
    // The same body in the other encoding is kept apart.
    expect(zlib.gunzipSync(compressBody(first, 'gzip')).equals(first)).toBe(true);
  });

  it('keeps at most 4 MB, giving up the least recently used first', () => {
    // Random text: ~30 KB once compressed, so 200 of them are far beyond the bound.
    const bodies = Array.from({ length: 200 }, () => Buffer.from(randomBytes(24 * 1024).toString('base64')));
    const answers = bodies.map((b) => compressBody(b, 'gzip'));
    expect(keptCompressed().bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(keptCompressed().bytes).toBeGreaterThan(3 * 1024 * 1024);
    // The latest is kept, the first was given up (compressed anew: equal bytes, another buffer).
    expect(compressBody(bodies[199]!, 'gzip')).toBe(answers[199]);
    const again = compressBody(bodies[0]!, 'gzip');
    expect(again).not.toBe(answers[0]);
    expect(again.equals(answers[0]!)).toBe(true);
  });
});
