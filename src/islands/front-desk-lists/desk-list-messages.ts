import { messagesFor, type Locale } from '../../lib/i18n/t.ts';
import { CONFIRM_PREFIXES } from '../ui/ConfirmBox.tsx';
import type { DeskMessages } from './desk-lists-i18n.ts';

/** The slice of the dictionary a front-desk list's islands get as props (server side: it reads the whole dictionary). */
export const deskMessages = (locale: Locale) => messagesFor(locale, 'deskLists.', 'cancelReason.', ...CONFIRM_PREFIXES) as DeskMessages;
