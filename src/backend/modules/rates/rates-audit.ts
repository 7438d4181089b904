import type { Db } from '../../db/client.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { recordAuditEvent, type AuditDetail, type AuditText } from '../audit/index.ts';

/**
 * Records a rate management change (audit 70) in the write's transaction: a key of the audit
 * catalogue with its params (money in minor units with `currency`, days as YYYY-MM-DD), rendered
 * in the reader's language; `detail` stays the English note for support.
 */
export async function auditRates(tx: Db, o: { groupId: number; user: SessionUser; text: AuditText; detail?: string; detailText?: AuditDetail }): Promise<void> {
  await recordAuditEvent(tx, {
    groupId: o.groupId,
    user: { userId: o.user.userId, name: o.user.name },
    typeId: AUDIT.RATES,
    text: o.text,
    detail: o.detail ?? null,
    ...(o.detailText ? { detailText: o.detailText } : {}),
    priority: 'Normal',
  });
}

/**
 * The days of a range as an audit message's params: `from`, `to` and, when not all seven, the
 * weekdays as codes ('5,6'), with the key of the message that names them (`<key>Days`).
 */
export function rangeParams<K extends string>(
  key: K,
  from: string,
  to: string,
  weekdays: readonly number[],
): { key: K | `${K}Days`; params: Record<string, string> } {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  return days.length >= 7 ? { key, params: { from, to } } : { key: `${key}Days`, params: { from, to, weekdays: days.join(',') } };
}

/** A signed whole percent as the messages write it ('+10', '-5', '0'). */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A demand rule as its audit detail names it: from which occupancy it moves the price, and by how much. */
export const demandRuleDetail = (rule: { minOccupancy: number; adjustPercent: number }): AuditDetail => ({
  key: 'audit.detail.rates.demandRule',
  params: { occupancy: rule.minOccupancy, percent: signed(rule.adjustPercent) },
});

/** Minor units as '1200.00': the English detail a support reader gets. */
export const money = (minor: number): string => (minor / 100).toFixed(2);
