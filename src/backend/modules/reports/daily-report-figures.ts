import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TDailyReportDto, TKeyAmountDto } from '../../../lib/domain/reports-financial-dto.ts';
import { rawRows, rowsOf } from '../../core/rows.ts';
import { findClosedDays, dayFiguresSql, toDayFigures, type DayFiguresRow, kpisOf } from '../closing/index.ts';

type Figures = Omit<TDailyReportDto, 'groupId' | 'currency' | 'lastClosed' | 'businessDate'>;

/** Amounts by key, largest first, with how many charges or payments made each. */
function keyed(amounts: Record<string, number>, counts: Map<string, number>): TKeyAmountDto[] {
  return Object.entries(amounts)
    .map(([key, amountMinor]) => ({ key, count: counts.get(key) ?? 0, amountMinor }))
    .sort((a, b) => b.amountMinor - a.amountMinor || a.key.localeCompare(b.key));
}

/**
 * One business day of a hotel: a closed day reads the figures its closing stored; a day not
 * closed yet is computed now by the closing's own statement (provisional: what closing it would
 * store). Cancellations are the stays cancelled during that day in the hotel's time zone.
 */
export async function findDailyReportFigures(db: Db, o: { groupId: number; day: string }): Promise<Figures> {
  const [stored] = await findClosedDays(db, { groupId: o.groupId, from: o.day, to: o.day });
  const f = stored ?? toDayFigures((await rawRows<DayFiguresRow>(db, dayFiguresSql({ groupId: o.groupId, from: o.day, to: o.day })))[0]!);
  const [extra] = await rowsOf<{ cancellations: number; charges: Record<string, number> | null; payments: Record<string, number> | null }>(
    db,
    sql`
    select
      (select count(*)::int from reservations r join hotels h on h.group_id = r.group_id
        where r.group_id = ${o.groupId} and r.status = ${S.CANCELLED}
          and r.cancelled_at >= (${o.day}::date::timestamp at time zone h.timezone) and r.cancelled_at < ((${o.day}::date + 1)::timestamp at time zone h.timezone)) as cancellations,
      (select jsonb_object_agg(kind, n) from (select kind, count(*)::int n from order_charges where group_id = ${o.groupId} and day = ${o.day}::date group by kind
        union all select 'credit_note', count(*)::int from invoices where group_id = ${o.groupId} and kind = 'credit_note' and day = ${o.day}::date having count(*) > 0) k) as charges,
      (select jsonb_object_agg(method, n) from (select method, count(*)::int n from payments where group_id = ${o.groupId} and day = ${o.day}::date group by method) m) as payments`,
  );
  const counts = (m: Record<string, number> | null | undefined) => new Map(Object.entries(m ?? {}).map(([k, v]) => [k, Number(v)]));
  return {
    day: o.day,
    closed: stored !== undefined,
    roomsAvailable: f.roomsAvailable,
    roomsSold: f.roomsSold,
    guests: f.guests,
    arrivals: f.arrivals,
    departures: f.departures,
    noShows: f.noShows,
    cancellations: extra?.cancellations ?? 0,
    ...kpisOf(f),
    roomRevenueMinor: f.roomRevenueMinor,
    revenueMinor: f.revenueMinor,
    paymentsMinor: f.paymentsMinor,
    revenueByDepartment: keyed(f.revenueByDepartment, counts(extra?.charges)),
    paymentsByMethod: keyed(f.paymentsByMethod, counts(extra?.payments)),
    exchangePaidMinor: f.exchangePaidMinor,
    exchangeBought: f.exchangeBought,
  };
}
