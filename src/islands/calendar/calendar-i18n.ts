import type { calendarEn } from '../../lib/i18n/calendar.en.ts';
import { translator, type Messages, type Translate } from '../../lib/i18n/translator.ts';

export { translator };

export type CalendarKey = keyof typeof calendarEn;
export type CalendarMessages = Messages<CalendarKey>;
export type CalendarT = Translate<CalendarKey>;
