import type { ApiApp } from '../../http/api-app.ts';
import { parseParams, parseQuery } from '../../http/validate.ts';
import { refusePartner, stayCall } from './desk-call.ts';
import { findFreeRoomsForStay } from './find-free-rooms-for-stay.ts';
import { ZFreeRoomsParams, ZFreeRoomsQuery } from './stay-details.schemas.ts';

/** Reads the reservation details screen needs beyond the stay itself: the rooms it can take. */
export function registerStayDetailsRoutes(app: ApiApp): void {
  app.get('/reservations/:id/free-rooms', async (c) => {
    const { id } = parseParams(c, ZFreeRoomsParams);
    const { types } = parseQuery(c, ZFreeRoomsQuery);
    refusePartner(c, 'Room assignment is for hotel staff; partner accounts cannot list rooms.');
    const s = await stayCall(c, id);
    return c.json(await findFreeRoomsForStay(s.db, { ...s, types }));
  });
}
