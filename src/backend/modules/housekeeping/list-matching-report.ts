import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { listFloors } from './list-floors-and-buildings.ts';
import type { OccupancySeen } from '../../../lib/domain/housekeeping-dto.ts';
import type { TMatchingReportDto, TMatchingRowDto, TMatchingStayDto } from '../../../lib/domain/housekeeping-reports-dto.ts';
import { deskOccupancy, mismatchOf } from './housekeeping-report-rules.ts';
import type { TMatchingQuery } from './housekeeping-reports.schemas.ts';
import { assertOwned } from './owned.ts';
import { deskState } from './room-status-rules.ts';

interface Row {
  room_id: number;
  name: string;
  floor_name: string | null;
  ih_id: number | null;
  ih_number: string | null;
  ih_guest: string | null;
  ih_checkin: string | null;
  ih_checkout: string | null;
  ar_id: number | null;
  ar_number: string | null;
  ar_guest: string | null;
  ar_checkin: string | null;
  ar_checkout: string | null;
  out_id: number | null;
  out_number: string | null;
  out_guest: string | null;
  out_checkin: string | null;
  out_checkout: string | null;
  seen: OccupancySeen | null;
  seen_at: string | null;
  seen_by: string | null;
}

const stayOf = (r: Row, p: 'ih' | 'ar' | 'out', status: number): TMatchingStayDto | null => {
  const id = r[`${p}_id`];
  return id === null
    ? null
    : {
        reservationId: id,
        number: r[`${p}_number`] ?? '',
        guestName: r[`${p}_guest`] ?? '',
        checkin: r[`${p}_checkin`] ?? '',
        checkout: r[`${p}_checkout`] ?? '',
        status,
      };
};

/**
 * The Matching Report: for each active room, the front desk's occupancy today (a guest in house)
 * against what housekeeping found (the last of the day's checks: Room Status or this page, or the
 * maid's QR page when she cleaned). A mismatch names the stay to look at: the in-house stay of a
 * sleeper; for a skipper, the stay checked out today, else the arrival expected today.
 */
export async function listMatchingReport(db: Db, opts: { groupId: number; today: string; query: Omit<TMatchingQuery, 'group'> }): Promise<TMatchingReportDto> {
  const { groupId, today, query: q } = opts;
  if (q.floor !== undefined) await assertOwned(db, 'floor', q.floor, groupId, 'floor');
  const floor = q.floor ?? null;
  const tz = sql`(select timezone from hotels where group_id = ${groupId})`;
  const [floors, rooms] = await Promise.all([
    listFloors(db, groupId),
    rowsOf<Row>(
      db,
      sql`
      with ih as (
        select distinct on (s.room_id) s.room_id, s.reservation_id, s.number, s.guest_name, s.checkin, s.checkout from reservations s
        where s.group_id = ${groupId} and s.status = 2 and s.room_id is not null order by s.room_id, s.checkout
      ), ar as (
        select distinct on (s.room_id) s.room_id, s.reservation_id, s.number, s.guest_name, s.checkin, s.checkout from reservations s
        -- Through (group_id, stay), as on Room Status (list-room-status.ts); a stay without a room joins no room.
        where s.group_id = ${groupId} and s.status = 0 and s.stay && daterange(${today}::date, ${today}::date + 1)
        order by s.room_id, s.checkin
      ), out as (
        select distinct on (s.room_id) s.room_id, s.reservation_id, s.number, s.guest_name, s.checkin, s.checkout from reservations s
        where s.group_id = ${groupId} and s.status = 3 and s.room_id is not null and s.checkout = ${today}::date
        order by s.room_id, s.reservation_id desc
      ), obs as (
        select distinct on (o.room_id) o.room_id, o.seen, o.at, o.by from (
          select k.room_id, k.seen, k.checked_at as at, k.checked_by as by from room_occupancy_checks k where k.group_id = ${groupId} and k.day = ${today}::date
          union all
          select c.room_id, c.seen, c.cleaned_at, c.cleaned_by from room_cleanings c where c.group_id = ${groupId} and c.day = ${today}::date and c.seen is not null
        ) o order by o.room_id, o.at desc
      )
      select r.room_id, r.name, f.name as floor_name,
        ih.reservation_id as ih_id, ih.number as ih_number, ih.guest_name as ih_guest, ih.checkin::text as ih_checkin, ih.checkout::text as ih_checkout,
        ar.reservation_id as ar_id, ar.number as ar_number, ar.guest_name as ar_guest, ar.checkin::text as ar_checkin, ar.checkout::text as ar_checkout,
        out.reservation_id as out_id, out.number as out_number, out.guest_name as out_guest, out.checkin::text as out_checkin, out.checkout::text as out_checkout,
        obs.seen, to_char(obs.at at time zone ${tz}, 'HH24:MI') as seen_at, u.name as seen_by
      from rooms r left join floors f on f.floor_id = r.floor_id
        left join ih on ih.room_id = r.room_id left join ar on ar.room_id = r.room_id left join out on out.room_id = r.room_id
        left join obs on obs.room_id = r.room_id left join users u on u.user_id = obs.by
      where r.group_id = ${groupId} and r.active and (${floor}::int is null or r.floor_id = ${floor}::int)
      order by f.level nulls last, r.name`,
    ),
  ]);
  const all: TMatchingRowDto[] = rooms.map((r) => {
    const state = deskState(today, { inHouseCheckout: r.ih_checkout, arrivalCheckin: r.ar_checkin });
    const desk = deskOccupancy(state);
    const mismatch = mismatchOf(desk, r.seen);
    const stay = desk === 'OCCUPIED' ? stayOf(r, 'ih', 2) : (stayOf(r, 'out', 3) ?? stayOf(r, 'ar', 0));
    return {
      roomId: r.room_id,
      roomName: r.name,
      floorName: r.floor_name,
      deskState: state,
      desk,
      seen: r.seen,
      seenAt: r.seen_at,
      seenBy: r.seen_by,
      stay,
      mismatch,
    };
  });
  const counts = { rooms: all.length, checked: 0, unchecked: 0, SLEEPER: 0, SKIPPER: 0 };
  for (const r of all) {
    if (r.seen === null) counts.unchecked += 1;
    else counts.checked += 1;
    if (r.mismatch) counts[r.mismatch] += 1;
  }
  const rows = (q.show ?? 'mismatch') === 'mismatch' ? all.filter((r) => r.mismatch !== null) : all;
  return { day: today, floors, rows, counts };
}
