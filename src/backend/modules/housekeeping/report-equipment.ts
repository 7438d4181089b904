import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { equipment, interventionInstances } from '../../db/schema/index.ts';
import { notFound, pgErrorCode, word } from '../../http/errors.ts';

/**
 * Reports an equipment of a room as needing an intervention ('Nécessite intervention'): one open
 * intervention instance per equipment (a unique index), so pressing twice or a report resent
 * from an offline phone changes nothing more. Returns the open instance.
 */
export async function reportEquipment(
  db: Db,
  o: { groupId: number; roomId?: number; equipmentId: number; today: string; source: 'qr' | 'staff'; userId: number | null; note?: string },
): Promise<{ interventionInstanceId: number; created: boolean }> {
  const [item] = await db
    .select({ roomId: equipment.roomId })
    .from(equipment)
    .where(
      and(eq(equipment.equipmentId, o.equipmentId), eq(equipment.groupId, o.groupId), o.roomId === undefined ? undefined : eq(equipment.roomId, o.roomId)),
    );
  if (!item)
    throw notFound(`equipmentId: ${o.roomId === undefined ? `hotel ${o.groupId}` : 'this room'} has no equipment ${o.equipmentId}.`, {
      key: 'errors.hk.noSuch',
      params: { thing: word('errors.thing.equipment') },
    });
  const open = () =>
    db
      .select({ id: interventionInstances.interventionInstanceId })
      .from(interventionInstances)
      .where(and(eq(interventionInstances.equipmentId, o.equipmentId), eq(interventionInstances.status, 'OPEN')));
  const [existing] = await open();
  if (existing) return { interventionInstanceId: existing.id, created: false };
  try {
    const [row] = await db
      .insert(interventionInstances)
      .values({
        groupId: o.groupId,
        roomId: item.roomId,
        equipmentId: o.equipmentId,
        day: o.today,
        source: o.source,
        reportedBy: o.userId,
        note: o.note ?? '',
      })
      .returning({ id: interventionInstances.interventionInstanceId });
    return { interventionInstanceId: row!.id, created: true };
  } catch (err) {
    // Two presses at once: the unique index kept one; answer with it.
    if (pgErrorCode(err) !== '23505') throw err;
    const [again] = await open();
    return { interventionInstanceId: again!.id, created: false };
  }
}

/** The room page's equipment cards: first photo and whether an intervention is open. */
export async function listRoomEquipmentCards(db: Db, o: { roomId: number }) {
  return rowsOf<{ equipmentId: number; type: string; serial: string; mark: string; photo: string | null; needsIntervention: boolean }>(
    db,
    sql`select e.equipment_id as "equipmentId", e.type, e.serial, e.mark, e.photos->0->>'url' as photo,
      exists (select 1 from intervention_instances i where i.equipment_id = e.equipment_id and i.status = 'OPEN') as "needsIntervention"
    from equipment e where e.room_id = ${o.roomId} order by e.type, e.equipment_id`,
  );
}
