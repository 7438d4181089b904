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
 * The name a marked statement is prepared under: its mark's name and a hash of its text, so that
 * the variants of one statement (forced or not, with or without a room type) never share a name.
 * Undefined for an unmarked statement, which stays unnamed (parsed and planned at each call).
 */
export function preparedName(text: string): string | undefined {
  const m = MARK.exec(text);
  if (!m) return undefined;
  // A marked statement has a few variants, sent again and again: each text's name is kept (hashing
  // the text anew was a tenth of a booking's query building).
  let name = names.get(text);
  if (name === undefined) {
    name = `${m[1]}-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

const MAX_NAMES = 256;
const names = new Map<string, string>();
