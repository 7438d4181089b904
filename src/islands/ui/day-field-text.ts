import { formatDay } from '../../lib/format.ts';
import { dayPattern, parseTypedDay, toTypedDay } from '../../lib/typed-day.ts';
import { inBounds, type Bounds } from './day-calendar.ts';

/** The day field's labels (src/lib/i18n/en.ts 'dayField.*'), one set for every island. */
export type DayFieldKey =
  | 'dayField.invalid'
  | 'dayField.required'
  | 'dayField.before'
  | 'dayField.after'
  | 'dayField.open'
  | 'dayField.calendar'
  | 'dayField.previousMonth'
  | 'dayField.nextMonth'
  | 'dayField.close';
/** What the field needs of an island's translator (any translator that knows these keys). */
export type DayFieldT = (key: DayFieldKey, vars?: Record<string, string>) => string;
/** The dictionary prefix a page passes to an island with a day field (messagesFor). */
export const DAY_FIELD_PREFIXES = ['dayField.'] as const;

export interface DayVerdict {
  /** The day typed, 'YYYY-MM-DD', or '' when the text is empty or not a day the field takes. */
  day: string;
  /** Why it is not taken: a message key and its values, in the reader's format. */
  problem: { key: DayFieldKey; vars: Record<string, string> } | null;
}

/**
 * What a typed text means for a day field: a real day within the bounds, or why not. A text that
 * is no real date is never coerced (31/02 is refused, not 3 March), and a day out of bounds is not
 * taken either.
 */
export function readDayText(text: string, locale: string, bounds: Bounds & { required?: boolean | undefined } = {}): DayVerdict {
  const pattern = dayPattern(locale);
  if (text.trim() === '') return { day: '', problem: bounds.required ? { key: 'dayField.required', vars: { pattern } } : null };
  const day = parseTypedDay(text, locale);
  if (day === null) return { day: '', problem: { key: 'dayField.invalid', vars: { text: text.trim(), pattern, example: toTypedDay('2026-11-24', locale) } } };
  if (!inBounds(day, bounds)) {
    return bounds.min && day < bounds.min
      ? { day: '', problem: { key: 'dayField.before', vars: { min: formatDay(bounds.min, locale) } } }
      : { day: '', problem: { key: 'dayField.after', vars: { max: formatDay(bounds.max ?? '', locale) } } };
  }
  return { day, problem: null };
}
