import { sql, type SQL } from 'drizzle-orm';
import type { TRoomStatusCountsDto } from '../../../lib/domain/dashboard-dto.ts';
export type { TRoomStatusCountsDto };

/** The hotel's active rooms by housekeeping status, in one pass over its rooms: a query giving one JSON object (read by toRoomStatusCounts). */
export function roomStatusCountsQuery(groupId: number): SQL {
  return sql`select json_build_object('total', count(*), 'clean', count(*) filter (where housekeeping_status = 'CLEAN'),
    'dirty', count(*) filter (where housekeeping_status = 'DIRTY'), 'inspected', count(*) filter (where housekeeping_status = 'INSPECTED'),
    'outOfOrder', count(*) filter (where housekeeping_status = 'OUT_OF_ORDER'))
    from rooms where group_id = ${groupId} and active`;
}

export function toRoomStatusCounts(j: Partial<Record<keyof TRoomStatusCountsDto, number | string>> | null): TRoomStatusCountsDto {
  return {
    total: Number(j?.total ?? 0),
    clean: Number(j?.clean ?? 0),
    dirty: Number(j?.dirty ?? 0),
    inspected: Number(j?.inspected ?? 0),
    outOfOrder: Number(j?.outOfOrder ?? 0),
  };
}
