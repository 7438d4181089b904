import dayjs from 'dayjs';
import { addDays } from './days.ts';

/**
 * Date helpers of the front desk. Business days are 'YYYY-MM-DD' strings; dayjs parses them as
 * plain local dates and formats them back, so no instant ever crosses a time zone.
 */
export type Day = string;

const FORMAT = 'YYYY-MM-DD';

/** Monday to Sunday of the week holding `day` (front-office.md §4: the week runs Monday–Sunday). */
export function weekRange(day: Day): { from: Day; to: Day; days: Day[] } {
  const weekday = dayjs(day, FORMAT).day(); // 0 = Sunday
  const from = addDays(day, weekday === 0 ? -6 : 1 - weekday);
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return { from, to: days[6]!, days };
}

/** Arrivals of the coming month: from tomorrow, 30 days long (`to` inclusive). */
export function arrivalsWindow(today: Day, days = 30): { from: Day; to: Day } {
  return { from: addDays(today, 1), to: addDays(today, days) };
}

/** Nights of a stay, one day per night, checkout excluded. */
export function nightsOf(checkin: Day, checkout: Day): Day[] {
  const out: Day[] = [];
  for (let d = checkin; d < checkout; d = addDays(d, 1)) out.push(d);
  return out;
}
