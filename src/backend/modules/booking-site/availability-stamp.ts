import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';

/**
 * The hotel's availability stamp: it moves at the commit of every change to what a quote reads
 * (the database's triggers, functions/auberge_availability_touched.sql). Read BEFORE the quote it
 * keeps: the quote then sees data at least as new as the stamp, so a kept quote is never newer
 * than its stamp says, only older, and an older one is read again.
 */
export async function readAvailabilityStamp(db: Db, groupId: number): Promise<number> {
  const [row] = await rowsOf<{ stamp: string }>(
    db,
    sql`select coalesce((select stamp from availability_stamps where group_id = ${groupId}::int), 0)::text as stamp`,
  );
  return Number(row?.stamp ?? 0);
}

/**
 * When the first hold counted over [checkin, checkout) expires (epoch ms; null: none will): a hold
 * frees its unit by time, with no write, so a quote that counted it is good until then only.
 */
export async function nextHoldExpiry(db: Db, o: { groupId: number; checkin: string; checkout: string; now: Date }): Promise<number | null> {
  const [row] = await rowsOf<{ at: string | null }>(
    db,
    sql`select (extract(epoch from min(h.expires_at)) * 1000)::bigint::text as at from inventory_holds h
      where h.group_id = ${o.groupId}::int and h.status = 'held' and h.expires_at > ${o.now.toISOString()}::timestamptz
        and h.checkin < ${o.checkout}::date and h.checkout > ${o.checkin}::date`,
  );
  return row?.at == null ? null : Number(row.at);
}
