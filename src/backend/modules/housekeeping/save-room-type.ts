import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomTypes } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import type { Photo } from '../../../lib/domain/housekeeping-dto.ts';
import { assertOwned, countUses, unique } from './owned.ts';
import { assertPhotosStored } from './store-photo.ts';

export interface RoomTypeInput {
  id?: number | undefined;
  code: string;
  name: string;
  capacity: number;
  baseRateMinor: number;
  photos: Photo[];
}

/** Creates or edits a room type (code unique in the hotel: 409); its photos must be files stored through POST /photos. */
export async function saveRoomType(db: Db, o: { groupId: number; dataDir: string; type: RoomTypeInput }): Promise<{ id: number }> {
  const t = o.type;
  await assertPhotosStored(o.dataDir, o.groupId, t.photos);
  const values = { code: t.code, name: t.name, capacity: t.capacity, baseRateMinor: t.baseRateMinor, photos: t.photos };
  return unique({ kind: 'roomType', name: t.code, field: 'code' }, async () => {
    if (t.id !== undefined) {
      await assertOwned(db, 'roomType', t.id, o.groupId, 'id');
      await db
        .update(roomTypes)
        .set(values)
        .where(and(eq(roomTypes.roomTypeId, t.id), eq(roomTypes.groupId, o.groupId)));
      return { id: t.id };
    }
    const [row] = await db
      .insert(roomTypes)
      .values({ groupId: o.groupId, ...values })
      .returning({ id: roomTypes.roomTypeId });
    return row!;
  });
}

/** Deletes a room type no room and no booking uses (409 otherwise). */
export async function deleteRoomType(db: Db, o: { groupId: number; id: number }): Promise<void> {
  await assertOwned(db, 'roomType', o.id, o.groupId, 'id');
  const used = (await countUses(db, 'rooms', 'room_type_id', o.id)) + (await countUses(db, 'reservations', 'room_type_id', o.id));
  if (used > 0)
    throw conflict(`Room type ${o.id} is used by ${used} room(s) or booking(s); it cannot be deleted.`, {
      key: 'errors.hk.roomTypeUsed',
      params: { count: used },
    });
  await db.transaction(async (tx) => {
    for (const table of ['room_rates', 'child_rate_bands', 'inventory_holds', 'interventions'] as const) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where room_type_id = ${o.id}`);
    }
    await tx.delete(roomTypes).where(eq(roomTypes.roomTypeId, o.id));
  });
}
