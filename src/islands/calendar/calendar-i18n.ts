import type { calendarEn } from '../../lib/i18n/calendar.en.ts';
import { interpolate, type Vars } from '../../lib/i18n/interpolate.ts';

export type CalendarKey = keyof typeof calendarEn;
export type CalendarMessages = Partial<Record<CalendarKey, string>>;
export type CalendarT = (key: CalendarKey, vars?: Vars) => string;

/** Labels arrive as props from the server render: no dictionary in the island's bundle. */
export function translator(messages: CalendarMessages): CalendarT {
  return (key, vars) => interpolate(messages[key] ?? key, vars);
}
