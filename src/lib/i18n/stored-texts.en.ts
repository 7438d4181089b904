import type { StoredLineKey } from '../domain/stay-lines.ts';

/**
 * The kinds of folio and order lines and of order events the server stores as a key with
 * parameters (order_charges, order_items, order_events: text_key, text_params), said in the
 * reader's language when shown. Under 'folio.' so the folio screen's labels carry them.
 */
export const storedTextsEn = {
  'folio.line.roomNight': 'Room night',
  'folio.line.cancellationFee': 'Cancellation fee',
  'folio.line.noShowFee': 'No-show fee',
  'folio.line.cityTax': 'City tax, {adults, plural, one {# adult} other {# adults}}',
  'folio.line.discountOn': 'Discount on {what}',
  'folio.line.earlyDeparture': 'Early departure: {nights, plural, one {# night} other {# nights}} not used',
  'folio.line.roomNights': '{type}, {nights, plural, one {# night} other {# nights}}',
  'folio.line.roomTypeNights': 'Room type {type}, {nights, plural, one {# night} other {# nights}}',
  'folio.line.roomTypeDayUse': 'Room type {type}, day use',
  'folio.line.wallet': 'Wallet purchase: {what}',
  'folio.line.walletRefund': 'Wallet refund: {what}',
  'folio.event.booked': 'Order {number} confirmed: {type} (room {room}), {from} to {to}',
  'folio.event.bookedNoRoom': 'Order {number} confirmed: {type} (no room yet), {from} to {to}',
  'folio.event.confirmed': 'Order {number} confirmed',
  'folio.event.mailSent': 'Order confirmation sent to {to}',
  'folio.event.mailOutbox': 'Order confirmation kept in the outbox for {to} (no mail server configured)',
  'folio.event.mailFailed': 'Order confirmation to {to} failed: {error}',
  // The bill-to's name and a credit note's reason as typed; the amount in the reader's format.
  'folio.event.invoiced': 'Invoice {number} issued to {name}: {amount}',
  'folio.event.credited': 'Credit note {number} on invoice {invoice}: {amount} ({reason})',
  // A purchase order's events (bo_purchase_order_events); a clerk's note stays as typed.
  'po.event.created': 'Created with {lines, plural, one {# line} other {# lines}}',
  'po.event.validated': 'Validated; waiting for approval',
  'po.event.approved': 'Approved by {name}',
  'po.event.delivery': 'Delivery {number} received ({lines, plural, one {# line} other {# lines}})',
  'po.event.cancelled': 'Cancelled',
  'po.event.mailSent': 'Mail sent to {to}',
  'po.event.mailOutbox': 'Mail to {to} kept in the outbox (no mail server configured)',
  'po.event.mailFailed': 'Mail to {to} refused: {error}',
  'po.event.archived': 'Archived',
  'po.event.restored': 'Taken out of the archive',
} as const satisfies Record<StoredLineKey, string>;

export type { StoredLineKey };
