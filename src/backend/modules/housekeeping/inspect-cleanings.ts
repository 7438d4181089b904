import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import type { InspectionResult, TInspectResultDto } from '../../../lib/domain/housekeeping-reports-dto.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { roomStateAfterVerdict } from './housekeeping-report-rules.ts';
import type { Marker } from './mark-rooms.ts';
import { rowsOf } from '../../core/rows.ts';
import { list } from '../../../lib/domain/error-params.ts';

interface Target {
  cleaning_id: number;
  room_id: number;
  room_name: string;
  day: string;
  status: HousekeepingStatus;
  verdict: string | null;
  latest: boolean;
  maid: string | null;
}

/**
 * A supervisor's verdict on some cleanings, in one transaction: each gets its verdict row (one
 * per cleaning: a second verdict is a 409 naming the rooms), an inspected cleaning is stamped as
 * Room Status does, and the room's state follows when the cleaning is its latest of today
 * (inspected, or dirty again on a rejection). Audited per room: 23 inspected, 24 rejected with the note.
 * Any cleaning not of this hotel refuses the whole call (404 naming them).
 */
export async function inspectCleanings(
  db: Db,
  opts: {
    groupId: number;
    today: string;
    cleaningIds: readonly number[];
    result: InspectionResult;
    note: string;
    user: Marker;
    now: Date;
  },
): Promise<TInspectResultDto> {
  const ids = [...new Set(opts.cleaningIds)];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    // The rooms first (as Room Status marks them), so a marking and a verdict on one room queue up.
    await tx.execute(
      sql`select r.room_id from rooms r where r.group_id = ${opts.groupId} and r.room_id in (select room_id from room_cleanings where cleaning_id in (${idList})) order by r.room_id for update`,
    );
    const found = await rowsOf<Target>(
      tx,
      sql`
      select c.cleaning_id, c.room_id, r.name as room_name, c.day::text as day, r.housekeeping_status as status, m.name as maid,
        coalesce(i.result, case when c.inspected_at is not null then 'INSPECTED' end) as verdict,
        c.day = ${opts.today}::date and not exists (select 1 from room_cleanings l where l.room_id = c.room_id and (l.cleaned_at, l.cleaning_id) > (c.cleaned_at, c.cleaning_id)) as latest
      from room_cleanings c join rooms r on r.room_id = c.room_id
        left join room_inspections i on i.cleaning_id = c.cleaning_id
        left join maid_assignments a on a.room_id = c.room_id and a.day = c.day
        left join house_maids m on m.house_maid_id = coalesce(c.house_maid_id, a.house_maid_id)
      where c.group_id = ${opts.groupId} and c.cleaning_id in (${idList})
      order by c.cleaning_id`,
    );
    const missing = ids.filter((id) => !found.some((c) => c.cleaning_id === id));
    if (missing.length)
      throw notFound(`cleaningIds: hotel ${opts.groupId} has no cleaning ${missing.slice(0, 10).join(', ')}; nothing was recorded.`, {
        key: 'errors.hk.noSuchCleaning',
      });
    const done = found.filter((c) => c.verdict !== null);
    if (done.length) {
      throw conflict(
        `Room ${done
          .slice(0, 10)
          .map((c) => `${c.room_name} (${c.day})`)
          .join(
            ', ',
          )} was already ${done.length === 1 ? (done[0]!.verdict === 'REJECTED' ? 'rejected' : 'inspected') : 'verified'}; reload the list, nothing was recorded.`,
        { key: 'errors.hk.alreadyInspected', params: { rooms: list(done.slice(0, 10).map((c) => c.room_name)) } },
      );
    }
    const at = opts.now.toISOString();
    for (const c of found) {
      await tx.execute(sql`insert into room_inspections (group_id, room_id, cleaning_id, day, result, note, inspected_at, inspected_by)
        values (${opts.groupId}, ${c.room_id}, ${c.cleaning_id}, ${c.day}::date, ${opts.result}, ${opts.note}, ${at}::timestamptz, ${opts.user.userId})`);
      if (opts.result === 'INSPECTED') {
        await tx.execute(
          sql`update room_cleanings set inspected_at = ${at}::timestamptz, inspected_by = ${opts.user.userId} where cleaning_id = ${c.cleaning_id}`,
        );
      }
      const next = roomStateAfterVerdict(opts.result, { latestOfToday: c.latest, current: c.status });
      if (next) await tx.execute(sql`update rooms set housekeeping_status = ${next}, status_changed_at = ${at}::timestamptz where room_id = ${c.room_id}`);
      await recordAuditEvent(tx, {
        groupId: opts.groupId,
        user: opts.user.userId === null ? null : { userId: opts.user.userId, name: opts.user.name },
        typeId: opts.result === 'INSPECTED' ? AUDIT.ROOM_CLEANED : AUDIT.ROOM_DIRTY,
        text: {
          key:
            opts.result === 'INSPECTED'
              ? c.maid
                ? 'audit.msg.room.inspectedCleanedBy'
                : 'audit.msg.room.inspected'
              : c.maid
                ? 'audit.msg.room.rejectedCleanedBy'
                : 'audit.msg.room.rejected',
          params: { room: c.room_name, maid: c.maid ?? '', note: opts.note ?? '' },
        },
        itemId: c.room_id,
        itemNumber: c.room_name,
        detailText:
          opts.result === 'INSPECTED'
            ? { key: 'audit.detail.room.marked', params: { status: 'audit.word.room.INSPECTED' } }
            : { key: 'audit.detail.room.rejected', params: { note: opts.note } },
      });
    }
    return { result: opts.result, count: found.length };
  });
}
