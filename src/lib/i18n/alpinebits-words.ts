import type { TChannelWords } from '../domain/alpinebits-dto.ts';
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
