import type { TestApi } from '../test-api.ts';
import { FIXTURE } from '../fixtures.ts';
import { insertReturning } from './insert-returning.ts';
import type { RoomHandle } from './rooms.ts';

type Room = Pick<RoomHandle, 'roomId' | 'groupId'>;

export interface HouseMaidHandle {
  houseMaidId: number;
  groupId: number;
  name: string;
}

/** A house maid of a hotel (hotel 1 unless said). */
export async function aHouseMaid(api: TestApi, o: { name: string; groupId?: number; phone?: string }): Promise<HouseMaidHandle> {
  const groupId = o.groupId ?? FIXTURE.hotel1;
  const row = await insertReturning<{ house_maid_id: number }>(api, 'house_maids', { group_id: groupId, name: o.name, phone: o.phone ?? '' }, 'house_maid_id');
  return { houseMaidId: row.house_maid_id, groupId, name: o.name };
}

/** A piece of equipment of a room. */
export async function anEquipment(api: TestApi, room: Room, o: { type: string; serial?: string; mark?: string }): Promise<{ equipmentId: number }> {
  const row = await insertReturning<{ equipment_id: number }>(
    api,
    'equipment',
    {
      group_id: room.groupId,
      room_id: room.roomId,
      type: o.type,
      serial: o.serial ?? '',
      mark: o.mark ?? '',
    },
    'equipment_id',
  );
  return { equipmentId: row.equipment_id };
}

/** A room given to a maid on a day (a departure weighs more than a stay-over), as the sheet of that day left it. */
export async function aMaidAssignment(
  api: TestApi,
  room: Room,
  maid: Pick<HouseMaidHandle, 'houseMaidId'>,
  o: { day: string; kind: 'departure' | 'stayover' },
): Promise<void> {
  await api.database.query(`insert into maid_assignments (group_id, day, room_id, house_maid_id, kind) values ($1, $2, $3, $4, $5)`, [
    room.groupId,
    o.day,
    room.roomId,
    maid.houseMaidId,
    o.kind,
  ]);
}

/** A room cleaned on a day, recorded from the desk or the maid's page (history: the API records today's). */
export async function aRoomCleaning(api: TestApi, room: Room, o: { day: string; source: 'desk' | 'qr' }): Promise<{ cleaningId: number }> {
  const row = await insertReturning<{ cleaning_id: number }>(
    api,
    'room_cleanings',
    { group_id: room.groupId, room_id: room.roomId, day: o.day, source: o.source },
    'cleaning_id',
  );
  return { cleaningId: row.cleaning_id };
}
