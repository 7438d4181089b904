import type { TestApi } from '../test-api.ts';
import type { AUDIT } from '../../../src/lib/domain/audit-types.ts';

type AuditType = (typeof AUDIT)[keyof typeof AUDIT];

/**
 * An audit event as history: one written before the test (by an older version, or at a local time
 * of the hotel the API would not choose). The API writes the events of what a test does itself.
 */
export async function aPastAuditEvent(
  api: TestApi,
  o: {
    groupId: number;
    typeId: AuditType;
    message: string;
    user?: { userId: number | null; name: string };
    messageKey?: string;
    messageParams?: Record<string, string | number>;
    itemId?: number;
    /** The hotel's local wall-clock time ('2026-03-10 09:30:00'), stored as the instant it is in the hotel's time zone. */
    atLocal?: string;
  },
): Promise<{ auditEventId: number }> {
  const [row] = await api.database.query<{ audit_event_id: number }>(
    `insert into audit_events (group_id, user_id, user_name, type_id, message, message_key, message_params, item_id, created_at)
     select $1, $2, $3, $4, $5, $6, $7::jsonb, $8, coalesce($9::timestamp at time zone h.timezone, now()) from hotels h where h.group_id = $1
     returning audit_event_id::int`,
    [
      o.groupId,
      o.user?.userId ?? null,
      o.user?.name ?? '',
      o.typeId,
      o.message,
      o.messageKey ?? null,
      o.messageParams ? JSON.stringify(o.messageParams) : null,
      o.itemId ?? null,
      o.atLocal ?? null,
    ],
  );
  return { auditEventId: row!.audit_event_id };
}
