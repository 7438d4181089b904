import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Messages } from '../../lib/i18n/en.ts';
import { createIslandI18n } from '../../lib/i18n/i18n-client.ts';
import type { Locale } from '../../lib/i18n/t.ts';

export interface I18nProps {
  locale: Locale;
  /** The island's slice of the dictionary, from the server render (messagesFor). */
  messages: Partial<Messages>;
}

/** Gives an island its i18next instance, built from props (no fetch). */
export function I18nRoot({ locale, messages, children }: I18nProps & { children: ReactNode }) {
  const i18n = useMemo(() => createIslandI18n(locale, messages), [locale, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
