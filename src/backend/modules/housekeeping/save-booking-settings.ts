import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSettings } from '../../db/schema/index.ts';

/**
 * The hotel's link to the external booking system's units list (POST /settings/new): one per
 * hotel, replaced by the next save. The access token is stored, never read back in full.
 */
export async function saveBookingSettings(db: Db, o: { groupId: number; url: string; accessToken: string; userId: number; now: Date }): Promise<TBookingSettingsDto> {
  await db.insert(bookingSettings).values({ groupId: o.groupId, url: o.url, accessToken: o.accessToken, updatedAt: o.now, updatedBy: o.userId })
    .onConflictDoUpdate({ target: bookingSettings.groupId, set: { url: o.url, accessToken: o.accessToken, updatedAt: o.now, updatedBy: o.userId } });
  return findBookingSettings(db, o);
}

export interface TBookingSettingsDto { url: string | null; tokenEnd: string | null; updatedAt: string | null }

export async function findBookingSettings(db: Db, o: { groupId: number }): Promise<TBookingSettingsDto> {
  const res = await db.execute(sql`select url, right(access_token, 4) as "tokenEnd", updated_at as "updatedAt" from booking_settings where group_id = ${o.groupId}`);
  const row = (res as unknown as { rows: { url: string; tokenEnd: string; updatedAt: string | Date }[] }).rows[0];
  return row ? { url: row.url, tokenEnd: row.tokenEnd, updatedAt: new Date(row.updatedAt).toISOString() } : { url: null, tokenEnd: null, updatedAt: null };
}
