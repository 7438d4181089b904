import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

const MARK = /^\/\* prepared: ([a-z][a-z0-9-]*) \*\//;

/**
 * Marks the statement it starts as one the PostgreSQL server keeps prepared on each connection: it
 * is parsed once per connection instead of at every call, and after five calls PostgreSQL may keep
 * one generic plan instead of planning again, when that plan is estimated no costlier. Only for hot
 * statements over narrow windows (a quote, a booking): a generic plan for a report over a year
 * could be far from the plan its real range needs. Measured at 10 connections, WORKERS=2, 100k
 * stays, with the quote, the rate context and the booking's write marked: quotes 225–249 → 268–276
 * per second, bookings 136–148 → 159–170 per second. PGlite reads it as a comment.
 */
export function prepared(name: string): SQL {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`prepared statement name '${name}' must be lowercase letters, digits and dashes`);
  return sql.raw(`/* prepared: ${name} */ `);
}

/**
 * The name a statement is prepared under, undefined for one left unnamed (parsed and planned at each
 * call):
 * - a marked statement: its mark's name and a hash of its text, so that the variants of one
 *   statement (forced or not, with or without a room type) never share a name;
 * - a lookup (`lookup-<hash>`): a SELECT whose conditions are all equalities (a stay by its id, an
 *   order's lines, a folio's payments). Parsing and planning were nine tenths of the time
 *   PostgreSQL spent on such reads (the reservation details page: 16 of them, ~9 of its 10 ms).
 *   PostgreSQL keeps a generic plan for it after five calls only when that plan is estimated no
 *   costlier than one for the values: an equality is estimated alike either way. A statement with a
 *   range, a pattern or an ordering comparison (`<`, `>`, `between`, `like`, `&&`, `@>`, `->`...)
 *   stays unnamed unless marked: there a generic plan can be far from what the values need.
 */
export function preparedName(text: string): string | undefined {
  // A statement is sent again and again with few distinct texts: each text's answer is kept
  // (hashing the text anew was a tenth of a booking's query building). '' is unnamed.
  let name = names.get(text);
  if (name === undefined) {
    const m = MARK.exec(text);
    const kind = m ? m[1] : isLookup(text) ? 'lookup' : undefined;
    name = kind ? `${kind}-${createHash('sha1').update(text).digest('hex').slice(0, 16)}` : '';
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name || undefined;
}

const RANGE_OR_PATTERN = /[<>~]|\bbetween\b|&&|\b(i?like|similar)\b/i;
const MAX_LOOKUP_CHARS = 8192;

/** A SELECT comparing by equality only (see preparedName), not too long to keep per connection. */
export function isLookup(text: string): boolean {
  return text.length <= MAX_LOOKUP_CHARS && /^\s*select\b/i.test(text) && !RANGE_OR_PATTERN.test(text);
}

const MAX_NAMES = 1024;
const names = new Map<string, string>();
