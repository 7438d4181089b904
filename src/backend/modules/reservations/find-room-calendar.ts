import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { prepared } from '../../db/prepared.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';
import { addDays } from '../../../lib/domain/days.ts';
import type { TCalendarBlockDto, TCalendarStayDto, TRoomCalendarDto, TRoomCalendarLinesDto } from '../../../lib/domain/rooms-dto.ts';
import { readStayLines } from '../../../lib/domain/calendar-lines.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { businessDayFor } from '../../core/kept-business-day.ts';
import { StampedCache } from '../../core/stamped-cache.ts';
import { availabilityStampOf } from '../../core/availability-stamp.ts';

/** The tape chart's default window: two days back, 31 days in all. */
export const CALENDAR_DAYS_BEFORE_TODAY = 2;
export const CALENDAR_DEFAULT_DAYS = 31;

/** The days shown: as asked, else around the hotel's today. */
export function calendarRange(
  q: { from?: string | undefined; to?: string | undefined; days?: number | undefined },
  today: string,
): { from: string; to: string } {
  const length = q.days ?? CALENDAR_DEFAULT_DAYS;
  if (q.from !== undefined) return { from: q.from, to: q.to ?? addDays(q.from, length - 1) };
  if (q.to !== undefined) return { from: addDays(q.to, -(length - 1)), to: q.to };
  const from = addDays(today, -CALENDAR_DAYS_BEFORE_TODAY);
  return { from, to: addDays(from, length - 1) };
}

type TypeTuple = [number, string, string, [number, string, HousekeepingStatus][]];
/** An imported calendar's block: id, room type, arrival (days after the window's first day), nights, conflict, channel. */
type BlockTuple = [number, number, number, number, boolean, string];

/** The hotel's room types with their rooms, and its stays over a window, as one statement returns them. */
interface CalendarLayout {
  types: TypeTuple[];
  stays: string;
}

/**
 * Layouts kept per process (one cache per database: the tests open one per engine), under the
 * hotel's availability stamp, which every change to a stay, a room or a room type moves
 * (core/availability-stamp.ts): the desk's tape chart is asked again and again between two bookings.
 * A window of 300 rooms is ~120 KB; 32 of them, a minute at most each.
 */
const layouts = new WeakMap<Db, StampedCache<CalendarLayout>>();
const KEPT_LAYOUTS = 32;
const KEPT_MS = 60_000;

/**
 * The tape chart: a hotel's room types with their active rooms, and its active stays (expected, in
 * house, departed) that overlap the days [from, to] as lines of text (calendar-lines.ts), and the
 * imported calendars' blocks and conflicts over those days (issue 39: "blocked by <channel>"). The
 * hotel's business day, which gives 'today' and the default window, is kept with the signed-in
 * user (kept-business-day.ts). One statement reads the hotel's availability stamp and the blocks
 * (which the stamp does not follow); the rooms and stays are those kept under that stamp, else
 * read by a second statement, the stays through the (group_id, stay) GiST index. Read after the
 * stamp, they are at least as new as it says.
 */
export async function findRoomCalendarLines(
  db: Db,
  opts: {
    user: SessionUser;
    groupId: number;
    from?: string | undefined;
    to?: string | undefined;
    days?: number | undefined;
    now: Date;
  },
): Promise<TRoomCalendarLinesDto> {
  const today = await businessDayFor(db, opts.user, opts.groupId, opts.now);
  const { from, to } = calendarRange(opts, today);
  const [row] = await rowsOf<{ stamp: string; b: string | null }>(
    db,
    sql`${prepared('room-calendar-blocks')}
    select ${availabilityStampOf(sql`${opts.groupId}::int`)} as stamp, (
      -- A hotel has a few imported calendars: their events in the window, held (blocked) or not (conflict).
      select json_agg(json_build_array(b.block_id, i.room_type_id, b.checkin - ${from}::date, b.checkout - b.checkin, b.conflict, i.channel_name)
        order by i.room_type_id, b.checkin, b.block_id)::text
      from ical_imports i join ical_import_blocks b on b.import_id = i.import_id
      where i.group_id = ${opts.groupId} and b.checkin <= ${to}::date and b.checkout > ${from}::date
    ) as b`,
  );
  const layout = await StampedCache.for(layouts, db, KEPT_LAYOUTS, KEPT_MS).get(
    `${opts.groupId}|${from}|${to}`,
    Number(row?.stamp ?? 0),
    opts.now.getTime(),
    async () => ({
      value: await readLayout(db, opts.groupId, from, to),
      validUntil: null,
    }),
  );
  const blocks = (JSON.parse(row?.b ?? '[]') as BlockTuple[]).map(([blockId, roomTypeId, arrival, nights, conflict, channelName]): TCalendarBlockDto => ({
    blockId,
    roomTypeId,
    channelName,
    checkin: addDays(from, arrival),
    checkout: addDays(from, arrival + nights),
    conflict,
  }));
  return {
    from,
    to,
    today,
    roomTypes: layout.types.map(([roomTypeId, code, name, rooms]) => ({
      roomTypeId,
      code,
      name,
      rooms: rooms.map(([roomId, roomName, housekeepingStatus]) => ({ roomId, name: roomName, housekeepingStatus })),
    })),
    stays: layout.stays,
    blocks,
  };
}

