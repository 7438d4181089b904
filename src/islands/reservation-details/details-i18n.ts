import type { detailsEn } from '../../lib/i18n/details.en.ts';

export type DetailsKey = keyof typeof detailsEn;
export type DetailsMessages = Partial<Record<DetailsKey, string>>;
export type Translate = (key: DetailsKey, vars?: Record<string, string | number>) => string;

/** The island's labels arrive as props from the server render: no dictionary in the bundle. */
export function translator(messages: DetailsMessages): Translate {
  return (key, vars) => {
    const text = messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name]))) : text;
  };
}

/** The label prefixes the actions island needs (the page passes only these). */
export const ISLAND_PREFIXES = ['details.action', 'details.form.', 'details.confirm.', 'details.done.', 'details.noteType.', 'details.hk.'] as const;
