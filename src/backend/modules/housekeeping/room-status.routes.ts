import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/rows.ts';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { PROPERTY_ADMINS, ROOM_STAFF, roomsCall } from './housekeeping-call.ts';
import { registerHousekeepingReportRoutes } from './housekeeping-reports.routes.ts';
import { listRoomStatus } from './list-room-status.ts';
import { answerJson } from '../../http/hand-over.ts';
import { markRooms } from './mark-rooms.ts';
import { assertOwned } from './owned.ts';
import { ZIdParam } from './property.schemas.ts';
import { findRoomQrLink, renderQrSheet, revokeRoomQr } from './room-qr.ts';
import { ZMarkRoomsRequest, ZRoomStatusQuery, zRowId } from './room-status.schemas.ts';

/** Where printed links point: PUBLIC_URL, else this request's origin. */
const originOf = (c: Context<ApiEnv>): string => (c.get('deps').publicUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');
const ZQrQuery = z.object({ floor: zRowId.optional().describe('Only this floor') });

/**
 * Room Status: GET lists every room's states (housekeeping, front desk, admin); POST marks rooms
 * clean, dirty or inspected. The rooms' QR codes (administrators): the printable sheet, one
 * room's link, revoking a room's code.
 */
export function registerRoomStatusRoutes(app: ApiApp): void {
  // The reports and /rooms/stats… first: property routes end with /rooms/:id.
  registerHousekeepingReportRoutes(app);
  route(app, 'GET', '/rooms/status', { roles: ROOM_STAFF }, async (c) => {
    const { group, ...query } = parseQuery(c, ZRoomStatusQuery);
    const h = await roomsCall(c, group);
    return answerJson(c, await listRoomStatus(h.db, { groupId: h.groupId, today: h.today, query }));
  });
  route(app, 'POST', '/rooms/status', { roles: ROOM_STAFF }, async (c) => {
    const body = await parseBody(c, ZMarkRoomsRequest);
    const h = await roomsCall(c, undefined);
    return c.json(await markRooms(h.db, { groupId: h.groupId, today: h.today, roomIds: body.roomIds, status: body.status, user: h.user, now: h.now }));
  });
  for (const method of ['get', 'put'] as const) {
    route(app, method === 'get' ? 'GET' : 'PUT', '/rooms/generateQR', { roles: PROPERTY_ADMINS }, async (c) => {
      const q = parseQuery(c, ZQrQuery);
      const h = await roomsCall(c, undefined);
      if (q.floor !== undefined) await assertOwned(h.db, 'floor', q.floor, h.groupId, 'floor');
      const [hotel] = await rowsOf<{ name: string }>(h.db, sql`select name from hotels where group_id = ${h.groupId}`);
      const hotelName = hotel?.name ?? '';
      const pdf = await renderQrSheet(h.db, { groupId: h.groupId, hotelName, floorId: q.floor, origin: originOf(c) });
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="room-qr-codes.pdf"',
        'cache-control': 'no-store',
      });
    });
  }
  route(app, 'GET', '/rooms/:id/qr', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    return c.json(await findRoomQrLink(h.db, { groupId: h.groupId, roomId: id, origin: originOf(c) }));
  });
  route(app, 'POST', '/rooms/:id/revokeQR', { roles: PROPERTY_ADMINS }, async (c) => {
    const { id } = parseParams(c, ZIdParam);
    const h = await roomsCall(c, undefined);
    await revokeRoomQr(h.db, { groupId: h.groupId, roomId: id, user: h.user });
    return c.body(null, 204);
  });
}
