import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, marketSegments, roomTypes } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { TRatesSetupDto } from '../../../lib/domain/rates-dto.ts';
import { listRatePlans } from './list-rate-plans.ts';
import { findBusinessDay } from '../../core/business-day.ts';

/** What the rate screens' forms offer: the hotel's currency and today, its room types, plans, segments and channels. */
export async function readRatesSetup(db: Db, o: { groupId: number; now: Date }): Promise<TRatesSetupDto> {
  const [h] = await db.select({ currency: hotels.currency, timezone: hotels.timezone }).from(hotels).where(eq(hotels.groupId, o.groupId));
  if (!h) throw notFound(`No hotel ${o.groupId}.`, { key: 'errors.notFound.hotel' });
  const [types, plans, segments] = await Promise.all([
    db
      .select({ roomTypeId: roomTypes.roomTypeId, code: roomTypes.code, name: roomTypes.name })
      .from(roomTypes)
      .where(eq(roomTypes.groupId, o.groupId))
      .orderBy(asc(roomTypes.sortOrder), asc(roomTypes.roomTypeId)),
    listRatePlans(db, { groupId: o.groupId }),
    db
      .select({ segmentId: marketSegments.segmentId, name: marketSegments.name, channel: marketSegments.channel })
      .from(marketSegments)
      .where(eq(marketSegments.groupId, o.groupId))
      .orderBy(asc(marketSegments.name)),
  ]);
  const channels = [...new Set([15, ...segments.map((s) => s.channel)])].sort((a, b) => a - b);
  return {
    currency: h.currency,
    today: await findBusinessDay(db, { groupId: o.groupId, timezone: h.timezone, now: o.now }),
    roomTypes: types,
    plans,
    segments,
    channels,
  };
}
