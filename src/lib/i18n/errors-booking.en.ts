/**
 * Refusals of a booking by its rate plan's rules (the new-reservation screen, issue 35): codes the
 * API answers (STYLE rule 14), one per rule, so the sentence says the rule's value; `{limit}` is
 * that value (the minimum or maximum nights), `{nights}` the stay's, `{day}` the day the rule sits on.
 */
export const errorsBookingEn = {
  'errors.booking.minStay':
    '{roomType}, {plan} plan: minimum {limit} nights for an arrival on {day}; this stay has {nights}. Book more nights or choose another plan.',
  'errors.booking.maxStay':
    '{roomType}, {plan} plan: maximum {limit} nights for an arrival on {day}; this stay has {nights}. Book fewer nights or choose another plan.',
  'errors.booking.maxStay_one':
    '{roomType}, {plan} plan: maximum {limit} night for an arrival on {day}; this stay has {nights}. Book fewer nights or choose another plan.',
  'errors.booking.closedToArrival': '{roomType}, {plan} plan: no arrival on {day}. Choose another arrival day or another plan.',
  'errors.booking.closedToDeparture': '{roomType}, {plan} plan: no departure on {day}. Choose another departure day or another plan.',
  'errors.booking.stopSell': '{roomType}, {plan} plan: closed for sale on {day}. Choose other dates, another room type or another plan.',
  'errors.booking.noRate': '{roomType} has no rate for {day}: set it in Rate Management, or agree a price for the stay.',
} as const;
