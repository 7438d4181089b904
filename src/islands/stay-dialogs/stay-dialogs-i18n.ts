import type { stayDialogsEn } from '../../lib/i18n/stay-dialogs.en.ts';
import { translator, type Messages, type Translate as TranslateOf } from '../../lib/i18n/translator.ts';
import { CONFIRM_PREFIXES, type ConfirmKey } from '../ui/ConfirmBox.tsx';
import { DAY_FIELD_PREFIXES, type DayFieldKey } from '../ui/day-field-text.ts';

export { translator };

export type StayDialogKey = keyof typeof stayDialogsEn | ConfirmKey | DayFieldKey;
export type StayDialogMessages = Messages<StayDialogKey>;
export type StayTranslate = TranslateOf<StayDialogKey>;

/** The label prefixes a page passes to an island that opens the stay dialogs. */
export const STAY_DIALOG_PREFIXES = ['stayDialogs.', ...CONFIRM_PREFIXES, ...DAY_FIELD_PREFIXES] as const;
