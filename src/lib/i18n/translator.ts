import { interpolate, pluralKey, type Vars } from './interpolate.ts';

/** An island's labels, as the server render passes them (only the keys the island needs). */
export type Messages<K extends string> = Partial<Record<K, string>>;
export type Translate<K extends string> = (key: K, vars?: Vars) => string;

/**
 * Labels arrive as props from the server render: no dictionary in an island's bundle. A missing
 * label shows its key. With a numeric `count`, the language's plural form (`key_one`) when given.
 */
export function translator<K extends string>(messages: Messages<K>, locale = 'en'): Translate<K> {
  const dictionary = messages as Readonly<Record<string, string | undefined>>;
  return (key, vars) => interpolate(dictionary[pluralKey(dictionary, key, vars, locale)] ?? key, vars, locale);
}
