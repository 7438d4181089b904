import { describe, expect, it } from 'vitest';
import { readStoredKeyedText } from './stored-keyed-text.ts';

const KEYS = new Set(['a.error.http']);

describe('a stored keyed text read back', () => {
  it('answers the key and its string and number params', () => {
    expect(readStoredKeyedText('{"key":"a.error.http","params":{"status":500,"url":"x","bad":{"n":1}}}', KEYS)).toEqual({
      key: 'a.error.http',
      params: { status: 500, url: 'x' },
    });
  });

  it('answers null for a sentence, other JSON or a key outside the set', () => {
    expect(readStoredKeyedText('the portal answered 500', KEYS)).toBeNull();
    expect(readStoredKeyedText('[1,2]', KEYS)).toBeNull();
    expect(readStoredKeyedText('{"key":"b.other"}', KEYS)).toBeNull();
  });
});
