import type { TPartnerCandidate } from '../../../lib/domain/admin-dto.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { likeContains } from './user-data.ts';

/** Companies of a hotel a partner user may book for, by name (case-insensitive contains), first 50. */
export async function findPartnerCandidates(db: Db, opts: { groupId: number; criteria?: string | undefined }): Promise<TPartnerCandidate[]> {
  const pattern = opts.criteria ? likeContains(opts.criteria.toLowerCase()) : undefined;
  return db
    .select({ customerId: customers.customerId, companyName: customers.companyName, city: customers.city, taxId: customers.taxId })
    .from(customers)
    .where(and(eq(customers.groupId, opts.groupId), eq(customers.kind, 'company'), pattern ? sql`lower(${customers.companyName}) like ${pattern}` : undefined))
    .orderBy(asc(sql`lower(${customers.companyName})`), asc(customers.customerId))
    .limit(50);
}
