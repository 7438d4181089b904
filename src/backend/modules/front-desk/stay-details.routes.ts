import type { ApiApp } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseParams, parseQuery } from '../../http/validate.ts';
import { findFreeRoomsForStay } from './find-free-rooms-for-stay.ts';
import { findStayGroup } from './stay-data.ts';
import { ZFreeRoomsParams, ZFreeRoomsQuery } from './stay-details.schemas.ts';

/** Reads the reservation details screen needs beyond the stay itself: the rooms it can take. */
export function registerStayDetailsRoutes(app: ApiApp): void {
  app.get('/reservations/:id/free-rooms', async (c) => {
    const { id } = parseParams(c, ZFreeRoomsParams);
    const { types } = parseQuery(c, ZFreeRoomsQuery);
    if (c.get('user').customerId !== null) throw forbidden('Room assignment is for hotel staff; partner accounts cannot list rooms.');
    const db = c.get('deps').database.db;
    await resolveGroup(c, await findStayGroup(db, id));
    return c.json(await findFreeRoomsForStay(db, { reservationId: id, types, now: c.get('deps').now() }));
  });
}
