import { MB } from '../../http/body-limit.ts';
import { z } from 'zod';
import type { ApiApp } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { invalid } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { SUGGESTED_TAGS, TAG_FAMILIES } from '../../../lib/domain/housekeeping-dto.ts';
import { closeRoom, reopenRoom } from './close-room.ts';
import { HOUSEKEEPING_LEADS, PROPERTY_ADMINS, ROOM_STAFF, roomsCall } from './housekeeping-call.ts';
import {
  findRoom,
  listBuildings,
  listBuildingsOfZone,
  listFloors,
  listRoomTypes,
  listRooms,
  listRoomsOfFloor,
  listRoomsOfType,
  listZones,
  pageRooms,
} from './list-property.ts';
import { assertOwned } from './owned.ts';
import {
  ZBuildingRequest,
  ZClosureParams,
  ZClosureRequest,
  ZEquipmentRequest,
  ZFloorRequest,
  ZGroupQuery,
  ZIdParam,
  ZPageQuery,
  ZPhotoFile,
  ZPhotoUpload,
  ZRoomRequest,
  ZRoomTypeRequest,
  ZSettingsRequest,
  ZZoneRequest,
  zLabel,
} from './property.schemas.ts';
import { findBookingSettings, saveBookingSettings } from './save-booking-settings.ts';
import { deleteEquipment, listEquipment, saveEquipment } from './save-equipment.ts';
import { deleteBuilding, deleteFloor, deleteZone, saveBuilding, saveFloor, saveZone } from './save-places.ts';
import { deleteRoom, saveRoom } from './save-room.ts';
import { deleteRoomType, saveRoomType } from './save-room-type.ts';
import { filesDirOf, readPhoto, storePhoto } from './store-photo.ts';

/** Equipment and its photos are kept up to date by housekeeping supervisors too. */
const EQUIPMENT_EDITORS = HOUSEKEEPING_LEADS;
const needsId = (id: number | undefined, field: string): number => {
  if (id === undefined) throw invalid(field, 'required to edit (PUT); create with POST', { key: 'errors.input.idToEdit' });
  return id;
};
const refuseId = (id: number | undefined, field: string): void => {
  if (id !== undefined) throw invalid(field, 'must not be sent to create (POST); edit with PUT', { key: 'errors.input.noIdToCreate' });
};

/**
 * Property configuration (house-keeping/room-options; operations.md §7 "Housekeeping, rooms and
 * buildings"): reads for the room staff, writes for administrators (equipment: housekeeping too).
 */
