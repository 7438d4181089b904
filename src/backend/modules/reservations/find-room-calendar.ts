import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { dayInZone } from '../../../lib/domain/days.ts';
import type { TCalendarStayDto, TRoomCalendarDto } from '../../../lib/domain/rooms-dto.ts';

/** The tape chart's default window: two days back, 31 days in all. */
export const CALENDAR_DAYS_BEFORE_TODAY = 2;
export const CALENDAR_DEFAULT_DAYS = 31;

/** The days shown: as asked, else around the hotel's today. */
export function calendarRange(q: { from?: string | undefined; to?: string | undefined; days?: number | undefined }, today: string): { from: string; to: string } {
  const length = q.days ?? CALENDAR_DEFAULT_DAYS;
  if (q.from !== undefined) return { from: q.from, to: q.to ?? addDays(q.from, length - 1) };
  if (q.to !== undefined) return { from: addDays(q.to, -(length - 1)), to: q.to };
  const from = addDays(today, -CALENDAR_DAYS_BEFORE_TODAY);
  return { from, to: addDays(from, length - 1) };
}

type TypeTuple = [number, string, string, [number, string, HousekeepingStatus][]];
type StayTuple = [number, string, string, string, string, number, number | null, number];

/** Rows come back as one JSON text each: thousands of stays cost one value to transfer, not eight per stay. */
async function jsonOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const res = (await db.execute(query)) as unknown as { rows: { j: string | null }[] };
  return JSON.parse(res.rows[0]?.j ?? 'null') as T;
}

/**
 * The tape chart: a hotel's active rooms by type, each with its active stays (expected, in house,
 * departed) that overlap the days [from, to]; stays without a room listed under their type. Two
 * queries: the hotel with its types and rooms (its time zone gives 'today' and the default
 * window), then the stays through the (group_id, stay) GiST index.
 */
export async function findRoomCalendar(db: Db, opts: {
  groupId: number; from?: string | undefined; to?: string | undefined; days?: number | undefined; now: Date;
}): Promise<TRoomCalendarDto> {
  const layout = await jsonOf<{ timezone: string; types: TypeTuple[] } | null>(db, sql`
    select json_build_object('timezone', h.timezone, 'types', coalesce((
      select json_agg(json_build_array(rt.room_type_id, rt.code, rt.name, coalesce((
        select json_agg(json_build_array(r.room_id, r.name, r.housekeeping_status) order by r.name)
        from rooms r where r.room_type_id = rt.room_type_id and r.active
      ), '[]'::json)) order by rt.sort_order, rt.code, rt.room_type_id)
      from room_types rt where rt.group_id = h.group_id
    ), '[]'::json))::text as j
    from hotels h where h.group_id = ${opts.groupId}`);
  const today = dayInZone(opts.now, layout?.timezone ?? 'UTC');
  const { from, to } = calendarRange(opts, today);

  const stays = await jsonOf<StayTuple[] | null>(db, sql`
    select json_agg(json_build_array(s.reservation_id, s.number, s.guest_name, s.checkin, s.checkout, s.status, s.room_id, s.room_type_id)
      order by s.checkin, s.reservation_id)::text as j
    from reservations s
    where s.group_id = ${opts.groupId}
      and s.status in (${sql.join(ACTIVE_STATUSES.map((st) => sql`${st}`), sql`, `)})
      -- The (group_id, stay) GiST index.
      and s.stay && daterange(${from}::date, ${to}::date, '[]')`);

  const byRoom = new Map<number, TCalendarStayDto[]>();
  const unassigned = new Map<number, TCalendarStayDto[]>();
  for (const [id, number, guestName, checkin, checkout, status, roomId, roomTypeId] of stays ?? []) {
    const list = roomId === null ? unassigned : byRoom;
    const key = roomId ?? roomTypeId;
    const stay = { id, number, guestName, checkin, checkout, status, roomId };
    const found = list.get(key);
    if (found) found.push(stay);
    else list.set(key, [stay]);
  }
  return {
    from,
    to,
    today,
    roomTypes: (layout?.types ?? []).map(([roomTypeId, code, name, rooms]) => ({
      roomTypeId, code, name,
      rooms: rooms.map(([roomId, roomName, housekeepingStatus]) => ({ roomId, name: roomName, housekeepingStatus, stays: byRoom.get(roomId) ?? [] })),
      unassigned: unassigned.get(roomTypeId) ?? [],
    })),
  };
}
