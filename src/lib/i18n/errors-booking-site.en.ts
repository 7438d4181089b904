/** Refusals of the hotel's booking site (issue 39): what a guest reads when a hold, a booking or a cancellation is refused. */
export const errorsBookingSiteEn = {
  'errors.site.tooManyHolds': 'Too many rooms held from your address in the last hour ({limit}). Wait a while, or call the hotel.',
  'errors.site.notOnSale': 'The {plan} rate is not on sale for a {roomType} on these dates. Go back and choose another offer.',
  'errors.site.badLink': 'This link is not valid (or no longer is). Open the link of your confirmation mail again.',
  'errors.site.holdGone': 'Your room was held until {time} and has been released. Search again: it may still be free.',
  'errors.site.cancelClosed': 'This booking can no longer be cancelled here: {reason}. Contact the hotel.',
  'errors.site.cancelClosed.notRefundable': 'its rate is not refundable',
  'errors.site.cancelClosed.tooLate': 'its free cancellation has ended',
  'errors.site.cancelClosed.notBooked': 'it is no longer an upcoming stay',
} as const;
