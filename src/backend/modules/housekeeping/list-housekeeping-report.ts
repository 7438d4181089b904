import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listFloors } from './list-floors-and-buildings.ts';
import { invalid } from '../../http/errors.ts';
import { addDays, daysBetween } from '../../../lib/domain/days.ts';
import type { THkActivityDto, THkAssignmentDto, THkMaidRefDto, THousekeepingReportDto } from '../../../lib/domain/housekeeping-reports-dto.ts';
import { totalsPerMaid } from './housekeeping-report-rules.ts';
import { MAX_REPORT_DAYS, type THousekeepingReportQuery } from './housekeeping-reports.schemas.ts';
import { assertOwned } from './owned.ts';
import { rowsOf } from '../../core/rows.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** The period of a report: the URL's days, today by default; refused (400 naming the field) backwards or too long. */
export function reportPeriod(q: { from?: string | undefined; to?: string | undefined }, today: string): { from: string; to: string } {
  const from = q.from ?? q.to ?? today;
  const to = q.to ?? from;
  if (to < from)
    throw invalid('to', `the period ends (${to}) before it starts (${from}).`, { key: 'errors.period.reversed', params: { from: dayP(from), to: dayP(to) } });
  if (daysBetween(from, to) >= MAX_REPORT_DAYS)
    throw invalid('to', `at most ${MAX_REPORT_DAYS} days at once (${from} to ${addDays(from, MAX_REPORT_DAYS - 1)}).`, {
      key: 'errors.period.tooLong',
      params: { max: MAX_REPORT_DAYS, from: dayP(from), to: dayP(addDays(from, MAX_REPORT_DAYS - 1)) },
    });
  return { from, to };
}

/**
 * What each maid did over a period: the rooms given to her (maid_assignments), the rooms cleaned
 * (room_cleanings: her own "room cleaned" from the QR page, or a clerk's marking on Room Status),
 * the supervisor's verdicts, and the equipment reported, each at its hotel time. A cleaning counts
 * for its own maid, else for the maid the room was given to that day.
 */
export async function listHousekeepingReport(
  db: Db,
  opts: { groupId: number; today: string; query: Omit<THousekeepingReportQuery, 'group'> },
): Promise<THousekeepingReportDto> {
  const { groupId, query: q } = opts;
  const { from, to } = reportPeriod(q, opts.today);
  if (q.maid !== undefined) await assertOwned(db, 'houseMaid', q.maid, groupId, 'maid');
  if (q.floor !== undefined) await assertOwned(db, 'floor', q.floor, groupId, 'floor');
  const maid = q.maid ?? null;
  const floor = q.floor ?? null;
  const tz = sql`(select timezone from hotels where group_id = ${groupId})`;
  const hhmm = (col: string) => sql`to_char(${sql.raw(col)} at time zone ${tz}, 'HH24:MI')`;
  const [maids, floors, assigned, activity] = await Promise.all([
    rowsOf<THkMaidRefDto>(db, sql`select house_maid_id as "houseMaidId", name from house_maids where group_id = ${groupId} order by name`),
    listFloors(db, groupId),
    rowsOf<THkAssignmentDto>(
      db,
      sql`
      select a.day::text as day, a.room_id as "roomId", r.name as "roomName", f.name as "floorName", a.house_maid_id as "houseMaidId", m.name as "maidName", a.kind,
        (select ${hhmm('min(c.cleaned_at)')} from room_cleanings c where c.room_id = a.room_id and c.day = a.day) as "cleanedAt"
      from maid_assignments a join rooms r on r.room_id = a.room_id join house_maids m on m.house_maid_id = a.house_maid_id left join floors f on f.floor_id = r.floor_id
      where a.group_id = ${groupId} and a.day between ${from}::date and ${to}::date
        and (${maid}::int is null or a.house_maid_id = ${maid}::int) and (${floor}::int is null or r.floor_id = ${floor}::int)
      order by a.day, m.name, f.level nulls last, r.name`,
    ),
    rowsOf<THkActivityDto>(
      db,
      sql`
      with ev as (
        select c.day, c.cleaned_at as at, 'CLEANED' as kind, c.room_id, c.house_maid_id as own_maid, c.cleaned_by as by, c.source, '' as detail
          from room_cleanings c where c.group_id = ${groupId} and c.day between ${from}::date and ${to}::date
        union all
        select c.day, i.inspected_at, i.result, c.room_id, c.house_maid_id, i.inspected_by, 'desk', i.note
          from room_inspections i join room_cleanings c on c.cleaning_id = i.cleaning_id
          where i.group_id = ${groupId} and c.day between ${from}::date and ${to}::date
        union all
        select c.day, c.inspected_at, 'INSPECTED', c.room_id, c.house_maid_id, c.inspected_by, 'desk', ''
          from room_cleanings c where c.group_id = ${groupId} and c.day between ${from}::date and ${to}::date and c.inspected_at is not null
            and not exists (select 1 from room_inspections i where i.cleaning_id = c.cleaning_id)
        union all
        select ii.day, ii.reported_at, 'EQUIPMENT', ii.room_id, null, ii.reported_by, ii.source, coalesce(e.type, iv.name, '')
          from intervention_instances ii left join equipment e on e.equipment_id = ii.equipment_id left join interventions iv on iv.intervention_id = ii.intervention_id
          where ii.group_id = ${groupId} and ii.day between ${from}::date and ${to}::date
      )
      select ev.day::text as day, ${hhmm('ev.at')} as time, ev.kind, ev.room_id as "roomId", r.name as "roomName", f.name as "floorName",
        coalesce(ev.own_maid, a.house_maid_id) as "houseMaidId", m.name as "maidName", u.name as "recordedBy", ev.source, ev.detail
      from ev join rooms r on r.room_id = ev.room_id left join floors f on f.floor_id = r.floor_id
        left join maid_assignments a on a.room_id = ev.room_id and a.day = ev.day
        left join house_maids m on m.house_maid_id = coalesce(ev.own_maid, a.house_maid_id)
        left join users u on u.user_id = ev.by
      where (${maid}::int is null or coalesce(ev.own_maid, a.house_maid_id) = ${maid}::int) and (${floor}::int is null or r.floor_id = ${floor}::int)
      order by ev.day, ev.at, r.name`,
    ),
  ]);
  const assignments = assigned;
  const events = activity;
  return {
    from,
    to,
    today: opts.today,
    maids,
    floors,
    ...totalsPerMaid(assignments, events),
    assignments,
    activity: events,
  };
}
