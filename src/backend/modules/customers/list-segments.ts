import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { marketSegments } from '../../db/schema/index.ts';
import type { TSegmentDto } from './customers.schemas.ts';

/** The market segments of a hotel, by name; `name` keeps those whose name contains it. */
export async function listSegments(db: Db, o: { groupId: number; name?: string | undefined }): Promise<TSegmentDto[]> {
  const name = o.name?.trim().toLowerCase();
  const pattern = name ? `%${escapeLike(name)}%` : undefined;
  return db
    .select({ segmentId: marketSegments.segmentId, name: marketSegments.name, code: marketSegments.code, channel: marketSegments.channel })
    .from(marketSegments)
    .where(and(eq(marketSegments.groupId, o.groupId), pattern ? sql`lower(${marketSegments.name}) like ${pattern}` : undefined))
    .orderBy(asc(marketSegments.name), asc(marketSegments.segmentId));
}
