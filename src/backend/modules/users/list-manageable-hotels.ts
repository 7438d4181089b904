import type { THotelDto } from '../../../lib/domain/admin-dto.ts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, servicePoints } from '../../db/schema/index.ts';
import type { AdminScope } from './admin-scope.ts';

/** Hotels (never group 0) an administrator manages, each with its active service points. */
export async function listManageableHotels(db: Db, opts: { scope: AdminScope }): Promise<THotelDto[]> {
  const ids = opts.scope.groupIds;
  if (!ids.length) return [];
  const [rows, points] = await Promise.all([
    db.select({ groupId: hotels.groupId, name: hotels.name, code: hotels.code }).from(hotels).where(inArray(hotels.groupId, ids)).orderBy(asc(hotels.groupId)),
    db
      .select({ posId: servicePoints.posId, name: servicePoints.name, code: servicePoints.code, groupId: servicePoints.groupId, active: servicePoints.active })
      .from(servicePoints)
      .where(inArray(servicePoints.groupId, ids))
      .orderBy(asc(servicePoints.posId)),
  ]);
  return rows
    .filter((h) => h.groupId !== 0)
    .map((h) => ({
      ...h,
      servicePoints: points.filter((p) => p.groupId === h.groupId && p.active).map(({ posId, name, code }) => ({ posId, name, code })),
    }));
}
