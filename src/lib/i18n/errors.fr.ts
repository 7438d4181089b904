import type { ErrorKey } from './errors.en.ts';
import { errorsBookingFr } from './errors-booking.fr.ts';
import { errorsBookingSiteFr } from './errors-booking-site.fr.ts';
import { errorsDeskFr } from './errors-desk.fr.ts';
import { errorsFieldsFr } from './errors-fields.fr.ts';
import { errorsHistoryImportFr } from './errors-history-import.fr.ts';
import { errorsHttpFr } from './errors-http.fr.ts';
import { errorsInputFr } from './errors-input.fr.ts';
import { errorsLedgerFr } from './errors-ledger.fr.ts';
import { errorsOperationsFr } from './errors-operations.fr.ts';
import { errorsRefineFr } from './errors-refine.fr.ts';

/** A name the hotel already uses (errors.en.ts's namesTakenEn). */
const namesTakenFr = {
  'errors.hk.buildingTaken': 'Le bâtiment {name} existe déjà : choisissez un autre nom.',
  'errors.hk.floorTaken': 'L’étage {name} existe déjà dans ce bâtiment : choisissez un autre nom.',
  'errors.hk.zoneTaken': 'La zone {name} existe déjà : choisissez un autre nom.',
  'errors.hk.roomTaken': 'La chambre {name} existe déjà : choisissez un autre numéro.',
  'errors.hk.roomTypeTaken': 'Un type de chambre de code {name} existe déjà : choisissez un autre code.',
  'errors.hk.houseMaidTaken': 'Une femme de chambre nommée {name} existe déjà : choisissez un autre nom.',
};

/** The error catalogue in French: every key of errors.en.ts (a missing one is a type error). */
export const errorsFr: Record<ErrorKey, string> = {
  ...errorsHttpFr,
  ...errorsInputFr,
  ...errorsFieldsFr,
  ...errorsLedgerFr,
  ...errorsOperationsFr,
  ...errorsDeskFr,
  ...errorsBookingFr,
  ...errorsBookingSiteFr,
  ...errorsRefineFr,
  ...errorsHistoryImportFr,
  ...namesTakenFr,
};
