import { and, asc, between, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessDays } from '../../db/schema/index.ts';
import type { DayFigures } from './day-figures.ts';
import { kpisOf, type Kpis } from './stat-elements.ts';

/** A closed business day as the history shows it: its stored figures and the ratios drawn from them. */
export interface ClosedDay extends DayFigures, Kpis {
  closedAt: string;
  closedBy: number | null;
}

const columns = {
  day: sql<string>`${businessDays.day}::text`,
  closedAt: businessDays.closedAt,
  closedBy: businessDays.closedBy,
  roomsAvailable: businessDays.roomsAvailable,
  roomsSold: businessDays.roomsSold,
  guests: businessDays.guests,
  roomRevenueMinor: businessDays.roomRevenueMinor,
  revenueMinor: businessDays.revenueMinor,
  revenueByDepartment: businessDays.revenueByDepartment,
  paymentsMinor: businessDays.paymentsMinor,
  paymentsByMethod: businessDays.paymentsByMethod,
  arrivals: businessDays.arrivals,
  departures: businessDays.departures,
  noShows: businessDays.noShows,
  exchangePaidMinor: businessDays.exchangePaidMinor,
  exchangeBought: businessDays.exchangeBought,
};

/** The closed days of a hotel between two days (both included), oldest first. */
export async function findClosedDays(db: Db, o: { groupId: number; from?: string | undefined; to?: string | undefined }): Promise<ClosedDay[]> {
  const where: SQL[] = [eq(businessDays.groupId, o.groupId)];
  if (o.from && o.to) where.push(between(businessDays.day, o.from, o.to));
  else if (o.from) where.push(gte(businessDays.day, o.from));
  else if (o.to) where.push(lte(businessDays.day, o.to));
  const rows = await db
    .select(columns)
    .from(businessDays)
    .where(and(...where))
    .orderBy(asc(businessDays.day));
  return rows.map((r) => ({ ...r, closedAt: r.closedAt.toISOString(), ...kpisOf(r) }));
}

/** Adds up closed days: the accumulated figures of a period, ratios drawn from the sums. */
export function accumulate(days: readonly DayFigures[], range: { from: string; to: string }): DayFigures & Kpis & { days: number; from: string; to: string } {
  const sum = (f: (d: DayFigures) => number) => days.reduce((n, d) => n + f(d), 0);
  const merge = (f: (d: DayFigures) => Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const d of days) for (const [k, v] of Object.entries(f(d))) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  const total = {
    day: range.to,
    roomsAvailable: sum((d) => d.roomsAvailable),
    roomsSold: sum((d) => d.roomsSold),
    guests: sum((d) => d.guests),
    roomRevenueMinor: sum((d) => d.roomRevenueMinor),
    revenueMinor: sum((d) => d.revenueMinor),
    revenueByDepartment: merge((d) => d.revenueByDepartment),
    paymentsMinor: sum((d) => d.paymentsMinor),
    paymentsByMethod: merge((d) => d.paymentsByMethod),
    arrivals: sum((d) => d.arrivals),
    departures: sum((d) => d.departures),
    noShows: sum((d) => d.noShows),
    exchangePaidMinor: sum((d) => d.exchangePaidMinor),
    exchangeBought: merge((d) => d.exchangeBought),
  };
  return { ...total, ...kpisOf(total), days: days.length, from: range.from, to: range.to };
}
