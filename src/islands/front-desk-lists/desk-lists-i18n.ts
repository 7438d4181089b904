import type { frontdeskListsEn } from '../../lib/i18n/frontdesk-lists.en.ts';
import type { ConfirmKey } from '../ui/ConfirmBox.tsx';
import type { reasonsEn } from '../../lib/i18n/reasons.en.ts';
import { translator, type Messages, type Translate as TranslateOf } from '../../lib/i18n/translator.ts';

export { translator };

export type DeskKey = keyof typeof frontdeskListsEn | keyof typeof reasonsEn | ConfirmKey;
export type DeskMessages = Messages<DeskKey>;
export type Translate = TranslateOf<DeskKey>;
