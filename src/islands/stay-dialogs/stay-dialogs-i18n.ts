import type { stayDialogsEn } from '../../lib/i18n/stay-dialogs.en.ts';
import { translator, type Messages, type Translate as TranslateOf } from '../../lib/i18n/translator.ts';
import { CONFIRM_PREFIXES, type ConfirmKey } from '../ui/ConfirmBox.tsx';

export { translator };

export type StayDialogKey = keyof typeof stayDialogsEn | ConfirmKey;
export type StayDialogMessages = Messages<StayDialogKey>;
export type StayTranslate = TranslateOf<StayDialogKey>;

/** The label prefixes a page passes to an island that opens the stay dialogs. */
export const STAY_DIALOG_PREFIXES = ['stayDialogs.', ...CONFIRM_PREFIXES] as const;
