/**
 * The usual reasons of a cancellation or no-show, by code, as they are stored (English, the
 * demo's and the closing's words). Screens show them in the user's language ('cancelReason.<code>');
 * a reason a clerk typed shows as typed.
 */
export const CANCEL_REASONS = {
  changeOfPlans: 'Change of plans',
  flightCancelled: 'Flight cancelled',
  bookedElsewhere: 'Booked elsewhere',
  illness: 'Illness',
  duplicate: 'Duplicate booking',
  noShow: 'No show',
} as const;
export type CancelReasonCode = keyof typeof CANCEL_REASONS;

const BY_TEXT = new Map(Object.entries(CANCEL_REASONS).map(([code, text]) => [text.toLowerCase(), code as CancelReasonCode]));

/** The code of a stored reason when it is one of the usual ones. */
export const cancelReasonCode = (text: string): CancelReasonCode | undefined => BY_TEXT.get(text.trim().toLowerCase());
