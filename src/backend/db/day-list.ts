import { sql, type SQL } from 'drizzle-orm';
import { addDays, daysBetween } from '../../lib/domain/days.ts';

/**
 * The days from `from` to `to` (both included) as a set-returning expression for FROM, one
 * parameter whatever the length: `${dayList(a, b)} with ordinality as n(day, i)`.
 *
 * In a statement kept prepared (prepared.ts), PostgreSQL keeps one generic plan only when it is
 * estimated no costlier than a plan for the values. A series of unknown length counts 1,000 rows
 * in a generic plan, which then never looks cheap enough; a list counts 10, so windows of days
 * (a stay's nights, the dashboard's weeks) keep their generic plan and are not planned again.
 */
export function dayList(from: string, to: string): SQL {
  const days = Array.from({ length: Math.max(daysBetween(from, to) + 1, 0) }, (_, i) => addDays(from, i));
  return sql`unnest(string_to_array(${days.join(',')}::text, ',')::date[])`;
}
