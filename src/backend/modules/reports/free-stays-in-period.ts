import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import type { TFreeStayDto, TFreeStaysDto } from '../../../lib/domain/report-activity-dto.ts';
import { rowsOf } from '../../core/rows.ts';

interface Raw {
  reservation_id: number;
  number: string;
  guest_name: string;
  room_type: string;
  room_name: string | null;
  checkin: string;
  checkout: string;
  nights: number;
  nights_in: number;
  status: number;
  created_by: string | null;
  created_at: string;
}

/**
 * The complimentary stays over [from, to]: stays expected, in house or departed, priced at zero,
 * with a night in the period (read through the (group_id, stay) gist index), by arrival; who
 * booked them is the reservation's author.
 */
export async function findFreeStays(db: Db, o: { groupId: number; from: string; to: string }): Promise<Pick<TFreeStaysDto, 'stays' | 'totals'>> {
  const from = sql`${o.from}::date`;
  const to = sql`${o.to}::date`;
  const raw = await rowsOf<Raw>(
    db,
    sql`
    select r.reservation_id, r.number, r.guest_name, rt.name as room_type, ro.name as room_name, r.checkin::text, r.checkout::text,
      (r.checkout - r.checkin)::int as nights, (least(r.checkout, ${to} + 1) - greatest(r.checkin, ${from}))::int as nights_in,
      r.status, u.name as created_by, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
    from reservations r
    join room_types rt on rt.room_type_id = r.room_type_id
    left join rooms ro on ro.room_id = r.room_id
    left join users u on u.user_id = r.created_by
    where r.group_id = ${o.groupId} and r.stay && daterange(${from}, ${to} + 1)
      and r.status in (${S.EXPECTED}, ${S.IN_HOUSE}, ${S.DEPARTED}) and r.price_minor = 0
    order by r.checkin, r.number`,
  );
  const stays: TFreeStayDto[] = raw.map((r) => ({
    reservationId: r.reservation_id,
    number: r.number,
    guestName: r.guest_name,
    roomType: r.room_type,
    roomName: r.room_name,
    checkin: r.checkin,
    checkout: r.checkout,
    nights: r.nights,
    nightsInPeriod: r.nights_in,
    status: r.status,
    createdBy: r.created_by ?? '',
    createdAt: r.created_at,
  }));
  return {
    stays,
    totals: { stays: stays.length, nights: stays.reduce((a, s) => a + s.nights, 0), nightsInPeriod: stays.reduce((a, s) => a + s.nightsInPeriod, 0) },
  };
}
