import { en, type MessageKey, type Messages } from './en.ts';
import { fr } from './fr.ts';

import { interpolate, pluralKey, type Vars } from './interpolate.ts';
import { localName, type Locale } from './locale.ts';
import { cancelReasonCode } from '../domain/cancel-reasons.ts';

export { interpolate, type Vars };
export { isLocale, localeOf, localName, type Locale } from './locale.ts';

export const DICTIONARIES: Record<Locale, Messages> = { en, fr };

/** Server-side translation for Astro pages and components. */
export function t(locale: Locale, key: MessageKey, vars?: Vars): string {
  const dictionary = DICTIONARIES[locale] as Record<string, string | undefined>;
  const form = pluralKey(dictionary, key, vars, locale);
  return interpolate(dictionary[form] ?? en[key], vars, locale);
}

const picked = new Map<string, Partial<Messages>>();

/** A slice of the dictionary for an island's props: only the keys under the given prefixes; made once per locale and prefixes, read-only. */
export function messagesFor(locale: Locale, ...prefixes: string[]): Partial<Messages> {
  const key = `${locale}|${prefixes.join('|')}`;
  let out = picked.get(key);
  if (!out) {
    out = pickMessages(locale, prefixes);
    picked.set(key, out);
  }
  return out;
}

function pickMessages(locale: Locale, prefixes: string[]): Partial<Messages> {
  const all = DICTIONARIES[locale];
  const out: Partial<Messages> = {};
  for (const key of Object.keys(all) as MessageKey[]) {
    if (prefixes.some((p) => key.startsWith(p))) out[key] = all[key];
  }
  return out;
}

/** A menu's label: the database names, else the key's translation, else the key. */
export function menuLabel(locale: Locale, menu: { key: string; name: string; nameFr: string }): string {
  const byLocale = localName(locale, menu);
  if (byLocale) return byLocale;
  return (DICTIONARIES[locale] as Record<string, string>)[menu.key] ?? menu.key;
}

/** A role's name in the language ('role.<code>'), else its code. */
export function roleLabel(locale: Locale, code: string): string {
  return (DICTIONARIES[locale] as Record<string, string | undefined>)[`role.${code}`] ?? code;
}

/** A booking channel's name in the language ('crm.channel.<n>'), else 'Channel <n>'. */
export function channelLabel(locale: Locale, channel: number): string {
  const named = (DICTIONARIES[locale] as Record<string, string | undefined>)[`crm.channel.${channel}`];
  return named ?? t(locale, 'crm.channel.other', { n: channel });
}

/** A stored cancellation reason in the language when it is one of the usual ones, else as typed. */
export function cancelReasonLabel(locale: Locale, text: string): string {
  const code = cancelReasonCode(text);
  return code ? t(locale, `cancelReason.${code}`) : text;
}
