import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound, word } from '../../http/errors.ts';
import type { TBuildingDto, TFloorDto, TPageDto, TRoomDto, TRoomTypeDto, TZoneDto, Photo, RoomTags } from '../../../lib/domain/housekeeping-dto.ts';
import type { HousekeepingStatus } from '../../../lib/domain/rooms-dto.ts';
import { rowsOf } from '../../core/rows.ts';

/** What the property configuration reads: buildings, floors, zones, room types and rooms, with their use counts. */

export async function listBuildings(db: Db, o: { groupId: number }): Promise<TBuildingDto[]> {
  return await rowsOf<TBuildingDto>(
    db,
    sql`select b.building_id as "buildingId", b.name,
      (select count(*)::int from floors f where f.building_id = b.building_id) as floors,
      (select count(*)::int from rooms r join floors f on f.floor_id = r.floor_id where f.building_id = b.building_id) as rooms
    from buildings b where b.group_id = ${o.groupId} order by b.name`,
  );
}

/** Buildings holding rooms of a zone (GET /buildings/buildingsZone/{zoneId}). */
export async function listBuildingsOfZone(db: Db, o: { groupId: number; zoneId: number }): Promise<TBuildingDto[]> {
  const all = await listBuildings(db, o);
  const ids = (
    await rowsOf<{ id: number }>(
      db,
      sql`select distinct f.building_id as id from rooms r join floors f on f.floor_id = r.floor_id
    where r.zone_id = ${o.zoneId} and r.group_id = ${o.groupId}`,
    )
  ).map((r) => r.id);
  return all.filter((b) => ids.includes(b.buildingId));
}

export async function listFloors(db: Db, o: { groupId: number }): Promise<TFloorDto[]> {
  return await rowsOf<TFloorDto>(
    db,
    sql`select f.floor_id as "floorId", f.building_id as "buildingId", f.name, f.level,
      (select count(*)::int from rooms r where r.floor_id = f.floor_id) as rooms
    from floors f where f.group_id = ${o.groupId} order by f.level, f.name`,
  );
}

export async function listZones(db: Db, o: { groupId: number }): Promise<TZoneDto[]> {
  return await rowsOf<TZoneDto>(
    db,
    sql`select z.zone_id as "zoneId", z.name, (select count(*)::int from rooms r where r.zone_id = z.zone_id) as rooms
    from zones z where z.group_id = ${o.groupId} order by z.name`,
  );
}

export async function listRoomTypes(db: Db, o: { groupId: number; name?: string }): Promise<TRoomTypeDto[]> {
  const rows = await rowsOf<Omit<TRoomTypeDto, 'baseRateMinor'> & { baseRateMinor: number | string }>(
    db,
    sql`select t.room_type_id as id, t.code, t.name, t.capacity,
      t.base_rate_minor as "baseRateMinor", t.photos, (select count(*)::int from rooms r where r.room_type_id = t.room_type_id) as rooms
    from room_types t where t.group_id = ${o.groupId} ${o.name === undefined ? sql`` : sql`and lower(t.name) = lower(${o.name})`}
    order by t.sort_order, t.code`,
  );
  return rows.map((r) => ({ ...r, baseRateMinor: Number(r.baseRateMinor) }));
}

interface RoomRow {
  roomId: number;
  name: string;
  floorId: number | null;
  floorName: string | null;
  buildingId: number | null;
  zoneId: number | null;
  typeId: number;
  typeCode: string;
  typeName: string;
  housekeepingStatus: HousekeepingStatus;
  active: boolean;
  tags: RoomTags;
  closures: { closureId: number; from: string; to: string; reason: string }[];
}

/** Rooms of a hotel with their closures still running on or after `today` (the ones that matter). */
async function selectRooms(db: Db, o: { groupId: number; today: string; where?: SQL; limit?: number; offset?: number }): Promise<TRoomDto[]> {
  const rows = await rowsOf<RoomRow>(
    db,
    sql`select r.room_id as "roomId", r.name, r.floor_id as "floorId", f.name as "floorName",
      f.building_id as "buildingId", r.zone_id as "zoneId", t.room_type_id as "typeId", t.code as "typeCode", t.name as "typeName",
      r.housekeeping_status as "housekeepingStatus", r.active, r.tags,
      coalesce((select json_agg(json_build_object('closureId', c.closure_id, 'from', c.from_day, 'to', c.to_day, 'reason', c.reason) order by c.from_day)
        from room_closures c where c.room_id = r.room_id and c.to_day > ${o.today}::date), '[]'::json) as closures
    from rooms r join room_types t on t.room_type_id = r.room_type_id left join floors f on f.floor_id = r.floor_id
    where r.group_id = ${o.groupId} ${o.where ? sql`and ${o.where}` : sql``}
    order by f.level nulls last, r.name
    ${o.limit === undefined ? sql`` : sql`limit ${o.limit} offset ${o.offset ?? 0}`}`,
  );
  return rows.map(({ typeId, typeCode, typeName, ...r }) => ({ ...r, roomType: { id: typeId, code: typeCode, name: typeName } }));
}

export const listRooms = (db: Db, o: { groupId: number; today: string }) => selectRooms(db, o);

export async function pageRooms(db: Db, o: { groupId: number; today: string; pageNo: number; pageSize: number }): Promise<TPageDto<TRoomDto>> {
  const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from rooms where group_id = ${o.groupId}`);
  const content = await selectRooms(db, { ...o, limit: o.pageSize, offset: o.pageNo * o.pageSize });
  return { content, totalElements: Number(total?.n ?? 0), pageNo: o.pageNo, pageSize: o.pageSize };
}

export async function findRoom(db: Db, o: { groupId: number; today: string; roomId: number }): Promise<TRoomDto> {
  const [room] = await selectRooms(db, { ...o, where: sql`r.room_id = ${o.roomId}` });
  if (!room) throw notFound(`id: hotel ${o.groupId} has no room ${o.roomId}.`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.room') } });
  return room;
}

export async function listRoomsOfFloor(db: Db, o: { groupId: number; today: string; floorId: number }): Promise<TRoomDto[]> {
  return selectRooms(db, { ...o, where: sql`r.floor_id = ${o.floorId}` });
}

export async function listRoomsOfType(db: Db, o: { groupId: number; today: string; code: string }): Promise<TRoomDto[]> {
  return selectRooms(db, { ...o, where: sql`t.code = ${o.code}` });
}

export type { Photo };
