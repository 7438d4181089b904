import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { dayLastYear, type TGmDashboardDto, type TGmFiguresDto, type TGmMonthDto, type TGmPeriodDto } from '../../../lib/domain/report-activity-dto.ts';
import { findClosedDays, type ClosedDay } from '../closing/closed-day.ts';
import { closingPeriods } from '../closing/closing-periods.ts';
import { findClosingState } from '../closing/closing-state.ts';
import { kpisOf } from '../closing/stat-elements.ts';
import { rowsOf } from '../closing/closing-rows.ts';
import { findOnTheBooks } from './forecast-on-the-books.ts';

function figuresOf(days: readonly ClosedDay[], from: string, to: string): TGmFiguresDto {
  const inside = days.filter((d) => d.day >= from && d.day <= to);
  const sum = (f: (d: ClosedDay) => number) => inside.reduce((a, d) => a + f(d), 0);
  const f = { roomsAvailable: sum((d) => d.roomsAvailable), roomsSold: sum((d) => d.roomsSold), roomRevenueMinor: sum((d) => d.roomRevenueMinor) };
  return { from, to, days: inside.length, ...f, ...kpisOf(f), revenueMinor: sum((d) => d.revenueMinor) };
}

/** Today is not closed: its rooms are those on the books, its revenue every charge dated today. */
async function todayFigures(db: Db, groupId: number, day: string): Promise<TGmFiguresDto> {
  const [night] = await findOnTheBooks(db, { groupId, from: day, to: day });
  const [charges] = await rowsOf<{ total: string }>(db, sql`select coalesce(sum(amount_minor), 0)::text as total from order_charges where group_id = ${groupId} and day = ${day}::date`);
  const f = { roomsAvailable: night!.roomsAvailable, roomsSold: night!.roomsSold, roomRevenueMinor: night!.roomRevenueMinor };
  return { from: day, to: day, days: 0, ...f, ...kpisOf(f), revenueMinor: Number(charges?.total ?? 0) };
}

/**
 * The general manager's figures: today (the business date, on the books), yesterday, month to date
 * and the fiscal year to date (the closing rows up to the last closed day), each beside the same
 * days a year before (their closing rows), and the fiscal year's months against the year before.
 */
export async function findGmDashboard(db: Db, o: { groupId: number; today: string; fiscalYearStartMonth: number }): Promise<Omit<TGmDashboardDto, 'groupId' | 'currency'>> {
  const state = await findClosingState(db, { groupId: o.groupId, today: o.today });
  const bd = state.businessDate;
  const yesterday = addDays(bd, -1);
  const ytd = closingPeriods(bd, o.fiscalYearStartMonth).yearToDate;
  const monthStart = `${yesterday.slice(0, 7)}-01`;
  const [current, previous, today] = await Promise.all([
    findClosedDays(db, { groupId: o.groupId, from: ytd.from, to: yesterday }),
    findClosedDays(db, { groupId: o.groupId, from: dayLastYear(ytd.from), to: dayLastYear(bd) }),
    todayFigures(db, o.groupId, bd),
  ]);
  const pair = (period: TGmPeriodDto['period'], from: string, to: string): TGmPeriodDto => ({
    period, current: figuresOf(current, from, to), lastYear: figuresOf(previous, dayLastYear(from), dayLastYear(to)),
  });
  const periods: TGmPeriodDto[] = [
    { period: 'today', current: today, lastYear: figuresOf(previous, dayLastYear(bd), dayLastYear(bd)) },
    pair('yesterday', yesterday, yesterday),
    pair('monthToDate', monthStart, yesterday),
    pair('yearToDate', ytd.from, ytd.to),
  ];
  const months: TGmMonthDto[] = [];
  for (let m = ytd.from; m <= yesterday; m = nextMonth(m)) {
    const end = addDays(nextMonth(m), -1);
    const to = end < yesterday ? end : yesterday;
    months.push({ month: m.slice(0, 7), current: figuresOf(current, m, to), lastYear: figuresOf(previous, dayLastYear(m), dayLastYear(to)) });
  }
  return { businessDate: bd, lastClosed: state.lastClosed, fiscalYearStartMonth: o.fiscalYearStartMonth, periods, months };
}

function nextMonth(first: string): string {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
