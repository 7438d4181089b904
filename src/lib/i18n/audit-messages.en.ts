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
} as const;

export type AuditMessageKey = keyof typeof auditMessagesEn;
