import { daysBetween } from '../../lib/domain/days.ts';
import { barsHtml, escapeHtml } from './bars-html.ts';
import {
  freeUnits,
  groupByRow,
  packLanes,
  readStaysOfTypes,
  roomRowKey,
  rowHeight,
  unassignedRowKey,
  type CalendarData,
  type CalRoom,
  type CalStay,
  type CalType,
} from './calendar-data.ts';
import { translator, type CalendarKey, type CalendarMessages, type CalendarT } from './calendar-i18n.ts';

/** What the island reads from the page: the grid, and the stays as their lines of text (calendar-lines.ts). */
export type ChartSource = Omit<CalendarData, 'stays'> & { stays: string };

/**
 * The tape chart as HTML, drawn by the server so the first paint shows the house before any
 * script runs: the markup TapeChart.tsx renders first (chart-html.test.tsx holds them equal),
 * written as strings. React's own server render of the chart took the page's p50 58 -> 253 ms.
 * Not used by the page yet: drawing 48 rooms this way still cost the bench's page p50 +37-49 %
 * (alternated runs, 300 rooms), over the +15 % allowed.
 *
 * `rooms`: how many rooms' rows to draw, types in order (a type drawn whole also shows its row
 * of stays without a room). The chart scrolls within a window's height, so the rows below the
 * first screens are neither seen nor laid out before the island, which draws them all, takes
 * this one's place (the chart's height is the same either way); only the drawn types' stays are
 * read.
 */
export function chartHtml(source: ChartSource, messages: CalendarMessages, rooms = Number.POSITIVE_INFINITY): string {
  const t = translator(messages);
  const days = source.columns.length;
  const todayAt = daysBetween(source.from, source.today);
  const drawn: { type: CalType; rooms: CalRoom[]; whole: boolean }[] = [];
  let left = rooms;
  for (const type of source.types) {
    if (left <= 0) break;
    const shown = type.rooms.length <= left ? type.rooms : type.rooms.slice(0, left);
    drawn.push({ type, rooms: shown, whole: shown === type.rooms });
    left -= type.rooms.length + 1;
  }
  const stays = readStaysOfTypes(source.stays, source.from, drawn.length < source.types.length ? new Set(drawn.map((d) => d.type.id)) : undefined);
  const rows = groupByRow(stays);
  const free = freeUnits(
    drawn.map((d) => d.type),
    rows,
    source.from,
    days,
  );
  let head = '';
  let cols = '';
  for (let i = 0; i < days; i++) {
    const c = source.columns[i]!;
    const today = i === todayAt;
    head +=
      `<div class="cal-day${c.weekend ? ' cal-day--weekend' : ''}${today ? ' cal-day--today' : ''}" title="${escapeHtml(c.day)}"${today ? ' aria-current="date"' : ''}>` +
      `<span>${escapeHtml(c.weekday)}</span><b>${escapeHtml(c.dayOfMonth)}</b>${c.month ? `<small>${escapeHtml(c.month)}</small>` : ''}</div>`;
    if (c.weekend || today) cols += `<div class="${today ? 'cal-col cal-col--today' : 'cal-col'}" style="--s:${i}"></div>`;
  }
  let body = source.types.length === 0 ? `<p class="cal-empty">${escapeHtml(t('calendar.empty'))}</p>` : '';
  for (const { type, rooms: shown, whole } of drawn) {
    const label = t('calendar.type', { name: type.name, rooms: type.rooms.length });
    let counts = '';
    const left = free.get(type.id) ?? [];
    for (let i = 0; i < left.length; i++) {
      const n = left[i]!;
      counts += `<span${n <= 0 ? ' class="cal-free--none"' : ''} title="${escapeHtml(t('calendar.freeUnits', { count: n, type: type.name, day: source.columns[i]!.day }))}">${n}</span>`;
    }
    body +=
      `<div class="cal-type" role="group" aria-label="${escapeHtml(`${type.name} (${type.code})`)}">` +
      `<div class="cal-row cal-row--type"><div class="cal-room" title="${escapeHtml(`${label} (${type.code})`)}"><span class="cal-room__name">${escapeHtml(label)}</span></div>` +
      `<div class="cal-lane cal-free">${counts}</div></div>`;
    for (const room of shown)
      body += rowHtml(roomRowKey(room.id), type.id, room, t('calendar.room', { name: room.name }), rows.get(roomRowKey(room.id)), source, t);
    if (whole)
      body += rowHtml(
        unassignedRowKey(type.id),
        type.id,
        null,
        t('calendar.unassignedOf', { type: type.name }),
        rows.get(unassignedRowKey(type.id)),
        source,
        t,
      );
    body += '</div>';
  }
  return (
    `<div class="cal" style="--days:${days}" role="region" aria-label="${escapeHtml(t('calendar.region', { from: source.from, to: source.to }))}">` +
    `<div class="cal-scroll"><div class="cal-head"><div class="cal-room cal-corner">${escapeHtml(t('calendar.rooms'))}</div><div class="cal-lane cal-days">${head}</div></div>` +
    `<div class="cal-body"><div class="cal-cols" aria-hidden="true">${cols}</div>${body}</div></div></div>`
  );
}

/** One row, as ChartRow.tsx renders it. */
function rowHtml(
  rowKey: string,
  typeId: number,
  room: CalRoom | null,
  label: string,
  stays: readonly CalStay[] | undefined,
  source: ChartSource,
  t: CalendarT,
): string {
  const list = stays ?? [];
  const { lanes, count } = packLanes(list);
  const hk = room ? escapeHtml(t(`calendar.hk.${room.hk}` as CalendarKey)) : '';
  const name = room
    ? `<span class="cal-room__name">${escapeHtml(room.name)}</span><span class="cal-hk cal-hk--${room.hk}" title="${hk}">${hk}</span>`
    : `<span class="cal-room__name cal-muted">${escapeHtml(t('calendar.unassigned'))}</span>`;
  return (
    `<div class="cal-row${room ? '' : ' cal-row--unassigned'}${room?.hk === 'OUT_OF_ORDER' ? ' cal-row--ooo' : ''}" role="group" aria-label="${escapeHtml(label)}"` +
    ` data-row="${rowKey}" data-type="${typeId}" data-room="${room?.id ?? ''}" style="height:${rowHeight(count)}px">` +
    `<div class="cal-room">${name}</div><div class="cal-lane">${barsHtml(list, lanes, source.from, source.columns.length, t)}</div></div>`
  );
}
