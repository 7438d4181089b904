import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buildings, floors, zones } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { assertOwned, countUses, unique } from './owned.ts';

/** Buildings, floors and zones of a hotel: create, rename, delete (refused while something is in them). */

export async function saveBuilding(db: Db, o: { groupId: number; buildingId?: number | undefined; name: string }): Promise<{ buildingId: number }> {
  if (o.buildingId !== undefined) {
    await assertOwned(db, 'building', o.buildingId, o.groupId);
    await unique({ kind: 'building', name: o.name }, () => db.update(buildings).set({ name: o.name }).where(eq(buildings.buildingId, o.buildingId!)));
    return { buildingId: o.buildingId };
  }
  const [row] = await unique({ kind: 'building', name: o.name }, () =>
    db.insert(buildings).values({ groupId: o.groupId, name: o.name }).returning({ buildingId: buildings.buildingId }),
  );
  return row!;
}

export async function deleteBuilding(db: Db, o: { groupId: number; buildingId: number }): Promise<void> {
  await assertOwned(db, 'building', o.buildingId, o.groupId, 'id');
  const n = await countUses(db, 'floors', 'building_id', o.buildingId);
  if (n > 0)
    throw conflict(`Building ${o.buildingId} still has ${n} floor(s); move or delete them first.`, {
      key: 'errors.hk.buildingHasFloors',
      params: { count: n },
    });
  await db.delete(buildings).where(and(eq(buildings.buildingId, o.buildingId), eq(buildings.groupId, o.groupId)));
}

export async function saveFloor(
  db: Db,
  o: { groupId: number; floorId?: number | undefined; buildingId: number; name: string; level: number },
): Promise<{ floorId: number }> {
  await assertOwned(db, 'building', o.buildingId, o.groupId);
  const what = { kind: 'floor', name: o.name } as const;
  if (o.floorId !== undefined) {
    await assertOwned(db, 'floor', o.floorId, o.groupId);
    await unique(what, () => db.update(floors).set({ buildingId: o.buildingId, name: o.name, level: o.level }).where(eq(floors.floorId, o.floorId!)));
    return { floorId: o.floorId };
  }
  const [row] = await unique(what, () =>
    db.insert(floors).values({ groupId: o.groupId, buildingId: o.buildingId, name: o.name, level: o.level }).returning({ floorId: floors.floorId }),
  );
  return row!;
}

export async function deleteFloor(db: Db, o: { groupId: number; floorId: number }): Promise<void> {
  await assertOwned(db, 'floor', o.floorId, o.groupId, 'id');
  const n = await countUses(db, 'rooms', 'floor_id', o.floorId);
  if (n > 0)
    throw conflict(`Floor ${o.floorId} still has ${n} room(s); move them to another floor first.`, { key: 'errors.hk.floorHasRooms', params: { count: n } });
  await db.delete(floors).where(eq(floors.floorId, o.floorId));
}

export async function saveZone(db: Db, o: { groupId: number; zoneId?: number | undefined; name: string }): Promise<{ zoneId: number }> {
  if (o.zoneId !== undefined) {
    await assertOwned(db, 'zone', o.zoneId, o.groupId);
    await unique({ kind: 'zone', name: o.name }, () => db.update(zones).set({ name: o.name }).where(eq(zones.zoneId, o.zoneId!)));
    return { zoneId: o.zoneId };
  }
  const [row] = await unique({ kind: 'zone', name: o.name }, () =>
    db.insert(zones).values({ groupId: o.groupId, name: o.name }).returning({ zoneId: zones.zoneId }),
  );
  return row!;
}

export async function deleteZone(db: Db, o: { groupId: number; zoneId: number }): Promise<void> {
  await assertOwned(db, 'zone', o.zoneId, o.groupId, 'id');
  // Rooms of the zone simply leave it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`update rooms set zone_id = null where zone_id = ${o.zoneId}`);
    await tx.delete(zones).where(eq(zones.zoneId, o.zoneId));
  });
}
