import type { Db } from '../../db/client.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { recordAuditEvent } from '../audit/index.ts';

/** Records a rate management change (audit 70) in the write's transaction. */
export async function auditRates(tx: Db, o: { groupId: number; user: SessionUser; message: string; detail?: string }): Promise<void> {
  await recordAuditEvent(tx, {
    groupId: o.groupId,
    user: { userId: o.user.userId, name: o.user.name },
    typeId: AUDIT.RATES,
    message: o.message,
    detail: o.detail ?? null,
    priority: 'Normal',
  });
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** '2026-05-01 to 2026-05-31 (Fri, Sat)' — the weekdays only when not all seven. */
export function rangeText(from: string, to: string, weekdays: readonly number[]): string {
  const days = from === to ? from : `${from} to ${to}`;
  return weekdays.length >= 7
    ? days
    : `${days} (${[...weekdays]
        .sort()
        .map((d) => WEEKDAYS[d])
        .join(', ')})`;
}

/** Minor units as '1200.00'. */
export const money = (minor: number): string => (minor / 100).toFixed(2);
