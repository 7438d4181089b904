import type { ApiApp } from '../../http/api-app.ts';
import { route } from '../../http/route-access.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { ROOM_STAFF, roomsCall } from './housekeeping-call.ts';
import { listRoomStatus } from './list-room-status.ts';
import { markRooms } from './mark-rooms.ts';
import { ZMarkRoomsRequest, ZRoomStatusQuery } from './room-status.schemas.ts';

/** Room Status: GET lists every room's states (housekeeping, front desk, admin); POST marks rooms clean, dirty or inspected. */
export function registerRoomStatusRoutes(app: ApiApp): void {
  route(app, 'GET', '/rooms/status', { roles: ROOM_STAFF }, async (c) => {
    const { group, ...query } = parseQuery(c, ZRoomStatusQuery);
    const h = await roomsCall(c, group, ROOM_STAFF);
    return c.json(await listRoomStatus(h.db, { groupId: h.groupId, today: h.today, query }));
  });
  route(app, 'POST', '/rooms/status', { roles: ROOM_STAFF }, async (c) => {
    const body = await parseBody(c, ZMarkRoomsRequest);
    const h = await roomsCall(c, undefined, ROOM_STAFF);
    return c.json(await markRooms(h.db, { groupId: h.groupId, today: h.today, roomIds: body.roomIds, status: body.status, user: h.user, now: h.now }));
  });
}
