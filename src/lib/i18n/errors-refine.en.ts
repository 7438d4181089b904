/**
 * Why a field was refused by a schema's own rule (zod refinements: a range of days, a rule between
 * two fields). The screen puts the field's name in front, so these sentences start with the reason.
 */
export const errorsRefineEn = {
  'errors.refine.afterDay': 'must be after {day}.',
  'errors.refine.onOrAfterDay': 'must be on or after {day}.',
  'errors.refine.onOrBeforeDay': 'must be on or before {day}.',
  'errors.refine.stayNights': 'a stay is at most {max} nights.',
  'errors.refine.closureNights': 'a closure spans at most {max} nights.',
  'errors.refine.rangeDays': 'the period spans at most {max} days.',
  'errors.refine.notCountry': 'not a country code (Morocco is MA, France FR).',
  'errors.refine.birthInFuture': 'a date of birth cannot be in the future.',
  'errors.refine.nothingToChange': 'say at least one thing to change.',
  'errors.refine.notBoth': 'give one or the other, not both.',
  'errors.refine.familyOnce': 'each family at most once.',
  'errors.refine.notUrl': 'expected an address starting with http:// or https://.',
  'errors.refine.rejectNeedsNote': 'say what is wrong to reject a cleaning.',
  'errors.refine.chargeAboveZero': 'a charge is sold above zero: to take it off, discount it or issue a credit note.',
  'errors.refine.paymentZero': 'a payment cannot be zero; a refund is negative.',
  'errors.refine.paymentZeroEdit': 'a payment cannot be zero: delete it instead.',
  'errors.refine.derivedNeedsParent': 'a derived plan needs a parent and an adjustment kind; a plan priced on its own has neither.',
  'errors.refine.derivedNeedsValue': 'a derived plan needs an adjustment value (0 for the same price).',
  'errors.refine.onlyDerivedAdjusts': 'only a derived plan has an adjustment.',
  'errors.refine.between': 'must be from {min} to {max}.',
  'errors.refine.nonRefundable': 'a non-refundable plan has no free cancellation.',
  'errors.refine.priceOrRestriction': 'give a price or at least one restriction to change.',
  'errors.refine.ruleNotZero': 'a rule moves the price: not 0.',
  'errors.refine.priceOnce': 'give the price once, as text or in minor units, not both.',
  'errors.refine.priceRequired': 'required: the price, such as 1.2345.',
  'errors.refine.guests': 'expected adults then the children’s ages, such as 2;5,9.',
  'errors.refine.clientOnly': 'only the audit’s support events may be sent: the server records the others itself.',
} as const;
