import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { CHANNEL_NAMES, type KpiDimension, type TKpiFiguresDto, type TKpiRowDto } from '../../../lib/domain/report-dto.ts';
import { rowsOf } from '../../core/rows.ts';

/**
 * Booking figures grouped by one dimension, over the bookings arriving in [from, to]. A booking
 * is a reservation (one room); cancelled and no-show are their statuses; a stay happened when it
 * is in house or departed; its room revenue is its price; ADR = room revenue / room nights of the
 * stays that happened; a booking with children has at least one child's age.
 */
/**
 * Per dimension: the stay's column the bookings are first counted by (\`by\`: a number, so that a
 * year's 30k stays are grouped without building a text per stay), then what that group is shown
 * as once joined (\`key\`, \`label\`, over \`g.k\`). Customers are counted by customer and regrouped
 * by their country.
 */
const KEY: Record<KpiDimension, { by: SQL; key: SQL; label: SQL; join: SQL }> = {
  market: {
    by: sql`r.segment_id`,
    key: sql`coalesce(g.k::text, '')`,
    label: sql`coalesce(ms.name, '')`,
    join: sql`left join market_segments ms on ms.segment_id = g.k`,
  },
  channel: { by: sql`r.channel`, key: sql`g.k::text`, label: sql`g.k::text`, join: sql`` },
  customer: {
    by: sql`r.customer_id`,
    key: sql`g.k::text`,
    label: sql`coalesce(nullif(trim(coalesce(c.company_name, '') || ' ' || coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), ''), '#' || c.customer_id)`,
    join: sql`join customers c on c.customer_id = g.k`,
  },
  country: {
    by: sql`r.customer_id`,
    key: sql`coalesce(c.nationality, '')`,
    label: sql`coalesce(c.nationality, '')`,
    join: sql`join customers c on c.customer_id = g.k`,
  },
};

interface Raw {
  key: string;
  label: string;
  bookings: number;
  cancelled: number;
  no_shows: number;
  stayed: number;
  room_nights: number;
  revenue: number;
  with_children: number;
}

export function kpiFigures(r: Omit<Raw, 'key' | 'label'>): TKpiFiguresDto {
  return {
    bookings: r.bookings,
    cancelled: r.cancelled,
    noShows: r.no_shows,
    stayed: r.stayed,
    roomNights: r.room_nights,
    roomRevenueMinor: r.revenue,
    adrMinor: r.room_nights ? Math.round(r.revenue / r.room_nights) : 0,
    cancellationBp: r.bookings ? Math.round((r.cancelled * 10_000) / r.bookings) : 0,
    guestsWithChildren: r.with_children,
  };
}

/** A year of a busy hotel has tens of thousands of customers: the report lists the biggest, the rest in one row. */
export const KPI_TOP_CUSTOMERS = 50;
/** The key of the row that holds the customers past the top ones. */
export const KPI_OTHERS_KEY = '*';

export async function findBookingKpis(
  db: Db,
  o: { groupId: number; by: KpiDimension; from: string; to: string },
): Promise<{ rows: TKpiRowDto[]; totals: TKpiFiguresDto; others: number }> {
  const k = KEY[o.by];
  const stayed = sql`r.status in (${S.IN_HOUSE}, ${S.DEPARTED})`;
  const raw = await rowsOf<Raw>(
    db,
    sql`
    select ${k.key} as key, ${k.label} as label,
      sum(g.bookings)::int as bookings, sum(g.cancelled)::int as cancelled, sum(g.no_shows)::int as no_shows, sum(g.stayed)::int as stayed,
      sum(g.room_nights)::int as room_nights, sum(g.revenue)::float8 as revenue, sum(g.with_children)::int as with_children
    from (
      select ${k.by} as k,
        count(*) as bookings,
        count(*) filter (where r.status = ${S.CANCELLED}) as cancelled,
        count(*) filter (where r.status = ${S.NO_SHOW}) as no_shows,
        count(*) filter (where ${stayed}) as stayed,
        coalesce(sum(r.checkout - r.checkin) filter (where ${stayed}), 0) as room_nights,
        coalesce(sum(r.price_minor) filter (where ${stayed}), 0) as revenue,
        count(*) filter (where r.kid_ages ~ '[0-9]') as with_children
      from reservations r
      where r.group_id = ${o.groupId} and r.checkin between ${o.from}::date and ${o.to}::date
      group by 1
    ) g ${k.join}
    group by 1, 2 order by 3 desc, 2, 1`,
  );
  const summed = (list: Raw[]) => {
    const sum = (f: (r: Raw) => number) => list.reduce((n, r) => n + f(r), 0);
    return {
      bookings: sum((r) => r.bookings),
      cancelled: sum((r) => r.cancelled),
      no_shows: sum((r) => r.no_shows),
      stayed: sum((r) => r.stayed),
      room_nights: sum((r) => r.room_nights),
      revenue: sum((r) => r.revenue),
      with_children: sum((r) => r.with_children),
    };
  };
  const folded = o.by === 'customer' && raw.length > KPI_TOP_CUSTOMERS + 1 ? raw.slice(KPI_TOP_CUSTOMERS) : [];
  const shown = folded.length ? raw.slice(0, KPI_TOP_CUSTOMERS) : raw;
  const rows: TKpiRowDto[] = shown.map((r) => ({
    key: r.key,
    label: o.by === 'channel' ? (CHANNEL_NAMES[Number(r.key)] ?? r.key) : r.label,
    ...kpiFigures(r),
  }));
  if (folded.length) rows.push({ key: KPI_OTHERS_KEY, label: '', ...kpiFigures(summed(folded)) });
  return { rows, totals: kpiFigures(summed(raw)), others: folded.length };
}
