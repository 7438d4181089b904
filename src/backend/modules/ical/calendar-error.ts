import type { TChannelWords } from '../../../lib/domain/alpinebits-dto.ts';
import { readStoredKeyedText } from '../../core/stored-keyed-text.ts';

/**
 * An imported calendar's failure as the channels screen says it (STYLE rule 14): a key of the
 * channel catalogue (src/lib/i18n/alpinebits.{en,fr}.ts) and its values, stored as JSON in the
 * import's last_error and rendered in the reader's language. The English message is for the log
 * and the API's answer.
 */
export type CalendarErrorKey =
  | 'channels.ical.error.http'
  | 'channels.ical.error.tooLarge'
  | 'channels.ical.error.unreachable'
  | 'channels.ical.error.unreadable'
  | 'channels.ical.error.unexpected';

export class CalendarError extends Error {
  override name = 'CalendarError';
  readonly key: CalendarErrorKey;
  readonly params: Record<string, string | number>;
  constructor(key: CalendarErrorKey, params: Record<string, string | number>, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.key = key;
    this.params = params;
  }
}

/** A failure's code as last_error keeps it: a CalendarError's own; a network failure as unreachable; anything else as unreadable (the fetch worked) or unexpected. */
export function storeCalendarError(err: unknown, stage: 'fetch' | 'read' | 'sync'): string {
  if (err instanceof CalendarError) return JSON.stringify({ key: err.key, params: err.params });
  const cause: unknown = err instanceof Error ? err.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  const detail = (code ?? (err instanceof Error ? (err.name === 'Error' ? err.message : err.name) : String(err))).slice(0, 120);
  const key: CalendarErrorKey =
    stage === 'fetch' ? 'channels.ical.error.unreachable' : stage === 'read' ? 'channels.ical.error.unreadable' : 'channels.ical.error.unexpected';
  return JSON.stringify({ key, params: { detail } });
}

const KEYS: ReadonlySet<string> = new Set<CalendarErrorKey>([
  'channels.ical.error.http',
  'channels.ical.error.tooLarge',
  'channels.ical.error.unreachable',
  'channels.ical.error.unreadable',
  'channels.ical.error.unexpected',
]);

/**
 * A stored last_error read back as the code the screen says in the reader's language (as the
 * AlpineBits connections' are); a sentence stored before errors were codes is said as 'unexpected'
 * with that text.
 */
export function readCalendarError(stored: string | null): TChannelWords | null {
  if (!stored) return null;
  return readStoredKeyedText(stored, KEYS) ?? { key: 'channels.ical.error.unexpected', params: { detail: stored.slice(0, 120) } };
}
