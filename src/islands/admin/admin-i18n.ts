import type { adminEn } from '../../lib/i18n/admin.en.ts';

export type AdminKey = keyof typeof adminEn;
export type AdminMessages = Partial<Record<AdminKey, string>>;
export type Translate = (key: AdminKey, vars?: Record<string, string | number>) => string;

/** The islands' labels come as props from the server render: no dictionary in the bundle. */
export function translator(messages: AdminMessages): Translate {
  return (key, vars) => {
    const text = messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name]))) : text;
  };
}

/** Builds '?a=1&b=2' from the set values only (filters live in the URL). */
export function queryOf(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
