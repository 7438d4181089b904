import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { equipment } from '../../db/schema/index.ts';
import type { Photo, TEquipmentDto } from '../../../lib/domain/housekeeping-dto.ts';
import { assertOwned } from './owned.ts';
import { assertPhotosStored } from './store-photo.ts';

export interface EquipmentInput {
  equipmentId?: number | undefined;
  roomId: number;
  type: string;
  serial: string;
  mark: string;
  photos: Photo[];
}

/** Creates or edits an equipment of a room of the hotel; photos must have been stored for this hotel. */
export async function saveEquipment(db: Db, o: { groupId: number; filesDir: string; item: EquipmentInput }): Promise<{ equipmentId: number }> {
  const e = o.item;
  await assertOwned(db, 'room', e.roomId, o.groupId);
  await assertPhotosStored(o.filesDir, o.groupId, e.photos);
  const values = { roomId: e.roomId, type: e.type, serial: e.serial, mark: e.mark, photos: e.photos };
  if (e.equipmentId !== undefined) {
    await assertOwned(db, 'equipment', e.equipmentId, o.groupId);
    await db
      .update(equipment)
      .set(values)
      .where(and(eq(equipment.equipmentId, e.equipmentId), eq(equipment.groupId, o.groupId)));
    return { equipmentId: e.equipmentId };
  }
  const [row] = await db
    .insert(equipment)
    .values({ groupId: o.groupId, ...values })
    .returning({ equipmentId: equipment.equipmentId });
  return row!;
}

export async function deleteEquipment(db: Db, o: { groupId: number; equipmentId: number }): Promise<void> {
  await assertOwned(db, 'equipment', o.equipmentId, o.groupId, 'id');
  await db.delete(equipment).where(eq(equipment.equipmentId, o.equipmentId));
}

/** A room's equipment, each with whether an intervention is open on it. */
export async function listEquipment(db: Db, o: { groupId: number; roomId: number }): Promise<TEquipmentDto[]> {
  return rowsOf<TEquipmentDto>(
    db,
    sql`select e.equipment_id as "equipmentId", e.room_id as "roomId", e.type, e.serial, e.mark, e.photos,
      exists (select 1 from intervention_instances i where i.equipment_id = e.equipment_id and i.status = 'OPEN') as "needsIntervention"
    from equipment e where e.room_id = ${o.roomId} and e.group_id = ${o.groupId} order by e.type, e.equipment_id`,
  );
}
