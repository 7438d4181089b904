import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from './rows.ts';

/**
 * The hotel's availability stamp: it moves at the commit of every change to what a quote reads
 * (the database's triggers, functions/auberge_availability_touched.sql). Read BEFORE the quote it
 * keeps: the quote then sees data at least as new as the stamp, so a kept quote is never newer
 * than its stamp says, only older, and an older one is read again.
 */
export async function readAvailabilityStamp(db: Db, groupId: number): Promise<number> {
  const [row] = await rowsOf<{ stamp: string }>(db, sql`select ${availabilityStampOf(sql`${groupId}::int`)} as stamp`);
  return Number(row?.stamp ?? 0);
}

/** The stamp as a column of a statement that reads more (0 for a hotel never stamped), as text: `hotel` is its group id. */
export const availabilityStampOf = (hotel: SQL): SQL => sql`coalesce((select s.stamp from availability_stamps s where s.group_id = ${hotel}), 0)::text`;
