import type { frontdeskListsEn } from '../../lib/i18n/frontdesk-lists.en.ts';

export type DeskKey = keyof typeof frontdeskListsEn;
export type DeskMessages = Partial<Record<DeskKey, string>>;
export type Translate = (key: DeskKey, vars?: Record<string, string | number>) => string;

/** Labels arrive as props from the server render: no dictionary in the island's bundle. */
export function translator(messages: DeskMessages): Translate {
  return (key, vars) => {
    const text = messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name]))) : text;
  };
}
