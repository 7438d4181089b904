import type { Db } from '../../db/client.ts';
import { countAuditEvents, findAuditEvents, type AuditFilter } from './audit-event-data.ts';
import type { TAuditEventDto } from '../../../lib/domain/admin-dto.ts';

/** One page of the activity report, newest first. */
export async function searchAuditEvents(db: Db, opts: { filter: AuditFilter; page: number; size: number }) {
  const [totalElements, content] = await Promise.all([
    countAuditEvents(db, opts.filter),
    findAuditEvents(db, opts.filter, { offset: opts.page * opts.size, limit: opts.size }),
  ]);
  return { content, totalElements, page: opts.page, size: opts.size, from: opts.filter.from, to: opts.filter.to } satisfies {
    content: TAuditEventDto[];
    [k: string]: unknown;
  };
}
