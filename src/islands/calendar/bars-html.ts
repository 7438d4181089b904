import { RESERVATION_STATUS as S } from '../../lib/domain/reservation-status.ts';
import { barSpan, BAR_PAD_PX, LANE_PX, type CalBlock, type CalStay } from './calendar-data.ts';
import type { CalendarKey, CalendarT } from './calendar-i18n.ts';

/** A bar is the link to its stay; its id is read back from the link (one attribute less per bar). */
export const DETAILS_HREF = '/front-desk/details?id=';
export const barId = (bar: HTMLElement): number => Number(bar.getAttribute('href')?.slice(DETAILS_HREF.length));

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The bars of one row as HTML. Thousands of bars are the bulk of the chart: written as one string
 * per row they cost the server render and the hydration next to nothing, and React only swaps a
 * row's string when a drop changes it. One element per bar, placed by CSS (--s, --n, top). The
 * pieces are joined once (a flat string, not a rope of pieces to flatten later).
 */
export function barsHtml(
  stays: readonly CalStay[],
  lanes: ReadonlyMap<number, number>,
  from: string,
  days: number,
  t: CalendarT,
  day: (iso: string) => string,
): string {
  const parts: string[] = [];
  // A row's stays have two or three statuses: each is worded once.
  const statuses = new Map<number, string>();
  for (const s of stays) {
    const span = barSpan(s, from, days);
    if (!span) continue;
    const locked = s.saving || (s.status !== S.EXPECTED && s.status !== S.IN_HOUSE);
    let status = statuses.get(s.status);
    if (status === undefined) statuses.set(s.status, (status = t(`calendar.status.${s.status}` as CalendarKey)));
    const title = t('calendar.bar', { checkin: day(s.checkin), checkout: day(s.checkout), status });
    parts.push(
      `<a class="cal-bar cal-bar--s${s.status}${span.cutStart ? ' cal-bar--cut-start' : ''}${span.cutEnd ? ' cal-bar--cut-end' : ''}${s.saving ? ' is-saving' : ''}"` +
        ` href="${DETAILS_HREF}${s.id}"${locked ? ' data-locked="1"' : ''}${s.status === S.IN_HOUSE ? ' data-fixed="1"' : ''}${s.saving ? ' aria-busy="true"' : ''}` +
        ` title="${escapeHtml(title)}" style="--s:${span.start};--n:${span.span};top:${BAR_PAD_PX + (lanes.get(s.id) ?? 0) * LANE_PX}px">` +
        `${escapeHtml(s.guest)} · ${escapeHtml(s.number)}</a>`,
    );
  }
  return parts.join('');
}

/**
 * The imported calendars' events of one type as HTML: "Blocked by <channel>" where a unit is held
 * for the channel, "Conflict" where none was left. Not links and not draggable (a channel's
 * calendar moves them); the dates and what to do are in the title.
 */
export function blockBarsHtml(
  blocks: readonly CalBlock[],
  lanes: ReadonlyMap<number, number>,
  from: string,
  days: number,
  t: CalendarT,
  day: (iso: string) => string,
): string {
  const parts: string[] = [];
  for (const b of blocks) {
    const span = barSpan(b, from, days);
    if (!span) continue;
    const words = { channel: b.channel, checkin: day(b.checkin), checkout: day(b.checkout) };
    const label = t(b.conflict ? 'calendar.block.conflict' : 'calendar.block.label', words);
    const title = t(b.conflict ? 'calendar.block.conflictTitle' : 'calendar.block.title', words);
    parts.push(
      `<span class="cal-block${b.conflict ? ' cal-block--conflict' : ''}${span.cutStart ? ' cal-bar--cut-start' : ''}${span.cutEnd ? ' cal-bar--cut-end' : ''}"` +
        ` title="${escapeHtml(title)}" style="--s:${span.start};--n:${span.span};top:${BAR_PAD_PX + (lanes.get(b.id) ?? 0) * LANE_PX}px">` +
        `${escapeHtml(label)}</span>`,
    );
  }
  return parts.join('');
}
