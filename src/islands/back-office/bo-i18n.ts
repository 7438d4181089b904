import type { Messages } from '../../lib/i18n/en.ts';
import { interpolate } from '../../lib/i18n/interpolate.ts';

export type BoMessages = Partial<Messages>;

/** The islands' labels come as props from the server render (only the 'bo.' and 'confirm.' keys). */
export const boTranslator =
  (messages: BoMessages) =>
  (key: keyof Messages, vars?: Record<string, string | number>): string =>
    interpolate(messages[key] ?? key, vars);
