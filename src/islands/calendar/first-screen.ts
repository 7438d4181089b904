import { addDays, daysBetween } from '../../lib/domain/days.ts';
import { formatList } from '../../lib/format.ts';
import { barsHtml, blockBarsHtml } from './bars-html.ts';
import {
  blocksByType,
  groupByRow,
  packLanes,
  roomRowKey,
  rowHeight,
  unassignedRowKey,
  type CalBlock,
  type CalColumn,
  type CalStay,
  type CalType,
} from './calendar-data.ts';
import type { CalendarKey, CalendarT } from './calendar-i18n.ts';

/** Rows the server draws: at 1366 × 768 the chart shows 17 of its rows (30 px each), at 1920 × 1080 27. */
export const FIRST_SCREEN_ROWS = 18;

/** What the server has of the chart before it draws its first screen (the page's answer from the API). */
export interface FirstScreenInput {
  from: string;
  to: string;
  today: string;
  columns: readonly CalColumn[];
  types: readonly CalType[];
  /** The stays as lines of text (calendar-lines.ts): walked once, only those of the rows drawn made into stays. */
  stays: string;
  blocks: readonly CalBlock[];
}

// As React writes text and attribute values, so that the island's first render sits exactly where this one did.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const esc = (s: string | number): string => String(s).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The tape chart's first screen as HTML, drawn by the server so that the clerk sees the bars with
 * the page: the same markup the island renders (TapeChart.tsx, ChartRow.tsx; a test holds them
 * alike) for its first `rows` rows, in the chart's frame (region, day header, scroller). The
 * island takes its place in the frame it mounts (layout shift 0). The stays' text is walked once,
 * reading four small numbers of each line (scanStays): the units left per type and day, and the
 * lines of the rows drawn, the only ones made into stays (~0.2 ms for 2,400 stays). Counting them
 * in the database instead, in the same statement as the stays' text (one read, grouped twice),
 * cost the calendar API 3–8 ms more server time per call (PGlite, 300 rooms). The HTML is pieces
 * joined once: added to one string, its ~2,000 pieces were a rope the server flattened and
 * encoded at a cost (server CPU per page +4.5 ms, against +0.5–1.2 ms joined).
 */
