import { errorsBookingEn } from './errors-booking.en.ts';
import { errorsBookingSiteEn } from './errors-booking-site.en.ts';
import { errorsDeskEn } from './errors-desk.en.ts';
import { errorsFieldsEn } from './errors-fields.en.ts';
import { errorsHttpEn } from './errors-http.en.ts';
import { errorsInputEn } from './errors-input.en.ts';
import { errorsLedgerEn } from './errors-ledger.en.ts';
import { errorsOperationsEn } from './errors-operations.en.ts';
import { errorsRefineEn } from './errors-refine.en.ts';

/**
 * The error catalogue (STYLE rule 14, issue 36): every `code` the API answers is a key here, with
 * the words and field names its sentences use. The back end's AppError takes only these keys, so
 * a code without an English sentence is a type error; errors.fr.ts must have them all.
 */
export const errorsEn = {
  ...errorsHttpEn,
  ...errorsInputEn,
  ...errorsFieldsEn,
  ...errorsLedgerEn,
  ...errorsOperationsEn,
  ...errorsDeskEn,
  ...errorsBookingEn,
  ...errorsBookingSiteEn,
  ...errorsRefineEn,
} as const;

export type ErrorKey = keyof typeof errorsEn;
