import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listFloors } from './list-floors-and-buildings.ts';
import type { TInspectionListDto, TInspectionRowDto } from '../../../lib/domain/housekeeping-reports-dto.ts';
import type { TInspectionQuery } from './housekeeping-reports.schemas.ts';
import { assertOwned } from './owned.ts';
import { rowsOf } from '../../core/rows.ts';

/**
 * Verification: a day's cleanings with who cleaned them and, once inspected, the verdict and who
 * gave it. A cleaning inspected on Room Status (no verdict row) reads as inspected. `pending` keeps
 * the cleanings still waiting for a supervisor; the counts are the whole day's.
 */
export async function listInspections(db: Db, opts: { groupId: number; today: string; query: Omit<TInspectionQuery, 'group'> }): Promise<TInspectionListDto> {
  const { groupId, query: q } = opts;
  const day = q.day ?? opts.today;
  if (q.floor !== undefined) await assertOwned(db, 'floor', q.floor, groupId, 'floor');
  const floor = q.floor ?? null;
  const tz = sql`(select timezone from hotels where group_id = ${groupId})`;
  const [floors, res] = await Promise.all([
    listFloors(db, groupId),
    rowsOf<TInspectionRowDto>(
      db,
      sql`
      select c.cleaning_id as "cleaningId", c.day::text as day, c.room_id as "roomId", r.name as "roomName", f.name as "floorName", r.housekeeping_status as "roomStatus",
        m.name as "maidName", to_char(c.cleaned_at at time zone ${tz}, 'HH24:MI') as "cleanedAt", cu.name as "cleanedBy", c.source,
        coalesce(i.result, case when c.inspected_at is not null then 'INSPECTED' end) as result,
        to_char(coalesce(i.inspected_at, c.inspected_at) at time zone ${tz}, 'HH24:MI') as "inspectedAt",
        iu.name as "inspectedBy", coalesce(i.note, '') as note
      from room_cleanings c join rooms r on r.room_id = c.room_id left join floors f on f.floor_id = r.floor_id
        left join maid_assignments a on a.room_id = c.room_id and a.day = c.day
        left join house_maids m on m.house_maid_id = coalesce(c.house_maid_id, a.house_maid_id)
        left join users cu on cu.user_id = c.cleaned_by
        left join room_inspections i on i.cleaning_id = c.cleaning_id
        left join users iu on iu.user_id = coalesce(i.inspected_by, c.inspected_by)
      where c.group_id = ${groupId} and c.day = ${day}::date and (${floor}::int is null or r.floor_id = ${floor}::int)
      order by f.level nulls last, r.name, c.cleaned_at`,
    ),
  ]);
  const all = res;
  const counts = { cleaned: all.length, pending: 0, inspected: 0, rejected: 0 };
  for (const r of all) {
    if (r.result === 'INSPECTED') counts.inspected += 1;
    else if (r.result === 'REJECTED') counts.rejected += 1;
    else counts.pending += 1;
  }
  const rows = (q.show ?? 'pending') === 'pending' ? all.filter((r) => r.result === null) : all;
  return { day, today: opts.today, floors, rows, counts };
}
