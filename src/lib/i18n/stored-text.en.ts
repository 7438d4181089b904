/**
 * Texts the server stores in English (folio lines, order lines, order events), said in the
 * reader's language when shown: each kind is a key, its values the parts stored-text.ts reads.
 */
export const storedTextEn = {
  'stored.roomNight': 'Room night',
  'stored.cancellationFee': 'Cancellation fee',
  'stored.noShowFee': 'No-show fee',
  'stored.cityTax': 'City tax, {adults, plural, one {# adult} other {# adults}}',
  'stored.discountOn': 'Discount on {what}',
  'stored.earlyDeparture': 'Early departure: {nights, plural, one {# night} other {# nights}} not used',
  'stored.roomNights': '{type}, {nights, plural, one {# night} other {# nights}}',
  'stored.roomTypeNights': 'Room type {type}, {nights, plural, one {# night} other {# nights}}',
  'stored.roomTypeDayUse': 'Room type {type}, day use',
  'stored.wallet': 'Wallet purchase: {what}',
  'stored.walletRefund': 'Wallet refund: {what}',
  'stored.entry.charge': '{what}, {day} (order {number})',
  'stored.entry.payment': 'Payment ({method}), order {number}',
  'stored.entry.paymentReversal': 'Reversal of a payment ({method}), order {number}',
  'stored.entry.invoice': 'Invoice {number}',
  'stored.entry.creditNote': 'Credit note {number}',
  'stored.entry.creditNoteNet': 'Credit note {number} ({rate} %)',
  'stored.entry.creditNoteTax': 'Credit note {number}, VAT {rate} %',
  'stored.event.booked': 'Order {number} confirmed: {type} ({where}), {from} to {to}',
  'stored.event.room': 'room {room}',
  'stored.event.noRoom': 'no room yet',
  'stored.event.invoiced': 'Invoice {number} issued to {name}: {amount}',
  'stored.event.credited': 'Credit note {number} on invoice {invoice}: {amount} ({reason})',
  'stored.event.confirmed': 'Order {number} confirmed',
  'stored.event.mailSent': 'Order confirmation sent to {to}',
  'stored.event.mailOutbox': 'Order confirmation kept in the outbox for {to} (no mail server configured)',
  'stored.event.mailFailed': 'Order confirmation to {to} failed: {error}',
} as const;

export type StoredTextKey = keyof typeof storedTextEn;
