import { describe, expect, it, vi } from 'vitest';
import {
  boundedStream,
  checkJsonShape,
  checkUrlEncodedUtf8,
  declaredTooLarge,
  decodeUtf8,
  MAX_JSON_DEPTH,
  MAX_JSON_ENTRIES,
  parseJsonBytes,
  readBounded,
} from './body-limit.ts';
import { AppError } from './errors.ts';

/** A stream of `chunks` chunks of `size` bytes each, made as it is read, and how many were pulled. */
function generated(chunks: number, size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let n = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(c) {
        if (n >= chunks) return c.close();
        n++;
        c.enqueue(new Uint8Array(size).fill(97));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => n };
}

const failure = async (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as AppError,
  );
const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as AppError;
  }
  return undefined;
};

describe('body limits', () => {
  it('reads a body within its limit whole', async () => {
    const { stream } = generated(4, 1000);
    expect((await readBounded(stream, 4000)).length).toBe(4000);
  });

  it('stops reading at the first chunk past the limit and answers 413, whatever the stream still holds', async () => {
    const { stream, pulled } = generated(1_000_000, 64 * 1024);
    const err = await failure(readBounded(stream, 1024 * 1024));
    expect(err).toBeInstanceOf(AppError);
    expect(err?.status).toBe(413);
    expect(err?.message).toContain('1 MB');
    expect(pulled()).toBeLessThanOrEqual(18);
  });

  it('a bounded stream errors past its limit without cancelling its source', async () => {
    let cancelled = false;
    const source = new ReadableStream<Uint8Array>({ pull: (c) => c.enqueue(new Uint8Array(100)), cancel: () => void (cancelled = true) });
    const err = await failure(new Response(boundedStream(source, 250)).arrayBuffer());
    expect(err?.code).toBe('payload_too_large');
    expect(cancelled).toBe(false);
  });

  it('refuses a declared Content-Length above the limit before reading', () => {
    expect(declaredTooLarge('70000000', 64 * 1024 * 1024)?.status).toBe(413);
    expect(declaredTooLarge('100', 1000)).toBeUndefined();
    expect(declaredTooLarge(undefined, 1000)).toBeUndefined();
  });

  it('refuses bytes that are not UTF-8 (400) instead of storing U+FFFD', () => {
    expect(decodeUtf8(new TextEncoder().encode('Hôtel Été'))).toBe('Hôtel Été');
    const err = thrown(() => decodeUtf8(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x48, 0xf4, 0x74, 0x22, 0x7d])));
    expect(err?.status).toBe(400);
    expect(err?.message).toContain('not valid UTF-8');
  });

  it('refuses JSON nested past the depth limit with a 400, in a flat scan (3,000 and 1,000,000 levels)', () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 3000, 1_000_000]) {
      const err = thrown(() => checkJsonShape('['.repeat(depth) + ']'.repeat(depth)));
      expect(err?.status).toBe(400);
      expect(err?.message).toContain('nested more than');
    }
    expect(() => checkJsonShape(`${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}[1]${'}'.repeat(MAX_JSON_DEPTH - 1)}`)).not.toThrow();
  });

  it('counts members and elements, not characters inside strings', () => {
    const members = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":[1,{}]`).join(',')}}`;
    expect(() => checkJsonShape(members(MAX_JSON_ENTRIES / 3 - 1))).not.toThrow();
    expect(thrown(() => checkJsonShape(members(MAX_JSON_ENTRIES)))?.message).toContain(`more than ${MAX_JSON_ENTRIES} members`);
    expect(() => checkJsonShape(JSON.stringify({ text: '[{,,,,\\"'.repeat(50_000) }))).not.toThrow();
  });

  // Refused by the flat scan, before JSON.parse builds anything: the scan's cost is one pass over the
  // characters (its speed is the bench's business, not a timed unit test's: 2 s once at load 10).
  it('900,000 keys are refused by the flat scan, never parsed', () => {
    const text = `{${Array.from({ length: 900_000 }, (_, i) => `"${i}":0`).join(',')}}`;
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const err = thrown(() => parseJsonBytes(new TextEncoder().encode(text)));
      expect(err?.status).toBe(400);
      expect(err?.text.key).toBe('errors.body.tooManyEntries');
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('parses a well-formed document, and names a malformed one', () => {
    expect(parseJsonBytes(new TextEncoder().encode('{"a":[1,2,{"b":"c"}]}'))).toEqual({ a: [1, 2, { b: 'c' }] });
    expect(thrown(() => parseJsonBytes(new TextEncoder().encode('{"a":')))?.message).toBe('body: expected a JSON document');
  });
  it('refuses URL-encoded text whose escapes are not UTF-8, and keeps a literal %', () => {
    for (const bad of ['name=%FF', 'a=1&name=H%F4tel', 'q=%C3%28', 'k=%E2%82']) {
      const err = thrown(() => checkUrlEncodedUtf8(bad, 'query'));
      expect(err?.status).toBe(400);
      expect(err?.message).toBe('query: the text is not valid UTF-8; send it encoded as UTF-8.');
    }
    for (const good of ['name=H%C3%B4tel+%C3%89t%C3%A9', 'discount=50%', 'a=%zz&b=%', 'plain=text', '']) {
      expect(() => checkUrlEncodedUtf8(good, 'body')).not.toThrow();
    }
  });
});
