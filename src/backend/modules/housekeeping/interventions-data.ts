import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { interventionInstances, interventions } from '../../db/schema/index.ts';
import { conflict, notFound, word } from '../../http/errors.ts';
import type { TInterventionDto, TInterventionInstanceDto, TPageDto } from '../../../lib/domain/housekeeping-dto.ts';
import { assertOwned } from './owned.ts';
import { rowsOf } from '../../core/rows.ts';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** Intervention instances of a hotel, newest first, with their room, equipment and type. */
async function selectInstances(
  db: Db,
  o: { groupId: number; where?: SQL | undefined; limit: number; offset: number },
): Promise<TPageDto<TInterventionInstanceDto>> {
  const where = sql`i.group_id = ${o.groupId} ${o.where ? sql`and ${o.where}` : sql``}`;
  const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from intervention_instances i where ${where}`);
  const rows = await rowsOf<Omit<TInterventionInstanceDto, 'reportedAt' | 'closedAt'> & { reportedAt: string | Date; closedAt: string | Date | null }>(
    db,
    sql`
    select i.intervention_instance_id as "interventionInstanceId", i.room_id as "roomId", r.name as "roomName", i.equipment_id as "equipmentId",
      e.type as "equipmentType", i.intervention_id as "interventionId", t.name as "interventionName", i.day::text as day, i.status, i.source,
      i.reported_at as "reportedAt", i.closed_at as "closedAt", i.note, i.assigned_to as "assignedTo", au.name as "assignedName"
    from intervention_instances i join rooms r on r.room_id = i.room_id left join users au on au.user_id = i.assigned_to
    left join equipment e on e.equipment_id = i.equipment_id left join interventions t on t.intervention_id = i.intervention_id
    where ${where} order by i.reported_at desc, i.intervention_instance_id desc limit ${o.limit} offset ${o.offset}`,
  );
  return {
    content: rows.map((r) => ({ ...r, reportedAt: iso(r.reportedAt)!, closedAt: iso(r.closedAt) })),
    totalElements: Number(total?.n ?? 0),
    pageNo: Math.floor(o.offset / o.limit),
    pageSize: o.limit,
  };
}

export const pageInstances = (
  db: Db,
  o: { groupId: number; pageNo: number; pageSize: number; status?: 'OPEN' | 'DONE' | undefined; room?: number | undefined },
) => {
  const parts = [o.status ? sql`i.status = ${o.status}` : undefined, o.room ? sql`i.room_id = ${o.room}` : undefined].filter((p) => p !== undefined);
  return selectInstances(db, {
    groupId: o.groupId,
    where: parts.length ? sql.join(parts, sql` and `) : undefined,
    limit: o.pageSize,
    offset: o.pageNo * o.pageSize,
  });
};

/** Open interventions reported on equipment (the maid's button or the staff). */
export const listReported = (db: Db, o: { groupId: number }) =>
  selectInstances(db, { groupId: o.groupId, where: sql`i.status = 'OPEN' and i.equipment_id is not null`, limit: 500, offset: 0 }).then((p) => p.content);

/** Interventions due today: open ones planned for today or earlier. */
export const listToday = (db: Db, o: { groupId: number; today: string }) =>
  selectInstances(db, { groupId: o.groupId, where: sql`i.status = 'OPEN' and i.day <= ${o.today}::date`, limit: 500, offset: 0 }).then((p) => p.content);

export async function listInterventions(db: Db, o: { groupId: number; roomTypeId?: number }): Promise<TInterventionDto[]> {
  return await rowsOf<TInterventionDto>(
    db,
    sql`select i.intervention_id as "interventionId", i.name, i.description, i.every_days as "everyDays",
      i.room_type_id as "roomTypeId", t.code as "roomTypeCode"
    from interventions i left join room_types t on t.room_type_id = i.room_type_id
    where i.group_id = ${o.groupId} ${o.roomTypeId === undefined ? sql`` : sql`and (i.room_type_id = ${o.roomTypeId} or i.room_type_id is null)`}
    order by i.name`,
  );
}

/** Intervention types without any instance yet (getAllInterventions: "unreported"). */
export async function listUnreported(db: Db, o: { groupId: number }): Promise<TInterventionDto[]> {
  const all = await listInterventions(db, o);
  const used = new Set(
    (
      await rowsOf<{ id: number }>(
        db,
        sql`select distinct intervention_id as id from intervention_instances where group_id = ${o.groupId} and intervention_id is not null`,
      )
    ).map((r) => r.id),
  );
  return all.filter((i) => !used.has(i.interventionId));
}

export async function saveIntervention(
  db: Db,
  o: { groupId: number; item: { interventionId?: number | undefined; name: string; description: string; everyDays: number; roomTypeId: number | null } },
): Promise<{ interventionId: number }> {
  const { interventionId, ...values } = o.item;
  if (values.roomTypeId !== null) await assertOwned(db, 'roomType', values.roomTypeId, o.groupId);
  if (interventionId !== undefined) {
    await assertOwned(db, 'intervention', interventionId, o.groupId);
    await db.update(interventions).set(values).where(eq(interventions.interventionId, interventionId));
    return { interventionId };
  }
  const [row] = await db
    .insert(interventions)
    .values({ groupId: o.groupId, ...values })
    .returning({ interventionId: interventions.interventionId });
  return row!;
}

export async function deleteIntervention(db: Db, o: { groupId: number; interventionId: number }): Promise<void> {
  await assertOwned(db, 'intervention', o.interventionId, o.groupId, 'id');
  await db.delete(interventions).where(eq(interventions.interventionId, o.interventionId));
}

/** Plans an intervention in a room (an instance, open). */
export async function createInstance(
  db: Db,
  o: { groupId: number; roomId: number; interventionId: number | null; day: string; note: string; userId: number },
): Promise<{ interventionInstanceId: number }> {
  await assertOwned(db, 'room', o.roomId, o.groupId);
  if (o.interventionId !== null) await assertOwned(db, 'intervention', o.interventionId, o.groupId);
  const [row] = await db
    .insert(interventionInstances)
    .values({ groupId: o.groupId, roomId: o.roomId, interventionId: o.interventionId, day: o.day, note: o.note, source: 'staff', reportedBy: o.userId })
    .returning({ interventionInstanceId: interventionInstances.interventionInstanceId });
  return row!;
}

/** Closes an instance with a note (or reopens it); a closed equipment can be reported again. */
export async function updateInstance(
  db: Db,
  o: { groupId: number; id: number; status: 'OPEN' | 'DONE'; note: string; userId: number; now: Date },
): Promise<void> {
  const done = o.status === 'DONE';
  try {
    const [row] = await db
      .update(interventionInstances)
      .set({ status: o.status, note: o.note, closedAt: done ? o.now : null, closedBy: done ? o.userId : null })
      .where(and(eq(interventionInstances.interventionInstanceId, o.id), eq(interventionInstances.groupId, o.groupId)))
      .returning({ id: interventionInstances.interventionInstanceId });
    if (!row)
      throw notFound(`interventionInstanceId: hotel ${o.groupId} has no intervention instance ${o.id}.`, {
        key: 'errors.hk.noSuch',
        params: { thing: word('errors.thing.interventionInstance') },
      });
  } catch (err) {
    if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
      throw conflict('That equipment already has another open intervention.', { key: 'errors.hk.interventionOpen' });
    throw err;
  }
}

export async function deleteInstance(db: Db, o: { groupId: number; id: number }): Promise<void> {
  await assertOwned(db, 'interventionInstance', o.id, o.groupId, 'id');
  await db.delete(interventionInstances).where(eq(interventionInstances.interventionInstanceId, o.id));
}
