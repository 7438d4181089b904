import type { ApiApp } from '../../http/api-env.ts';
import { DESK, route } from '../../http/route-access.ts';
import { parseParams, parseQuery } from '../../http/validate.ts';
import { stayCall } from './desk-call.ts';
import { findFreeRoomsForStay } from './find-free-rooms-for-stay.ts';
import { ZFreeRoomsParams, ZFreeRoomsQuery } from './stay-details.schemas.ts';

/** Reads the reservation details screen needs beyond the stay itself: the rooms it can take. */
export function registerStayDetailsRoutes(app: ApiApp): void {
  route(app, 'GET', '/reservations/:id/free-rooms', { roles: DESK }, async (c) => {
    const { id } = parseParams(c, ZFreeRoomsParams);
    const { types } = parseQuery(c, ZFreeRoomsQuery);
    const s = await stayCall(c, id);
    return c.json(await findFreeRoomsForStay(s.db, { ...s, types }));
  });
}
