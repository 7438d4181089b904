/**
 * Messages of the audit events the server records (the activity report). The English text is also
 * what the event's `message` column keeps, so it must read exactly as the events recorded before.
 */
export const auditMessagesEn = {
  'audit.msg.stay.preCheckedIn': 'Reservation {number} pre-checked in',
  'audit.msg.stay.registrationCard': 'Registration card of {firstName} {lastName} recorded on reservation {number}',
  'audit.msg.stay.checkedIn': 'Reservation {number} checked in to room {room}',
  'audit.msg.stay.guestCheckedIn': '{firstName} {lastName} checked in to room {room} on reservation {number}',
  'audit.msg.stay.checkInUndone': 'Check-in of reservation {number} undone',
  'audit.msg.stay.checkedOut': 'Reservation {number} checked out of room {room}',
  'audit.msg.stay.cancelled': 'Reservation {number} cancelled',
  'audit.msg.stay.noShow': 'Reservation {number} marked no-show',
  'audit.msg.stay.rescheduled': 'Reservation {number} rescheduled on the calendar',
  'audit.msg.stay.datesChanged': 'Dates of reservation {number} changed',
  'audit.msg.stay.priceChanged': 'Price of reservation {number} changed',
  'audit.msg.stay.roomAssigned': 'Room {room} assigned to reservation {number}',
  'audit.msg.stay.roomDetached': 'Room {room} detached from reservation {number}',
  'audit.msg.stay.roomMoved': 'Reservation {number} moved from room {from} to room {room}',
  'audit.msg.stay.noteAdded': 'Note added to reservation {number}',
  'audit.msg.stay.tagAttached': 'Card tag {tag} attached to reservation {number}',
  'audit.msg.stay.tagsRemoved': 'Card tags removed from reservation {number}',
  'audit.msg.folio.payment': 'Payment {amount} {currency} by {method} on folio {folio} of order {order}',
  'audit.msg.folio.refund': 'Refund {amount} {currency} by {method} on folio {folio} of order {order}',
  'audit.msg.folio.paymentDeleted': 'Payment {payment} deleted: {amount} {currency} by {method} on folio {folio} ({day})',
  'audit.msg.folio.paymentChanged': 'Payment {payment} changed: {amount} {currency} by {method} → {newAmount} {currency} by {newMethod}',
  'audit.msg.folio.extra': 'Extra {quantity} × {description} ({amount} {currency}) on folio {folio} of order {order}',
  'audit.msg.folio.fee': 'Fee {quantity} × {description} ({amount} {currency}) on folio {folio} of order {order}',
  'audit.msg.folio.chargePriceChanged': 'Price of {description} ({day}) changed from {from} to {to} {currency}',
  'audit.msg.folio.discount': 'Discount on {description} ({day}): {price} → {pay} {currency} ({mode} {value})',
  'audit.msg.folio.added': 'Folio {folio} added to order {order}',
  'audit.msg.folio.addedLabelled': 'Folio {folio} ({label}) added to order {order}',
  'audit.msg.folio.addedForCompany': 'Folio {folio} added to order {order}, paid by company {company}',
  'audit.msg.folio.addedLabelledForCompany': 'Folio {folio} ({label}) added to order {order}, paid by company {company}',
  'audit.msg.folio.routed': '{charges} charge(s), {total} {currency}, routed to folio {folio}',
  'audit.msg.folio.routedToCompany': '{charges} charge(s), {total} {currency}, routed to folio {folio} (company account {company})',
  'audit.msg.folio.cityTax': 'Apply taxes: city tax on {nights} night(s), {persons} person(s) × {amount} {currency}',
  'audit.msg.closing.daily': 'Daily closing of {day}',
} as const;

export type AuditMessageKey = keyof typeof auditMessagesEn;
