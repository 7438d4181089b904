/** The usual cancellation reasons (src/lib/domain/cancel-reasons.ts). */
export const reasonsEn = {
  'cancelReason.changeOfPlans': 'Change of plans',
  'cancelReason.flightCancelled': 'Flight cancelled',
  'cancelReason.bookedElsewhere': 'Booked elsewhere',
  'cancelReason.illness': 'Illness',
  'cancelReason.duplicate': 'Duplicate booking',
  'cancelReason.noShow': 'No show',
};
