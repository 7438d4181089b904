import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rooms } from '../../db/schema/index.ts';

export interface TRoomStatusCountsDto {
  /** Active rooms of the hotel. */
  total: number;
  clean: number;
  dirty: number;
  inspected: number;
  outOfOrder: number;
}

/** The hotel's active rooms by housekeeping status, in one pass over its rooms. */
export async function countRoomsByStatus(db: Db, opts: { groupId: number }): Promise<TRoomStatusCountsDto> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      clean: sql<number>`count(*) filter (where ${rooms.housekeepingStatus} = 'CLEAN')::int`,
      dirty: sql<number>`count(*) filter (where ${rooms.housekeepingStatus} = 'DIRTY')::int`,
      inspected: sql<number>`count(*) filter (where ${rooms.housekeepingStatus} = 'INSPECTED')::int`,
      outOfOrder: sql<number>`count(*) filter (where ${rooms.housekeepingStatus} = 'OUT_OF_ORDER')::int`,
    })
    .from(rooms)
    .where(and(eq(rooms.groupId, opts.groupId), eq(rooms.active, true)));
  return {
    total: Number(row?.total ?? 0), clean: Number(row?.clean ?? 0), dirty: Number(row?.dirty ?? 0),
    inspected: Number(row?.inspected ?? 0), outOfOrder: Number(row?.outOfOrder ?? 0),
  };
}