export function registerPropertyRoutes(app: ApiApp): void {
  // Buildings, floors, zones.
  route(app, 'GET', '/buildings/findAll', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await listBuildings(h.db, h));
  });
  route(app, 'GET', '/buildings/buildingsZone/:id', { roles: ROOM_STAFF }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await assertOwned(h.db, 'zone', id, h.groupId, 'zoneId');
    return c.json(await listBuildingsOfZone(h.db, { groupId: h.groupId, zoneId: id }));
  });
  for (const method of ['post', 'put'] as const) {
    route(app, method === 'post' ? 'POST' : 'PUT', '/buildings', { roles: PROPERTY_ADMINS }, async (c) => {
      const b = await parseBody(c, ZBuildingRequest);
      if (method === 'put') needsId(b.buildingId, 'buildingId');
      else refuseId(b.buildingId, 'buildingId');
      const h = await roomsCall(c, undefined);
      return c.json(await saveBuilding(h.db, { groupId: h.groupId, ...b }), method === 'post' ? 201 : 200);
    });
    route(app, method === 'post' ? 'POST' : 'PUT', '/floors', { roles: PROPERTY_ADMINS }, async (c) => {
      const b = await parseBody(c, ZFloorRequest);
      if (method === 'put') needsId(b.floorId, 'floorId');
      else refuseId(b.floorId, 'floorId');
      const h = await roomsCall(c, undefined);
      return c.json(await saveFloor(h.db, { groupId: h.groupId, ...b }), method === 'post' ? 201 : 200);
    });
    route(app, method === 'post' ? 'POST' : 'PUT', '/propertyzones', { roles: PROPERTY_ADMINS }, async (c) => {
      const b = await parseBody(c, ZZoneRequest);
      if (method === 'put') needsId(b.zoneId, 'zoneId');
      else refuseId(b.zoneId, 'zoneId');
      const h = await roomsCall(c, undefined);
      return c.json(await saveZone(h.db, { groupId: h.groupId, ...b }), method === 'post' ? 201 : 200);
    });
  }
  route(app, 'DELETE', '/buildings/:id', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteBuilding(h.db, { groupId: h.groupId, buildingId: id });
    return c.body(null, 204);
  });
  route(app, 'GET', '/floors/findAll', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await listFloors(h.db, h));
  });
  route(app, 'DELETE', '/floors/:id', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteFloor(h.db, { groupId: h.groupId, floorId: id });
    return c.body(null, 204);
  });
  for (const path of ['/propertyzones', '/propertyzones/findAll']) {
    route(app, 'GET', path, { roles: ROOM_STAFF }, async (c) => {
      const h = await roomsCall(c, parseQuery(c, ZGroupQuery).group);
      return c.json(await listZones(h.db, h));
    });
  }
  route(app, 'DELETE', '/propertyzones/:id', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteZone(h.db, { groupId: h.groupId, zoneId: id });
    return c.body(null, 204);
  });

  // Room types.
  for (const path of ['/roomtypes/findAll', '/roomtypes/getAll']) {
    route(app, 'GET', path, { roles: ROOM_STAFF }, async (c) => {
      const h = await roomsCall(c, parseQuery(c, ZGroupQuery).group);
      return c.json(await listRoomTypes(h.db, h));
    });
  }
  route(app, 'GET', '/roomtypes/findByName/:name', { roles: ROOM_STAFF }, async (c) => {
    const { name } = parseParams(c, z.object({ name: zLabel(60) }));
    const h = await roomsCall(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await listRoomTypes(h.db, { groupId: h.groupId, name }));
  });
  for (const method of ['post', 'put'] as const) {
    route(app, method === 'post' ? 'POST' : 'PUT', '/roomtypes', { roles: PROPERTY_ADMINS }, async (c) => {
      const type = await parseBody(c, ZRoomTypeRequest);
      if (method === 'put') needsId(type.id, 'id');
      else refuseId(type.id, 'id');
      const h = await roomsCall(c, undefined);
      return c.json(await saveRoomType(h.db, { groupId: h.groupId, dataDir: filesDirOf(c.get('deps')), type }), method === 'post' ? 201 : 200);
    });
  }
  route(app, 'DELETE', '/roomtypes/:id', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteRoomType(h.db, { groupId: h.groupId, id });
    return c.body(null, 204);
  });

  // Rooms.
  route(app, 'GET', '/rooms/findAll', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await listRooms(h.db, h));
  });
  route(app, 'GET', '/rooms/findAll/size', { roles: ROOM_STAFF }, async (c) => {
    const h = await roomsCall(c, parseQuery(c, ZGroupQuery).group);
    return c.json((await pageRooms(h.db, { ...h, pageNo: 0, pageSize: 1 })).totalElements);
  });
  route(app, 'GET', '/rooms/getAll', { roles: ROOM_STAFF }, async (c) => {
    const { group, ...page } = parseQuery(c, ZPageQuery);
    const h = await roomsCall(c, group);
    return c.json(await pageRooms(h.db, { groupId: h.groupId, today: h.today, ...page }));
  });
  route(app, 'GET', '/rooms/findRoomsByFloor/:id', { roles: ROOM_STAFF }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await assertOwned(h.db, 'floor', id, h.groupId, 'floorId');
    return c.json(await listRoomsOfFloor(h.db, { groupId: h.groupId, today: h.today, floorId: id }));
  });
  route(app, 'GET', '/rooms/findRoomsRoomType/:code', { roles: ROOM_STAFF }, async (c) => {
    const { code } = parseParams(c, z.object({ code: z.string().trim().min(1, 'required').max(12, 'at most 12 characters') }));
    const h = await roomsCall(c, parseQuery(c, ZGroupQuery).group);
    return c.json(await listRoomsOfType(h.db, { groupId: h.groupId, today: h.today, code }));
  });
  for (const method of ['post', 'put'] as const) {
    route(app, method === 'post' ? 'POST' : 'PUT', '/rooms', { roles: PROPERTY_ADMINS }, async (c) => {
      const room = await parseBody(c, ZRoomRequest);
      if (method === 'put') needsId(room.roomId, 'roomId');
      else refuseId(room.roomId, 'roomId');
      const h = await roomsCall(c, undefined);
      return c.json(await saveRoom(h.db, { groupId: h.groupId, today: h.today, user: h.user, room }), method === 'post' ? 201 : 200);
    });
  }
  route(app, 'POST', '/rooms/:id/closures', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const body = await parseBody(c, ZClosureRequest);
    const h = await roomsCall(c, undefined);
    return c.json(await closeRoom(h.db, { groupId: h.groupId, roomId: id, ...body, user: h.user, now: h.now }), 201);
  });
  route(app, 'DELETE', '/rooms/:id/closures/:closureId', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id, closureId } = parseParams(c, ZClosureParams);
    const h = await roomsCall(c, undefined);
    await reopenRoom(h.db, { groupId: h.groupId, roomId: id, closureId, user: h.user });
    return c.body(null, 204);
  });
  route(app, 'GET', '/rooms/:id/equipment', { roles: ROOM_STAFF }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await assertOwned(h.db, 'room', id, h.groupId, 'id');
    return c.json(await listEquipment(h.db, { groupId: h.groupId, roomId: id }));
  });
  route(app, 'GET', '/rooms/:id', { roles: ROOM_STAFF }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    return c.json(await findRoom(h.db, { groupId: h.groupId, today: h.today, roomId: id }));
  });
  route(app, 'DELETE', '/rooms/:id', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteRoom(h.db, { groupId: h.groupId, user: h.user, roomId: id });
    return c.body(null, 204);
  });

  // Equipment and photos.
  for (const method of ['post', 'put'] as const) {
    route(app, method === 'post' ? 'POST' : 'PUT', '/equipment', { roles: EQUIPMENT_EDITORS }, async (c) => {
      const item = await parseBody(c, ZEquipmentRequest);
      if (method === 'put') needsId(item.equipmentId, 'equipmentId');
      else refuseId(item.equipmentId, 'equipmentId');
      const h = await roomsCall(c, undefined);
      return c.json(await saveEquipment(h.db, { groupId: h.groupId, filesDir: filesDirOf(c.get('deps')), item }), method === 'post' ? 201 : 200);
    });
  }
  route(app, 'DELETE', '/equipment/:id', { roles: EQUIPMENT_EDITORS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await deleteEquipment(h.db, { groupId: h.groupId, equipmentId: id });
    return c.body(null, 204);
  });
  // A photo of up to 2 MB travels as a data URL (a third more) inside JSON.
  route(app, 'POST', '/photos', { roles: EQUIPMENT_EDITORS, bodyLimit: 3 * MB }, async (c) => {
    const body = await parseBody(c, ZPhotoUpload);
    const h = await roomsCall(c, undefined);
    return c.json(await storePhoto(filesDirOf(c.get('deps')), { groupId: h.groupId, ...body }), 201);
  });
  route(app, 'GET', '/photos/:file', { roles: ROOM_STAFF }, async (c) => {
    const { file } = parseParams(c, ZPhotoFile);
    const h = await roomsCall(c, undefined);
    const photo = await readPhoto(filesDirOf(c.get('deps')), { groupId: h.groupId, file });
    return c.body(new Uint8Array(photo.bytes), 200, { 'content-type': photo.type, 'cache-control': 'private, max-age=86400' });
  });

  // Tags and the booking-system link.
  route(app, 'GET', '/tags/:family', { roles: ROOM_STAFF }, async (c) => {
    const { family } = parseParams(c, z.object({ family: z.enum(TAG_FAMILIES, { error: 'expected RoomView, RoomBedLayout or RoomOther' }) }));
    await roomsCall(c, undefined);
    return c.json(SUGGESTED_TAGS[family]);
  });
  route(app, 'GET', '/settings', { roles: PROPERTY_ADMINS }, async (c) => {
    const h = await roomsCall(c, undefined);
    return c.json(await findBookingSettings(h.db, h));
  });
  route(app, 'POST', '/settings/new', { roles: PROPERTY_ADMINS }, async (c) => {
    const body = await parseBody(c, ZSettingsRequest);
    const h = await roomsCall(c, undefined);
    return c.json(await saveBookingSettings(h.db, { groupId: h.groupId, ...body, userId: h.user.userId, now: h.now }));
  });
}
