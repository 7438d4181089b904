import type { TRoomCalendarLinesDto } from '../../lib/domain/rooms-dto.ts';
import { readStayLines } from '../../lib/domain/calendar-lines.ts';
import type { HousekeepingStatus } from '../../lib/domain/rooms-dto.ts';
import { dayNumber } from './calendar-days.ts';
import { addDays, daysBetween } from '../../lib/domain/days.ts';

/** One stay on the chart. */
export interface CalStay {
  id: number;
  number: string;
  guest: string;
  checkin: string;
  checkout: string;
  status: number;
  roomId: number | null;
  typeId: number;
  /** A drop the server has not answered yet: the bar waits where it was dropped. */
  saving?: boolean;
}

/** An imported calendar's event: a unit of its type held for a channel ("blocked by"), or a conflict (none was left). */
export interface CalBlock {
  id: number;
  typeId: number;
  channel: string;
  checkin: string;
  checkout: string;
  conflict: boolean;
}

export interface CalRoom {
  id: number;
  name: string;
  hk: HousekeepingStatus;
}

export interface CalType {
  id: number;
  code: string;
  name: string;
  rooms: CalRoom[];
}

/** A day column, its labels made on the server (no locale data in the bundle, no hydration drift). */
export interface CalColumn {
  day: string;
  weekday: string;
  dayOfMonth: string;
  /** The month's short name on the first column and on each 1st. */
  month: string | null;
  weekend: boolean;
}

export interface CalendarData {
  from: string;
  to: string;
  today: string;
  columns: CalColumn[];
  types: CalType[];
  stays: CalStay[];
  blocks: CalBlock[];
}

/** The page's data block for the island: one JSON text, the stays as lines of text (calendar-lines.ts). */
export function encodeCalendar(dto: TRoomCalendarLinesDto, columns: CalColumn[]): string {
  const types = dto.roomTypes.map((t) => [t.roomTypeId, t.code, t.name, t.rooms.map((r) => [r.roomId, r.name, r.housekeepingStatus])]);
  const blocks = dto.blocks.map((b) => [b.blockId, b.roomTypeId, b.channelName, b.checkin, b.checkout, b.conflict ? 1 : 0]);
  return JSON.stringify({ from: dto.from, to: dto.to, today: dto.today, columns, types, stays: dto.stays, blocks });
}

/** The page's data block; `staysText`: the stays' lines when the page sent them apart from the JSON. */
export function decodeCalendar(json: string, staysText?: string): CalendarData {
  const raw = JSON.parse(json) as {
    from: string;
    to: string;
    today: string;
    columns: CalColumn[];
    types: [number, string, string, [number, string, HousekeepingStatus][]][];
    stays: string;
    blocks?: [number, number, string, string, string, 0 | 1][];
  };
  return {
    from: raw.from,
    to: raw.to,
    today: raw.today,
    columns: raw.columns,
    types: raw.types.map(([id, code, name, rooms]) => ({ id, code, name, rooms: rooms.map(([rid, rname, hk]) => ({ id: rid, name: rname, hk })) })),
    stays: readStayLines(staysText ?? raw.stays, raw.from, (s) => ({
      id: s.id,
      number: s.number,
      guest: s.guestName,
      checkin: s.checkin,
      checkout: s.checkout,
      status: s.status,
      roomId: s.roomId,
      typeId: s.roomTypeId,
    })),
    blocks: (raw.blocks ?? []).map(([id, typeId, channel, checkin, checkout, conflict]) => ({
      id,
      typeId,
      channel,
      checkin,
      checkout,
      conflict: conflict === 1,
    })),
  };
}

/** The row a stay sits in: its room's, or its type's 'not assigned' row. */
export const roomRowKey = (roomId: number) => `r${roomId}`;
export const unassignedRowKey = (typeId: number) => `u${typeId}`;

/** The imported calendars' blocks of each type, in the order given. */
export function blocksByType(blocks: readonly CalBlock[]): Map<number, CalBlock[]> {
  const out = new Map<number, CalBlock[]>();
  for (const b of blocks) {
    const list = out.get(b.typeId);
    if (list) list.push(b);
    else out.set(b.typeId, [b]);
  }
  return out;
}
export const rowKeyOf = (s: Pick<CalStay, 'roomId' | 'typeId'>): string => (s.roomId !== null ? roomRowKey(s.roomId) : unassignedRowKey(s.typeId));