/**
 * The room types with their active rooms, and the stays over [from, to]. The layout as one JSON
 * text: hundreds of rooms cost one value to transfer, not three each. The stays as text, not JSON:
 * building JSON per stay in the database took twice as long as reading them (PGlite, 2,400 stays:
 * 9–11 ms against 5), and the page embeds the text as it is. Days are counted from the window's
 * first day (calendar-lines.ts). Kept prepared (prepared.ts): PostgreSQL plans it once per
 * connection (parsing and planning were 0.6 ms of its 3.5).
 */
async function readLayout(db: Db, groupId: number, from: string, to: string): Promise<CalendarLayout> {
  const [row] = await rowsOf<{ types: string | null; t: string | null }>(
    db,
    sql`${prepared('room-calendar-lines')}
    select (
      select json_agg(json_build_array(rt.room_type_id, rt.code, rt.name, coalesce((
        select json_agg(json_build_array(r.room_id, r.name, r.housekeeping_status) order by r.name)
        from rooms r where r.room_type_id = rt.room_type_id and r.active
      ), '[]'::json)) order by rt.sort_order, rt.code, rt.room_type_id)
      from room_types rt where rt.group_id = ${groupId}
    )::text as types, (
      select string_agg(concat_ws(E'\t', s.reservation_id, s.checkin - ${from}::date, s.checkout - s.checkin, s.status, coalesce(s.room_id, 0), s.room_type_id,
        replace(replace(s.number, E'\t', ' '), E'\n', ' '), replace(s.guest_name, E'\n', ' ')), E'\n')
      from reservations s
      where s.group_id = ${groupId}
        and s.status in (${sql.join(
          ACTIVE_STATUSES.map((st) => sql`${st}`),
          sql`, `,
        )})
        -- The (group_id, stay) GiST index.
        and s.stay && daterange(${from}::date, ${to}::date, '[]')
    ) as t`,
  );
  return { types: JSON.parse(row?.types ?? '[]') as TypeTuple[], stays: row?.t ?? '' };
}

/** The tape chart with each room's stays, and each type's stays without a room, by arrival. */
export async function findRoomCalendar(
  db: Db,
  opts: {
    user: SessionUser;
    groupId: number;
    from?: string | undefined;
    to?: string | undefined;
    days?: number | undefined;
    now: Date;
  },
): Promise<TRoomCalendarDto> {
  const { from, to, today, roomTypes, stays, blocks } = await findRoomCalendarLines(db, opts);
  const byRoom = new Map<number, TCalendarStayDto[]>();
  const unassigned = new Map<number, TCalendarStayDto[]>();
  readStayLines(stays, from, ({ id, number, guestName, checkin, checkout, status, roomId, roomTypeId }) => {
    const list = roomId === null ? unassigned : byRoom;
    const key = roomId ?? roomTypeId;
    const stay = { id, number, guestName, checkin, checkout, status, roomId };
    const found = list.get(key);
    if (found) found.push(stay);
    else list.set(key, [stay]);
  });
  const byArrival = (a: TCalendarStayDto, b: TCalendarStayDto) => (a.checkin < b.checkin ? -1 : a.checkin > b.checkin ? 1 : a.id - b.id);
  for (const list of byRoom.values()) list.sort(byArrival);
  for (const list of unassigned.values()) list.sort(byArrival);
  return {
    from,
    to,
    today,
    roomTypes: roomTypes.map((t) => ({
      ...t,
      rooms: t.rooms.map((r) => ({ ...r, stays: byRoom.get(r.roomId) ?? [] })),
      unassigned: unassigned.get(t.roomTypeId) ?? [],
      blocks: blocks.filter((b) => b.roomTypeId === t.roomTypeId),
    })),
  };
}