export function firstScreenHtml(input: FirstScreenInput, t: CalendarT, day: (iso: string) => string, locale: string, rows = FIRST_SCREEN_ROWS): string {
  // The rows drawn, in the chart's order: each type's rooms, its stays without a room, its blocks.
  const blocks = blocksByType(input.blocks);
  const drawn: { type: CalType; rooms: CalType['rooms']; rest: boolean }[] = [];
  let left = rows;
  for (const type of input.types) {
    if (left <= 0) break;
    const rooms = type.rooms.slice(0, left);
    left -= rooms.length;
    const rest = left > 0;
    if (rest) left -= blocks.has(type.id) ? 2 : 1;
    drawn.push({ type, rooms, rest });
  }
  const picked = { rooms: new Set<number>(), types: new Set<number>() };
  for (const d of drawn) {
    for (const r of d.rooms) picked.rooms.add(r.id);
    if (d.rest) picked.types.add(d.type.id);
  }
  const days = input.columns.length;
  const scan = scanStays(input.stays, input.from, days, picked);
  const free = freeUnitsOf(input.types, scan.taken, input.blocks, input.from, days);
  const stays = groupByRow(scan.stays);

  const todayAt = daysBetween(input.from, input.today);
  const conflicts = input.blocks.filter((b) => b.conflict);
  const typeName = new Map(input.types.map((ty) => [ty.id, ty.name]));
  const parts: string[] = [
    `<div class="cal" style="--days:${days}" role="region" aria-label="${esc(t('calendar.region', { from: day(input.from), to: day(input.to) }))}">`,
  ];
  if (conflicts.length > 0) {
    const list = formatList(
      conflicts.map((b) =>
        t('calendar.block.conflictItem', { channel: b.channel, type: typeName.get(b.typeId) ?? '', checkin: day(b.checkin), checkout: day(b.checkout) }),
      ),
      locale,
    );
    parts.push(`<p class="cal-conflicts" role="alert">${esc(t('calendar.block.conflicts', { count: conflicts.length, list }))}</p>`);
  }
  parts.push(
    `<div class="cal-scroll" tabindex="0"><div class="cal-head"><div class="cal-room cal-corner">${esc(t('calendar.rooms'))}</div><div class="cal-lane cal-days">`,
  );
  input.columns.forEach((c, i) => {
    parts.push(
      `<div class="cal-day${c.weekend ? ' cal-day--weekend' : ''}${i === todayAt ? ' cal-day--today' : ''}" title="${esc(day(c.day))}"${i === todayAt ? ' aria-current="date"' : ''}>` +
        `<span>${esc(c.weekday)}</span><b>${esc(c.dayOfMonth)}</b>${c.month ? `<small>${esc(c.month)}</small>` : ''}</div>`,
    );
  });
  parts.push(`</div></div><div class="cal-body"><div class="cal-cols" aria-hidden="true">`);
  input.columns.forEach((c, i) => {
    if (c.weekend || i === todayAt) parts.push(`<div class="${i === todayAt ? 'cal-col cal-col--today' : 'cal-col'}" style="--s:${i}"></div>`);
  });
  parts.push('</div>');
  if (input.types.length === 0) parts.push(`<p class="cal-empty">${esc(t('calendar.empty'))}</p>`);
  for (const { type, rooms, rest } of drawn) {
    parts.push(`<div class="cal-type" role="group" aria-label="${esc(`${type.name} (${type.code})`)}">`);
    parts.push(typeHeaderHtml(type, free.get(type.id) ?? [], input.columns, t, day));
    for (const room of rooms) {
      const hk = t(`calendar.hk.${room.hk}` as CalendarKey);
      parts.push(
        rowHtml({
          className: `cal-row${room.hk === 'OUT_OF_ORDER' ? ' cal-row--ooo' : ''}`,
          rowKey: roomRowKey(room.id),
          typeId: type.id,
          roomId: String(room.id),
          label: t('calendar.room', { name: room.name }),
          head: `<span class="cal-room__name">${esc(room.name)}</span><span class="cal-hk cal-hk--${room.hk}" title="${esc(hk)}">${esc(hk)}</span>`,
          stays: stays.get(roomRowKey(room.id)) ?? [],
          from: input.from,
          days,
          t,
          day,
        }),
      );
    }
    if (rest) {
      parts.push(
        rowHtml({
          className: 'cal-row cal-row--unassigned',
          rowKey: unassignedRowKey(type.id),
          typeId: type.id,
          roomId: '',
          label: t('calendar.unassignedOf', { type: type.name }),
          head: `<span class="cal-room__name cal-muted">${esc(t('calendar.unassigned'))}</span>`,
          stays: stays.get(unassignedRowKey(type.id)) ?? [],
          from: input.from,
          days,
          t,
          day,
        }),
      );
      const held = blocks.get(type.id);
      if (held) {
        const { lanes, count } = packLanes(held);
        parts.push(
          `<div class="cal-row cal-row--blocks" role="group" aria-label="${esc(t('calendar.block.rowOf', { type: type.name }))}" style="height:${rowHeight(count)}px">` +
            `<div class="cal-room"><span class="cal-room__name cal-muted">${esc(t('calendar.block.row'))}</span></div>` +
            `<div class="cal-lane">${blockBarsHtml(held, lanes, input.from, days, t, day)}</div></div>`,
        );
      }
    }
    parts.push('</div>');
  }
  parts.push('</div></div></div>');
  return parts.join('');
}

/**
 * One walk over the stays' lines (calendar-lines.ts: id, arrival, nights, status, room, type, number,
 * name): the units each type's stays take per day of the window, counted as changes (one more from a
 * stay's first day in the window, one less from its departure), and the stays of the rooms in
 * `picked.rooms` and those without a room of `picked.types`, in the text's order (as the island reads them).
 */
