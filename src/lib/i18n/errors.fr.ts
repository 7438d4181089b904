import type { ErrorKey } from './errors.en.ts';
import { errorsBookingFr } from './errors-booking.fr.ts';
import { errorsBookingSiteFr } from './errors-booking-site.fr.ts';
import { errorsDeskFr } from './errors-desk.fr.ts';
import { errorsFieldsFr } from './errors-fields.fr.ts';
import { errorsHttpFr } from './errors-http.fr.ts';
import { errorsInputFr } from './errors-input.fr.ts';
import { errorsLedgerFr } from './errors-ledger.fr.ts';
import { errorsOperationsFr } from './errors-operations.fr.ts';
import { errorsRefineFr } from './errors-refine.fr.ts';

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
};
