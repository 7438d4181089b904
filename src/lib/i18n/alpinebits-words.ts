import type { TChannelWords } from '../domain/alpinebits-dto.ts';
import { errorParamsOf } from '../domain/error-params.ts';
import { formatDay } from '../format.ts';
import { errorText } from './error-text.ts';
import { DICTIONARIES, t, type Locale } from './t.ts';
import type { MessageKey } from './en.ts';

const known = (locale: Locale, key: string): key is MessageKey => key in DICTIONARIES[locale];

/**
 * A channel's words (a push's or pull's failure, a refusal's reason, a calendar's error) in the
 * reader's language: a key of the error catalogue through errorText, a key of the AlpineBits or
 * channels catalogue with its params (the step named in words, days as the language writes them);
 * a key neither knows falls back to the English sentence kept with it.
 */
export function channelWordsText(words: TChannelWords | null, locale: Locale): string {
  if (!words) return '';
  const { key, params } = words;
  const message = words.message ?? '';
  if (key.startsWith('errors.')) return errorText({ code: key, params, message }, locale);
  if (!known(locale, key)) return message || key;
  const vars = Object.fromEntries(
    Object.entries(params).map(([k, p]): [string, string | number] => {
      const step = `alpinebits.step.${String(p)}`;
      if (k === 'step' && known(locale, step)) return [k, t(locale, step)];
      if (typeof p === 'object' && 'day' in p) return [k, formatDay(p.day, locale)];
      return [k, typeof p === 'number' || typeof p === 'string' ? p : JSON.stringify(p)];
    }),
  );
  return t(locale, key, vars);
}

/** Words kept as JSON text (an imported calendar's last error); a sentence stored before errors were codes stays as it is. */
export function storedWordsText(stored: string | null, locale: Locale): string {
  if (!stored) return '';
  let v: unknown;
  try {
    v = JSON.parse(stored);
  } catch {
    return stored;
  }
  if (typeof v !== 'object' || v === null || !('key' in v) || typeof v.key !== 'string') return stored;
  const params = 'params' in v ? errorParamsOf(v.params) : {};
  const message = 'message' in v && typeof v.message === 'string' ? v.message : stored;
  return channelWordsText({ key: v.key, params, message }, locale);
}