export function scanStays(
  text: string,
  from: string,
  days: number,
  picked: { rooms: ReadonlySet<number>; types: ReadonlySet<number> },
): { taken: Map<number, Int32Array>; stays: CalStay[] } {
  const taken = new Map<number, Int32Array>();
  const stays: CalStay[] = [];
  // A window's stays start and end on a few dozen distinct days: each is written once.
  const dates = new Map<number, string>();
  const date = (n: number): string => {
    let d = dates.get(n);
    if (d === undefined) dates.set(n, (d = addDays(from, n)));
    return d;
  };
  const n = text.length;
  const f = new Int32Array(6);
  let at = 0;
  while (at < n) {
    // The first six fields are whole numbers (the arrival may be negative): read digit by digit.
    let i = at;
    for (let k = 0; k < 6; k++) {
      let c = text.charCodeAt(i);
      const minus = c === 45;
      if (minus) c = text.charCodeAt(++i);
      let v = 0;
      while (c >= 48 && c <= 57) {
        v = v * 10 + (c - 48);
        c = text.charCodeAt(++i);
      }
      f[k] = minus ? -v : v;
      i++; // the tab
    }
    let end = text.indexOf('\n', i);
    if (end === -1) end = n;
    const arrival = f[1]!;
    const departure = arrival + f[2]!;
    const room = f[4]!;
    const type = f[5]!;
    let list = taken.get(type);
    if (!list) taken.set(type, (list = new Int32Array(days + 1)));
    list[Math.min(days, Math.max(0, arrival))]! += 1;
    list[Math.min(days, Math.max(0, departure))]! -= 1;
    if (room === 0 ? picked.types.has(type) : picked.rooms.has(room)) {
      // The number, then the name: the rest of the line, tabs and all.
      const tab = text.indexOf('\t', i);
      stays.push({
        id: f[0]!,
        number: text.slice(i, tab),
        guest: text.slice(tab + 1, end),
        checkin: date(arrival),
        checkout: date(departure),
        status: f[3]!,
        roomId: room || null,
        typeId: type,
      });
    }
    at = end + 1;
  }
  return { taken, stays };
}

/**
 * Units of each type left per day: its rooms less what its stays take (scanStays) and the units
 * imported calendars hold (a conflict holds none): what the island counts from its rows
 * (calendar-data.ts freeUnits), without a stay made for it.
 */
export function freeUnitsOf(
  types: readonly CalType[],
  taken: ReadonlyMap<number, Int32Array>,
  blocks: readonly CalBlock[],
  from: string,
  days: number,
): Map<number, number[]> {
  const held = new Map<number, Int32Array>();
  for (const b of blocks) {
    if (b.conflict) continue;
    let list = held.get(b.typeId);
    if (!list) held.set(b.typeId, (list = new Int32Array(days + 1)));
    list[Math.min(days, Math.max(0, daysBetween(from, b.checkin)))]! += 1;
    list[Math.min(days, Math.max(0, daysBetween(from, b.checkout)))]! -= 1;
  }
  const out = new Map<number, number[]>();
  for (const t of types) {
    const a = taken.get(t.id);
    const b = held.get(t.id);
    const free = new Array<number>(days);
    let used = 0;
    for (let i = 0; i < days; i++) free[i] = t.rooms.length - (used += (a?.[i] ?? 0) + (b?.[i] ?? 0));
    out.set(t.id, free);
  }
  return out;
}

function typeHeaderHtml(type: CalType, free: readonly number[], columns: readonly CalColumn[], t: CalendarT, day: (iso: string) => string): string {
  const label = t('calendar.type', { name: type.name, rooms: type.rooms.length });
  const parts: string[] = [
    `<div class="cal-row cal-row--type"><div class="cal-room" title="${esc(`${label} (${type.code})`)}"><span class="cal-room__name">${esc(label)}</span></div><div class="cal-lane cal-free">`,
  ];
  free.forEach((n, i) => {
    const title = t('calendar.freeUnits', { count: n, type: type.name, day: day(columns[i]!.day) });
    parts.push(`<span${n <= 0 ? ' class="cal-free--none"' : ''} title="${esc(title)}">${n}</span>`);
  });
  parts.push('</div></div>');
  return parts.join('');
}

function rowHtml(r: {
  className: string;
  rowKey: string;
  typeId: number;
  roomId: string;
  label: string;
  head: string;
  stays: readonly CalStay[];
  from: string;
  days: number;
  t: CalendarT;
  day: (iso: string) => string;
}): string {
  const { lanes, count } = packLanes(r.stays);
  return (
    `<div class="${r.className}" role="group" aria-label="${esc(r.label)}" data-row="${r.rowKey}" data-type="${r.typeId}" data-room="${r.roomId}" style="height:${rowHeight(count)}px">` +
    `<div class="cal-room">${r.head}</div><div class="cal-lane">${barsHtml(r.stays, lanes, r.from, r.days, r.t, r.day)}</div></div>`
  );
}
