import type { ApiApp } from '../../http/api-env.ts';
import { ADMIN, route } from '../../http/route-access.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { parseBody, parseParams } from '../../http/validate.ts';
import { ZConnectionParams, ZCreateConnectionRequest } from './alpinebits.schemas.ts';
import { createConnection, findConnection, listConnections } from './connections.ts';
import { handshake } from './handshake.ts';
import { pushFreeRooms } from './push-free-rooms.ts';
import { pushRatePlans } from './push-rate-plans.ts';
import { pullGuestRequests } from './pull-guest-requests.ts';
import { pushSubject } from './send-push.ts';
import type { TAlpineBitsPushAllDto } from '../../../lib/domain/alpinebits-dto.ts';

/** AlpineBits HotelData (issue 39): the administrator's portal connections, their handshake, push, pull and "send everything again". */
export function registerAlpineBitsRoutes(app: ApiApp): void {
  route(app, 'GET', '/channels/alpinebits', { roles: ADMIN }, async (c) => {
    return c.json(await listConnections(c.get('deps').database.db, { groupId: await resolveGroup(c), now: c.get('deps').now() }));
  });
  route(app, 'POST', '/channels/alpinebits', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZCreateConnectionRequest);
    return c.json(await createConnection(c.get('deps').database.db, { groupId: await resolveGroup(c), ...body }), 201);
  });
  route(app, 'POST', '/channels/alpinebits/:id/handshake', { roles: ADMIN }, async (c) => {
    const { id } = parseParams(c, ZConnectionParams);
    const deps = c.get('deps');
    return c.json(await handshake(deps.database.db, { connectionId: id, groupId: await resolveGroup(c), now: deps.now }));
  });
  /**
   * "Send everything again": the free rooms and the rate plans pushed whether or not they moved;
   * failed when either failed, each failure as its code and params (the screen's words) and in English.
   */
  route(app, 'POST', '/channels/alpinebits/:id/push', { roles: ADMIN }, async (c) => {
    const { id } = parseParams(c, ZConnectionParams);
    const deps = c.get('deps');
    await findConnection(deps.database.db, { connectionId: id, groupId: await resolveGroup(c) });
    const subject = await pushSubject(deps.database.db, { connectionId: id, now: deps.now });
    const freeRooms = await pushFreeRooms(deps.database.db, { connectionId: id, now: deps.now, force: true, subject });
    const ratePlans = await pushRatePlans(deps.database.db, { connectionId: id, now: deps.now, force: true, subject });
    const failed = [freeRooms, ratePlans].filter((p) => p.status === 'failed');
    const answer: TAlpineBitsPushAllDto & { freeRooms: typeof freeRooms; ratePlans: typeof ratePlans } = {
      connectionId: id,
      status: failed.length ? 'failed' : 'sent',
      error: failed.length ? failed.map((p) => p.error).join('; ') : null,
      failures: failed.flatMap((p) => (p.failure ? [p.failure] : [])),
      freeRooms,
      ratePlans,
    };
    return c.json(answer);
  });
  route(app, 'POST', '/channels/alpinebits/:id/pull', { roles: ADMIN }, async (c) => {
    const { id } = parseParams(c, ZConnectionParams);
    const deps = c.get('deps');
    await findConnection(deps.database.db, { connectionId: id, groupId: await resolveGroup(c) });
    return c.json(await pullGuestRequests(deps.database.db, { connectionId: id, now: deps.now }));
  });
}
