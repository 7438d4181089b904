import { errorsBookingEn } from './errors-booking.en.ts';
import { errorsBookingSiteEn } from './errors-booking-site.en.ts';
import { errorsDeskEn } from './errors-desk.en.ts';
import { errorsFieldsEn } from './errors-fields.en.ts';
import { errorsHistoryImportEn } from './errors-history-import.en.ts';
import { errorsHttpEn } from './errors-http.en.ts';
import { errorsInputEn } from './errors-input.en.ts';
import { errorsLedgerEn } from './errors-ledger.en.ts';
import { errorsOperationsEn } from './errors-operations.en.ts';
import { errorsRefineEn } from './errors-refine.en.ts';

/**
 * A name the hotel already uses (409), said with the name so the clerk sees which one: one sentence
 * per kind of place, since French agrees its article and participle with the thing.
 */
const namesTakenEn = {
  'errors.hk.buildingTaken': 'Building {name} already exists: choose another name.',
  'errors.hk.floorTaken': 'Floor {name} already exists in this building: choose another name.',
  'errors.hk.zoneTaken': 'Zone {name} already exists: choose another name.',
  'errors.hk.roomTaken': 'Room {name} already exists: choose another number.',
  'errors.hk.roomTypeTaken': 'A room type with the code {name} already exists: choose another code.',
  'errors.hk.houseMaidTaken': 'A house maid named {name} already exists: choose another name.',
} as const;

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
  ...errorsHistoryImportEn,
  ...namesTakenEn,
} as const;

export type ErrorKey = keyof typeof errorsEn;
