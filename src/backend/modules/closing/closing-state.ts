import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessDays } from '../../db/schema/index.ts';
import { addDays } from '../../../lib/domain/days.ts';

/**
 * Where a hotel's night audit stands: the last closed day and the business date, the day after it
 * (the hotel's calendar day before its first closing). The header marks the business date when it
 * differs from the calendar day: the audit has not run.
 */
export interface ClosingState {
  lastClosed: string | null;
  businessDate: string;
}

export async function findClosingState(db: Db, opts: { groupId: number; today: string }): Promise<ClosingState> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${businessDays.day})::text` })
    .from(businessDays)
    .where(eq(businessDays.groupId, opts.groupId));
  const lastClosed = row?.day ?? null;
  return { lastClosed, businessDate: lastClosed ? addDays(lastClosed, 1) : opts.today };
}
