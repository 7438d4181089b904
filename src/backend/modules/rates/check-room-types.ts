import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratePlans, roomTypes } from '../../db/schema/index.ts';
import { invalid, word } from '../../http/errors.ts';

/** The named room types, all of the hotel (400 naming `roomTypeIds` otherwise). */
export async function checkRoomTypes(db: Db, o: { groupId: number; roomTypeIds: readonly number[] }): Promise<{ roomTypeId: number; name: string }[]> {
  const ids = [...new Set(o.roomTypeIds)];
  const rows = await db
    .select({ roomTypeId: roomTypes.roomTypeId, name: roomTypes.name })
    .from(roomTypes)
    .where(and(eq(roomTypes.groupId, o.groupId), inArray(roomTypes.roomTypeId, ids)));
  const missing = ids.find((id) => !rows.some((r) => r.roomTypeId === id));
  if (missing !== undefined)
    throw invalid('roomTypeIds', `no room type ${missing} in this hotel`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.roomType') } });
  return rows;
}

/** A plan of the hotel (400 naming `field` otherwise). */
export async function checkPlan(
  db: Db,
  o: { groupId: number; planId: number; field: string },
): Promise<{ planId: number; code: string; name: string; isBase: boolean; parentPlanId: number | null }> {
  const [p] = await db
    .select({ planId: ratePlans.planId, code: ratePlans.code, name: ratePlans.name, isBase: ratePlans.isBase, parentPlanId: ratePlans.parentPlanId })
    .from(ratePlans)
    .where(and(eq(ratePlans.planId, o.planId), eq(ratePlans.groupId, o.groupId)));
  if (!p) throw invalid(o.field, `no rate plan ${o.planId} in this hotel`, { key: 'errors.rates.noPlan' });
  return p;
}
