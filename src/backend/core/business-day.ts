import { and, eq, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
  const [row] = await db.select({ day: sql<string | null>`max(${businessDays.day})::text` }).from(businessDays).where(eq(businessDays.groupId, groupId));
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

/** The hotel's last closed day as a column of a query on a table with a group_id (one statement, no second round trip). */
export const lastClosedDayOf = (groupId: SQL | AnyColumn) => sql<string | null>`(select max(b.day)::text from business_days b where b.group_id = ${groupId})`;

/**
 * The business day the hotel was on at an instant (the day after the last day closed before it):
 * a check-in's day, for the rule that undoes a check-in on its own business day only.
 */
export async function findBusinessDayAt(db: Db, o: { groupId: number; timezone: string; at: Date }): Promise<string> {
  const [row] = await db.select({ day: sql<string | null>`max(${businessDays.day})::text` }).from(businessDays)
    .where(and(eq(businessDays.groupId, o.groupId), lte(businessDays.closedAt, o.at)));
  return businessDayAfter(row?.day, dayInZone(o.at, o.timezone));
}
