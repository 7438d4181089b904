import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlInstant } from '../../core/rows.ts';
import { bookingSettings } from '../../db/schema/index.ts';
import type { TBookingSettingsDto } from '../../../lib/domain/housekeeping-dto.ts';
export type { TBookingSettingsDto };

/**
 * The hotel's link to the external booking system's units list (POST /settings/new): one per
 * hotel, replaced by the next save. The access token is stored, never read back in full.
 */
export async function saveBookingSettings(
  db: Db,
  o: { groupId: number; url: string; accessToken: string; userId: number; now: Date },
): Promise<TBookingSettingsDto> {
  await db
    .insert(bookingSettings)
    .values({ groupId: o.groupId, url: o.url, accessToken: o.accessToken, updatedAt: o.now, updatedBy: o.userId })
    .onConflictDoUpdate({ target: bookingSettings.groupId, set: { url: o.url, accessToken: o.accessToken, updatedAt: o.now, updatedBy: o.userId } });
  return findBookingSettings(db, o);
}

/** A timestamptz read raw: a Date from node-postgres, text from PGlite. */
const ZSettingsRow = z.object({ url: z.string(), tokenEnd: z.string(), updatedAt: sqlInstant });

export async function findBookingSettings(db: Db, o: { groupId: number }): Promise<TBookingSettingsDto> {
  const [row] = await rowsOf(
    db,
    sql`select url, right(access_token, 4) as "tokenEnd", updated_at as "updatedAt" from booking_settings where group_id = ${o.groupId}`,
    ZSettingsRow,
  );
  return row ?? { url: null, tokenEnd: null, updatedAt: null };
}
