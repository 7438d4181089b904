/**
 * The details of the audit events the server records (audit_events.detail_key, detail_params,
 * migration 0043), said in the reader's language on the activity report and its exports. The
 * English text is also what the `detail` column keeps. Money parameters are minor units with a
 * `currency` parameter (declared in audit-money.ts); days are YYYY-MM-DD.
 */
export const auditDetailsEn = {
  'audit.detail.wallet.noLimitYet': 'Limit 0 until one is set',
  'audit.detail.wallet.limitWas': 'Was {was}',
  'audit.detail.wallet.paidOfLimit': 'Paid {spent} of {limit}',
  'audit.detail.order.staysNumbered': '{count, plural, one {Stay numbered} other {Stays numbered}} {numbers}',
  // The reason as the clerk typed it.
  'audit.detail.stay.cancelled': 'Cancellation fee {price}; reason: {reason}',
  'audit.detail.stay.arrivalWas': 'Arrival was {day}',
  'audit.detail.stay.movedOn': 'Moved on {day}',
  'audit.detail.room.closed': 'Room closed',
  'audit.detail.closing.daily':
    '{nights, plural, one {# night} other {# nights}} posted, {noShows, plural, one {# no-show} other {# no-shows}}, {sold}/{available} rooms sold, revenue {revenue}',
} as const;

export type AuditDetailKey = keyof typeof auditDetailsEn;
