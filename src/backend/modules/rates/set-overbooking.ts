import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affectedRows } from '../../core/rows.ts';
import { invalid } from '../../http/errors.ts';
import { daysBetween } from '../../../lib/domain/days.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import { auditRates, rangeParams } from './rates-audit.ts';
import { checkRoomTypes } from './check-room-types.ts';
import type { TOverbookingEdit } from './rates.schemas.ts';

/**
 * Sets how many units of room types the hotel accepts to sell beyond its rooms on the chosen
 * nights (0 removes the allowance). Only the type-level count moves: a room still never holds
 * two stays. Audited.
 */
export async function setOverbooking(db: Db, o: { groupId: number; user: SessionUser; edit: TOverbookingEdit }): Promise<{ cells: number }> {
  const { groupId, edit } = o;
  if (daysBetween(edit.from, edit.to) + 1 > 366)
    throw invalid('to', 'one action covers at most 366 days', { key: 'errors.rates.tooManyDays', params: { max: 366 } });
  const types = await checkRoomTypes(db, { groupId, roomTypeIds: edit.roomTypeIds });
  const typeList = sql`string_to_array(${edit.roomTypeIds.join(',')}::text, ',')::int[]`;
  const days = sql`(select d::date as day from generate_series(${edit.from}::date, ${edit.to}::date, interval '1 day') d
    where extract(dow from d)::int = any(string_to_array(${edit.weekdays.join(',')}::text, ',')::int[]))`;
  return db.transaction(async (tx) => {
    const cells =
      edit.units === 0
        ? await affectedRows(
            tx,
            sql`delete from overbooking_allowances where group_id = ${groupId} and room_type_id = any(${typeList}) and day in (select day from ${days} x)`,
          )
        : await affectedRows(
            tx,
            sql`insert into overbooking_allowances (group_id, room_type_id, day, units)
          select ${groupId}, t, d.day, ${edit.units} from unnest(${typeList}) t cross join ${days} d
          on conflict (room_type_id, day) do update set units = excluded.units`,
          );
    const range = rangeParams(edit.units === 0 ? 'audit.msg.rates.overbookingCleared' : 'audit.msg.rates.overbooking', edit.from, edit.to, edit.weekdays);
    await auditRates(tx, {
      groupId,
      user: o.user,
      text: { key: range.key, params: { ...range.params, units: edit.units, roomTypes: types.map((t) => t.name).join(', '), cells } },
    });
    return { cells };
  });
}
