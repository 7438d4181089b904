import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './en.ts';
import type { Locale } from './t.ts';

/**
 * The islands' i18next: resources arrive as props from the server render (no fetch). Keys are
 * flat and dotted, placeholders are '{name}' as on the server, so one dictionary serves both.
 */
export function createIslandI18n(locale: Locale, messages: Partial<Messages>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
