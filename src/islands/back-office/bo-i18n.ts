import type { Messages } from '../../lib/i18n/en.ts';
import { translator } from '../../lib/i18n/translator.ts';

export type BoMessages = Partial<Messages>;

/**
 * The islands' labels come as props from the server render (only the 'bo.' and 'confirm.' keys);
 * counts take the plural forms of the reader's language (French: 0 and 1 are singular).
 */
export const boTranslator =
  (messages: BoMessages, locale: string) =>
  (key: keyof Messages, vars?: Record<string, string | number>): string =>
    translator<keyof Messages>(messages, locale)(key, vars);
