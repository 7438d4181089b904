import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buildings, floors } from '../../db/schema/index.ts';

/** A hotel's buildings and floors (filters and forms), floors by level. */
export async function listFloorsAndBuildings(db: Db, opts: { groupId: number }) {
  const [b, f] = await Promise.all([
    db
      .select({ buildingId: buildings.buildingId, name: buildings.name })
      .from(buildings)
      .where(eq(buildings.groupId, opts.groupId))
      .orderBy(asc(buildings.name)),
    db
      .select({ floorId: floors.floorId, name: floors.name, buildingId: floors.buildingId, level: floors.level })
      .from(floors)
      .where(eq(floors.groupId, opts.groupId))
      .orderBy(asc(floors.level), asc(floors.name)),
  ]);
  return { buildings: b, floors: f };
}

/** A hotel's floors by level (the housekeeping reports' floor filter). */
export function listFloors(db: Db, groupId: number): Promise<{ floorId: number; name: string }[]> {
  return db.select({ floorId: floors.floorId, name: floors.name }).from(floors).where(eq(floors.groupId, groupId)).orderBy(asc(floors.level), asc(floors.name));
}
