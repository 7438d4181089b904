import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEventTypes } from '../../db/schema/index.ts';
import type { TAuditTypeDto } from '../../../lib/domain/admin-dto.ts';

export async function listAuditEventTypes(db: Db): Promise<TAuditTypeDto[]> {
  return db
    .select({ auditEventTypeId: auditEventTypes.auditEventTypeId, name: auditEventTypes.name, nameFr: auditEventTypes.nameFr })
    .from(auditEventTypes)
    .orderBy(asc(auditEventTypes.auditEventTypeId));
}
