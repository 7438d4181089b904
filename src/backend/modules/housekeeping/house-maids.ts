import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { houseMaids, maidAssignments } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { balanceRooms, cleaningKind, WEIGHT, type CleaningKind } from './balance-rooms.ts';
import { readRoomStates } from './list-room-status.ts';
import { assertOwned, unique } from './owned.ts';
import type { THouseMaidDto, TMaidSheetDto } from '../../../lib/domain/housekeeping-dto.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';
export type { THouseMaidDto, TMaidSheetDto };

export async function listHouseMaids(db: Db, o: { groupId: number }): Promise<THouseMaidDto[]> {
  return db
    .select({ houseMaidId: houseMaids.houseMaidId, name: houseMaids.name, phone: houseMaids.phone, active: houseMaids.active })
    .from(houseMaids)
    .where(eq(houseMaids.groupId, o.groupId))
    .orderBy(asc(houseMaids.name));
}

export async function saveHouseMaid(
  db: Db,
  o: { groupId: number; maid: { houseMaidId?: number | undefined; name: string; phone: string; active: boolean } },
): Promise<{ houseMaidId: number }> {
  const { houseMaidId, ...values } = o.maid;
  return unique({ kind: 'houseMaid', name: values.name }, async () => {
    if (houseMaidId !== undefined) {
      await assertOwned(db, 'houseMaid', houseMaidId, o.groupId);
      await db.update(houseMaids).set(values).where(eq(houseMaids.houseMaidId, houseMaidId));
      return { houseMaidId };
    }
    const [row] = await db
      .insert(houseMaids)
      .values({ groupId: o.groupId, ...values })
      .returning({ houseMaidId: houseMaids.houseMaidId });
    return row!;
  });
}

export async function deleteHouseMaid(db: Db, o: { groupId: number; houseMaidId: number }): Promise<void> {
  await assertOwned(db, 'houseMaid', o.houseMaidId, o.groupId, 'id');
  await db.delete(houseMaids).where(eq(houseMaids.houseMaidId, o.houseMaidId));
}

/** The day's worksheet: each maid's rooms (floor order) and load. */
export async function findMaidSheet(db: Db, o: { groupId: number; day: string }): Promise<TMaidSheetDto> {
  const rows = await rowsOf<{
    houseMaidId: number;
    name: string;
    roomId: number | null;
    roomName: string | null;
    floorName: string | null;
    kind: CleaningKind | null;
  }>(
    db,
    sql`select m.house_maid_id as "houseMaidId", m.name, a.room_id as "roomId", r.name as "roomName", f.name as "floorName", a.kind
    from house_maids m left join maid_assignments a on a.house_maid_id = m.house_maid_id and a.day = ${o.day}::date
    left join rooms r on r.room_id = a.room_id left join floors f on f.floor_id = r.floor_id
    where m.group_id = ${o.groupId} and m.active order by m.name, f.level nulls last, r.name`,
  );
  const maids: TMaidSheetDto['maids'] = [];
  for (const r of rows) {
    let m = maids.find((x) => x.houseMaidId === r.houseMaidId);
    if (!m) maids.push((m = { houseMaidId: r.houseMaidId, name: r.name, load: 0, rooms: [] }));
    if (r.roomId !== null && r.kind) {
      m.rooms.push({ roomId: r.roomId, name: r.roomName ?? '', floorName: r.floorName, kind: r.kind });
      m.load += WEIGHT[r.kind];
    }
  }
  return { day: o.day, maids };
}

/**
 * Today's assignment, balanced by workload (departures weigh more than stay-overs) over the
 * active maids; it replaces the day's assignment in one transaction. Rooms closed tonight and
 * clean empty rooms are left out.
 */
export async function balanceMaidSheet(db: Db, o: { groupId: number; today: string }): Promise<TMaidSheetDto> {
  const rooms = (await readRoomStates(db, { groupId: o.groupId, today: o.today })).flatMap((r) => {
    const kind = cleaningKind({ deskState: r.deskState, cleaningStatus: r.cleaningStatus, closed: r.closureReason !== null });
    return kind ? [{ roomId: r.roomId, kind }] : [];
  });
  const maids = (await listHouseMaids(db, o)).filter((m) => m.active).map((m) => m.houseMaidId);
  const shares = balanceRooms(rooms, maids);
  await db.transaction(async (tx) => {
    await tx.delete(maidAssignments).where(and(eq(maidAssignments.groupId, o.groupId), eq(maidAssignments.day, o.today)));
    const values = [...shares].flatMap(([houseMaidId, list]) =>
      list.map((r) => ({ groupId: o.groupId, day: o.today, roomId: r.roomId, houseMaidId, kind: r.kind })),
    );
    if (values.length) await tx.insert(maidAssignments).values(values);
  });
  return findMaidSheet(db, { groupId: o.groupId, day: o.today });
}

/** Moves one room of the day's sheet to another maid (the assignment is editable). */
export async function reassignRoom(db: Db, o: { groupId: number; day: string; roomId: number; houseMaidId: number }): Promise<void> {
  await assertOwned(db, 'houseMaid', o.houseMaidId, o.groupId);
  await assertOwned(db, 'room', o.roomId, o.groupId);
  const [row] = await db
    .update(maidAssignments)
    .set({ houseMaidId: o.houseMaidId })
    .where(and(eq(maidAssignments.groupId, o.groupId), eq(maidAssignments.day, o.day), eq(maidAssignments.roomId, o.roomId)))
    .returning({ roomId: maidAssignments.roomId });
  if (!row)
    throw notFound(`roomId: room ${o.roomId} is on nobody's sheet for ${o.day}; balance the day first.`, {
      key: 'errors.hk.notOnSheet',
      params: { day: dayP(o.day) },
    });
}
