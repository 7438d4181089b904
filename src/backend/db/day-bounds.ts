import { sql, type SQL } from 'drizzle-orm';
import { addDays, startOfDayInZone } from '../../lib/domain/days.ts';

/**
 * Where a hotel's days [from, to] begin and end, as timestamptz parameters. Node's time-zone data
 * decides, as it decides the hotel's today (dayInZone): the database server's own data may give a
 * zone another offset (Africa/Casablanca in November 2026: UTC on Node 24, UTC+1 on PostgreSQL 15's
 * Debian), and a day's bounds taken there missed the events of today's first hour.
 */
export function dayBounds(from: string, to: string, timeZone: string): { start: SQL; end: SQL } {
  return {
    start: sql`${startOfDayInZone(from, timeZone).toISOString()}::timestamptz`,
    end: sql`${startOfDayInZone(addDays(to, 1), timeZone).toISOString()}::timestamptz`,
  };
}
