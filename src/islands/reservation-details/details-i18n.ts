import type { detailsEn } from '../../lib/i18n/details.en.ts';
import { CONFIRM_PREFIXES, type ConfirmKey } from '../ui/ConfirmBox.tsx';
import { DAY_FIELD_PREFIXES, type DayFieldKey } from '../ui/day-field-text.ts';
import { translator, type Messages, type Translate as TranslateOf } from '../../lib/i18n/translator.ts';

export { translator };

export type DetailsKey = keyof typeof detailsEn | ConfirmKey | DayFieldKey;
export type DetailsMessages = Messages<DetailsKey>;
export type Translate = TranslateOf<DetailsKey>;

/** The label prefixes the actions island needs (the page passes only these). */
export const ISLAND_PREFIXES = [
  'details.action',
  'details.form.',
  'details.confirm.',
  'details.done.',
  'details.noteType.',
  'details.hk.',
  ...CONFIRM_PREFIXES,
  ...DAY_FIELD_PREFIXES,
] as const;
