import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { dayLastYear, type TGmDashboardDto, type TGmFiguresDto, type TGmMonthDto, type TGmPeriodDto } from '../../../lib/domain/report-activity-dto.ts';
import { closingPeriods, findClosingState, kpisOf } from '../closing/index.ts';
import { rowsOf } from '../../core/rows.ts';
import { findOnTheBooks } from './forecast-on-the-books.ts';

/** What the dashboard adds up of a closed day. */
interface DayTotals {
  day: string;
  roomsAvailable: number;
  roomsSold: number;
  roomRevenueMinor: number;
  revenueMinor: number;
}

/**
 * The closed days' totals of some windows (both days included), oldest first, in one statement as
 * one JSON text: a fiscal year and the year before are ~700 rows, and only four of their columns
 * are added up (read whole, their rows cost the page more than everything else it does).
 */
async function closedDayTotals(db: Db, groupId: number, windows: readonly { from: string; to: string }[]): Promise<DayTotals[]> {
  const inside = sql.join(
    windows.map((w) => sql`day between ${w.from}::date and ${w.to}::date`),
    sql` or `,
  );
  const [row] = await rowsOf<{ j: string | null }>(
    db,
    sql`
    select json_agg(json_build_array(day::text, rooms_available, rooms_sold, room_revenue_minor, revenue_minor) order by day)::text as j
    from business_days where group_id = ${groupId} and (${inside})`,
  );
  const tuples = JSON.parse(row?.j ?? '[]') as [string, number, number, number | string, number | string][];
  return tuples.map(([day, roomsAvailable, roomsSold, roomRevenue, revenue]) => ({
    day,
    roomsAvailable,
    roomsSold,
    roomRevenueMinor: Number(roomRevenue),
    revenueMinor: Number(revenue),
  }));
}

function figuresOf(days: readonly DayTotals[], from: string, to: string): TGmFiguresDto {
  const inside = days.filter((d) => d.day >= from && d.day <= to);
  const sum = (f: (d: DayTotals) => number) => inside.reduce((a, d) => a + f(d), 0);
  const f = { roomsAvailable: sum((d) => d.roomsAvailable), roomsSold: sum((d) => d.roomsSold), roomRevenueMinor: sum((d) => d.roomRevenueMinor) };
  return { from, to, days: inside.length, ...f, ...kpisOf(f), revenueMinor: sum((d) => d.revenueMinor) };
}

/** Today is not closed: its rooms are those on the books, its revenue every charge dated today. */
async function todayFigures(db: Db, groupId: number, day: string): Promise<TGmFiguresDto> {
  const [[night], [charges]] = await Promise.all([
    findOnTheBooks(db, { groupId, from: day, to: day }),
    rowsOf<{ total: string }>(
      db,
      sql`select coalesce(sum(amount_minor), 0)::text as total from order_charges where group_id = ${groupId} and day = ${day}::date`,
    ),
  ]);
  const f = { roomsAvailable: night!.roomsAvailable, roomsSold: night!.roomsSold, roomRevenueMinor: night!.roomRevenueMinor };
  return { from: day, to: day, days: 0, ...f, ...kpisOf(f), revenueMinor: Number(charges?.total ?? 0) };
}

/**
 * The same days a year before, for a window of several days: a window ending on 28 February of a
 * common year ends on 29 February of a leap year before it (a month, a month or year to date
 * compared with last year keeps its 29th); one day is compared with one day.
 */
export function lastYearWindow(from: string, to: string): { from: string; to: string } {
  const lyTo = dayLastYear(to);
  const y = Number(lyTo.slice(0, 4));
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return { from: dayLastYear(from), to: from !== to && to.endsWith('-02-28') && leap ? `${lyTo.slice(0, 4)}-02-29` : lyTo };
}

/**
 * The general manager's figures, seen from a day (`day`, default the business date, never after
 * it): that day (on the books when it is the business date, else its closing row), the day before,
 * month to date and the fiscal year to date (the closing rows up to the day before), each beside the
 * same days a year before (their closing rows, lastYearWindow), and the fiscal year's months
 * against the year before.
 */
export async function findGmDashboard(
  db: Db,
  o: { groupId: number; today: string; day?: string; fiscalYearStartMonth: number },
): Promise<Omit<TGmDashboardDto, 'groupId' | 'currency'>> {
  const state = await findClosingState(db, { groupId: o.groupId, today: o.today });
  const bd = state.businessDate;
  const seen = o.day && o.day < bd ? o.day : bd;
  const yesterday = addDays(seen, -1);
  const ytd = closingPeriods(seen, o.fiscalYearStartMonth).yearToDate;
  const monthStart = `${yesterday.slice(0, 7)}-01`;
  // Both windows in one list: they are a year apart and each shorter than a year, and figuresOf picks a period's days.
  const [closed, today] = await Promise.all([
    closedDayTotals(db, o.groupId, [
      { from: ytd.from, to: seen },
      { from: dayLastYear(ytd.from), to: addDays(dayLastYear(seen), 1) },
    ]),
    seen === bd ? todayFigures(db, o.groupId, bd) : undefined,
  ]);
  const pair = (period: TGmPeriodDto['period'], from: string, to: string): TGmPeriodDto => {
    const ly = lastYearWindow(from, to);
    return { period, current: figuresOf(closed, from, to), lastYear: figuresOf(closed, ly.from, ly.to) };
  };
  const periods: TGmPeriodDto[] = [
    { period: 'today', current: today ?? figuresOf(closed, seen, seen), lastYear: figuresOf(closed, dayLastYear(seen), dayLastYear(seen)) },
    pair('yesterday', yesterday, yesterday),
    pair('monthToDate', monthStart, yesterday),
    pair('yearToDate', ytd.from, ytd.to),
  ];
  const months: TGmMonthDto[] = [];
  for (let m = ytd.from; m <= yesterday; m = nextMonth(m)) {
    const end = addDays(nextMonth(m), -1);
    const to = end < yesterday ? end : yesterday;
    const ly = lastYearWindow(m, to);
    months.push({ month: m.slice(0, 7), current: figuresOf(closed, m, to), lastYear: figuresOf(closed, ly.from, ly.to) });
  }
  return { businessDate: bd, lastClosed: state.lastClosed, fiscalYearStartMonth: o.fiscalYearStartMonth, periods, months };
}

function nextMonth(first: string): string {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
