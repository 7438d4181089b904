/**
 * A text the server stored as JSON `{ key, params }` (a channel's or a calendar's last error),
 * read back as the catalogue key and params a page says in the reader's language. Null when the
 * text is not such JSON or its key is none of `keys`: the caller decides what an older sentence
 * becomes. Params other than strings and numbers are left out.
 */
export function readStoredKeyedText<K extends string>(stored: string, keys: ReadonlySet<string>): { key: K; params: Record<string, string | number> } | null {
  let v: unknown;
  try {
    v = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || !('key' in v) || typeof v.key !== 'string' || !keys.has(v.key)) return null;
  const raw = 'params' in v && typeof v.params === 'object' && v.params !== null ? (v.params as Record<string, unknown>) : {};
  const params = Object.fromEntries(Object.entries(raw).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
  return { key: v.key as K, params };
}
