import { addDays, startOfDayInZone } from '../../../lib/domain/days.ts';

/**
 * When a business day may be closed, from the hotel's setting `closing_not_before` (a local time):
 * 12:00-23:59 is on the business day itself (an evening audit), 00:00-11:59 on the next calendar
 * day (the night audit after midnight; the default 00:00 is midnight at the end of the day).
 */
export interface ClosingTime {
  /** The local day and time the closing opens, 'YYYY-MM-DD HH:MM'. */
  opensAtLocal: string;
  /** The same instant, ISO. */
  opensAt: string;
  /** True while now comes before it: closing needs the early_closing permission. */
  early: boolean;
}

/** 'HH:MM' or 'HH:MM:SS' as minutes after midnight (undefined when not a time of day). */
export function minutesOfTime(text: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** How far the zone's wall clock is ahead of UTC at an instant. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - Math.floor(at.getTime() / 60_000) * 60_000;
}

export function closingTimeOf(o: { day: string; notBefore: string; timezone: string; now: Date }): ClosingTime {
  const minutes = minutesOfTime(o.notBefore) ?? 0;
  const localDay = minutes >= 12 * 60 ? o.day : addDays(o.day, 1);
  const midnight = startOfDayInZone(localDay, o.timezone);
  // A clock change between midnight and that time moves the instant by the change.
  let at = new Date(midnight.getTime() + minutes * 60_000);
  at = new Date(at.getTime() + offsetMs(midnight, o.timezone) - offsetMs(at, o.timezone));
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { opensAtLocal: `${localDay} ${hhmm}`, opensAt: at.toISOString(), early: o.now.getTime() < at.getTime() };
}
