import { adminEn } from '../../lib/i18n/admin.en.ts';
import { adminFr } from '../../lib/i18n/admin.fr.ts';
import type { AdminKey, AdminMessages } from './admin-i18n.ts';
import { DICTIONARIES } from '../../lib/i18n/t.ts';
import type { ConfirmKey } from '../ui/ConfirmBox.tsx';

const confirmLabels = (locale: 'en' | 'fr'): Record<ConfirmKey, string> => {
  const d = DICTIONARIES[locale];
  return { 'confirm.title': d['confirm.title'], 'confirm.yes': d['confirm.yes'], 'confirm.no': d['confirm.no'], 'app.close': d['app.close'] };
};

/** Server side: the labels an island needs, by key prefix, in the user's language. */
export function adminMessagesFor(locale: 'en' | 'fr', ...prefixes: string[]): AdminMessages {
  const all: Record<AdminKey, string> = { ...(locale === 'fr' ? adminFr : adminEn), ...confirmLabels(locale) };
  const out: AdminMessages = {};
  for (const key of Object.keys(all) as AdminKey[]) if (prefixes.some((p) => key.startsWith(p))) out[key] = all[key];
  return out;
}

export const adminLabel = (locale: 'en' | 'fr', key: AdminKey, vars?: Record<string, string | number>): string => {
  const text = { ...(locale === 'fr' ? adminFr : adminEn), ...confirmLabels(locale) }[key];
  return vars ? text.replace(/\{(\w+)\}/g, (w, n: string) => (vars[n] === undefined ? w : String(vars[n]))) : text;
};
