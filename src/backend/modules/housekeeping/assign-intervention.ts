import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { interventionInstances } from '../../db/schema/index.ts';
import { AppError, notFound, word } from '../../http/errors.ts';
import type { TAssigneeDto } from '../../../lib/domain/housekeeping-dto.ts';

/** The people an intervention can go to: the hotel's active staff users (partners excluded), by name. */
export async function listAssignees(db: Db, o: { groupId: number }): Promise<TAssigneeDto[]> {
  return rowsOf<TAssigneeDto>(
    db,
    sql`select u.user_id as "userId", u.name from users u
    where u.active and u.customer_id is null
      and (u.group_id = ${o.groupId} or exists (select 1 from user_preferred_hotels p where p.user_id = u.user_id and p.group_id = ${o.groupId}))
    order by u.name, u.user_id`,
  );
}

/** 400 naming assignedTo unless the user is one of the hotel's people. */
export async function assertAssignee(db: Db, o: { groupId: number; assignedTo: number }): Promise<void> {
  if (!(await listAssignees(db, o)).some((a) => a.userId === o.assignedTo))
    throw new AppError('invalid_input', `assignedTo: user ${o.assignedTo} is not a member of hotel ${o.groupId}`, 'assignedTo', {
      key: 'errors.hk.noSuchAssignee',
      params: { id: o.assignedTo },
    });
}

/** Assigns an intervention of the hotel to one of its people (or takes it back with null). */
export async function assignIntervention(db: Db, o: { groupId: number; id: number; assignedTo: number | null }): Promise<void> {
  if (o.assignedTo !== null) await assertAssignee(db, { groupId: o.groupId, assignedTo: o.assignedTo });
  const [row] = await db
    .update(interventionInstances)
    .set({ assignedTo: o.assignedTo })
    .where(and(eq(interventionInstances.interventionInstanceId, o.id), eq(interventionInstances.groupId, o.groupId)))
    .returning({ id: interventionInstances.interventionInstanceId });
  if (!row)
    throw notFound(`interventionInstanceId: hotel ${o.groupId} has no intervention instance ${o.id}.`, {
      key: 'errors.hk.noSuch',
      params: { thing: word('errors.thing.interventionInstance') },
    });
}
