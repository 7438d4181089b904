import type { adminEn } from '../../lib/i18n/admin.en.ts';
import type { ConfirmKey } from '../ui/ConfirmBox.tsx';
import { translator, type Messages, type Translate as TranslateOf } from '../../lib/i18n/translator.ts';

export { translator };

export type AdminKey = keyof typeof adminEn | ConfirmKey;
export type AdminMessages = Messages<AdminKey>;
export type Translate = TranslateOf<AdminKey>;

/** Builds '?a=1&b=2' from the set values only (filters live in the URL). */
export function queryOf(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
