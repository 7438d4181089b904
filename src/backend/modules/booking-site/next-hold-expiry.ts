import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';

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