export function groupByRow(stays: readonly CalStay[]): Map<string, CalStay[]> {
  const rows = new Map<string, CalStay[]>();
  for (const s of stays) {
    const key = rowKeyOf(s);
    const list = rows.get(key);
    if (list) list.push(s);
    else rows.set(key, [s]);
  }
  return rows;
}

/** Where a bar sits in the window: first column and number of columns, and whether it runs past either end. */
export function barSpan(
  s: Pick<CalStay, 'checkin' | 'checkout'>,
  from: string,
  days: number,
): { start: number; span: number; cutStart: boolean; cutEnd: boolean } | null {
  // Day numbers, not daysBetween: parsing the dates' text was a sixth of drawing the server's first screen.
  const start0 = dayNumber(from);
  const a = dayNumber(s.checkin) - start0;
  const b = dayNumber(s.checkout) - start0;
  const start = Math.max(0, a);
  const end = Math.min(days, b);
  if (end <= start) return null;
  return { start, span: end - start, cutStart: a < 0, cutEnd: b > days };
}

/** Stacks overlapping stays (several stays without a room on the same nights), or blocks, on lanes, first fit. */
export function packLanes(stays: readonly Pick<CalStay, 'id' | 'checkin' | 'checkout'>[]): { lanes: Map<number, number>; count: number } {
  const sorted = [...stays].sort((x, y) => (x.checkin < y.checkin ? -1 : x.checkin > y.checkin ? 1 : x.id - y.id));
  const laneEnds: string[] = [];
  const lanes = new Map<number, number>();
  for (const s of sorted) {
    let lane = laneEnds.findIndex((end) => end <= s.checkin);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = s.checkout;
    lanes.set(s.id, lane);
  }
  return { lanes, count: Math.max(1, laneEnds.length) };
}

/**
 * Units of each type left per day of the window: its rooms less its stays (with or without a room)
 * and the units imported calendars hold that night (a conflict holds none).
 */
export function freeUnits(
  types: readonly CalType[],
  rows: ReadonlyMap<string, readonly CalStay[]>,
  from: string,
  days: number,
  blocks: readonly CalBlock[] = [],
): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const t of types)
    out.set(
      t.id,
      Array.from({ length: days }, () => t.rooms.length),
    );
  const start = dayNumber(from);
  for (const list of rows.values()) {
    for (const s of list) {
      const free = out.get(s.typeId);
      if (!free) continue;
      const a = Math.max(0, dayNumber(s.checkin) - start);
      const b = Math.min(days, dayNumber(s.checkout) - start);
      for (let i = a; i < b; i++) free[i] = free[i]! - 1;
    }
  }
  for (const k of blocks) {
    const free = out.get(k.typeId);
    if (!free || k.conflict) continue;
    const a = Math.max(0, dayNumber(k.checkin) - start);
    const b = Math.min(days, dayNumber(k.checkout) - start);
    for (let i = a; i < b; i++) free[i] = free[i]! - 1;
  }
  return out;
}

/** Where a drag puts a stay: whole days later or earlier, or a departure moved; in another row. */
export function placeAfterDrag(
  s: CalStay,
  drag: { mode: 'move' | 'resize'; days: number; roomId: number | null },
): Pick<CalStay, 'checkin' | 'checkout' | 'roomId'> {
  if (drag.mode === 'resize') {
    const nights = daysBetween(s.checkin, s.checkout);
    return { checkin: s.checkin, checkout: addDays(s.checkout, Math.max(drag.days, 1 - nights)), roomId: s.roomId };
  }
  return { checkin: addDays(s.checkin, drag.days), checkout: addDays(s.checkout, drag.days), roomId: drag.roomId };
}

/** Bar geometry shared by the rows and the drag (px): padding above the first lane, one lane's height. */
export const BAR_PAD_PX = 4;
export const LANE_PX = 26;
export const rowHeight = (lanes: number) => BAR_PAD_PX * 2 + lanes * LANE_PX - 4;
