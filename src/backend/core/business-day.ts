import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { businessDays } from '../db/schema/index.ts';
import { addDays, dayInZone } from '../../lib/domain/days.ts';

/**
 * A hotel's business day: the day after its last closed day, whatever the calendar says (the
 * night audit moves it, not midnight); before the hotel's first closing, its calendar day in its
 * own time zone. Every rule that speaks of "today" (arrivals, check-in, postings, payments, no-shows,
 * booking windows, stock days) asks this, so the desk and the books never work on two days.
 */
export function businessDayAfter(lastClosed: string | null | undefined, calendarDay: string): string {
  return lastClosed ? addDays(lastClosed, 1) : calendarDay;
}

export interface HotelClock {
  groupId: number;
  timezone: string;
  now: Date;
}

/** The hotel's last closed business day (undefined before its first closing). */
export async function findLastClosedDay(db: Db, groupId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${businessDays.day})::text` })
    .from(businessDays)
    .where(eq(businessDays.groupId, groupId));
  return row?.day ?? undefined;
}

/** The hotel's business day now (see businessDayAfter). */
export async function findBusinessDay(db: Db, clock: HotelClock): Promise<string> {
  return businessDayOn(await findLastClosedDay(db, clock.groupId), clock);
}

/** The business day from a last closed day already read (with the row it came with, in one statement). */
export function businessDayOn(lastClosed: string | null | undefined, clock: Omit<HotelClock, 'groupId'>): string {
  return businessDayAfter(lastClosed, dayInZone(clock.now, clock.timezone));
}

/**
 * The hotel's last closed day as a column of a query on `table` (which has a group_id): one
 * statement, no second round trip. The column is named with its table on purpose: drizzle writes a
 * column of a one-table query without it, and inside this subquery a bare "group_id" would be the
 * business day's own (every hotel's last closed day instead of this one's).
 */
export const lastClosedDayOf = (table: 'reservations' | 'orders') =>
  sql<string | null>`(select max(b.day)::text from business_days b where b.group_id = ${sql.identifier(table)}.group_id)`;

/**
 * The business day the hotel was on at an instant (the day after the last day closed before it):
 * a check-in's day, for the rule that undoes a check-in on its own business day only.
 */
export async function findBusinessDayAt(db: Db, o: { groupId: number; timezone: string; at: Date }): Promise<string> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${businessDays.day})::text` })
    .from(businessDays)
    .where(and(eq(businessDays.groupId, o.groupId), lte(businessDays.closedAt, o.at)));
  return businessDayAfter(row?.day, dayInZone(o.at, o.timezone));
}
