import type { Context } from 'hono';
import { STAY_READERS, route } from '../../http/route-access.ts';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { parseQuery } from '../../http/validate.ts';
import { hotelCall } from '../../http/hotel-call.ts';
import { ZArrivalsQuery, ZCancellationsQuery, ZDueOutsQuery, ZInHouseQuery } from './front-desk-lists.schemas.ts';
import { listArrivals } from './list-arrivals.ts';
import { listCancellations } from './list-cancellations.ts';
import { listDueOuts } from './list-due-outs.ts';
import { listStaysInHouse } from './list-stays-in-house.ts';

/** A list call: hotel staff only, one hotel the user works in (the current one unless `group` names another), its today. */
function listCall(c: Context<ApiEnv>, group: number | undefined) {
  return hotelCall(c, group, 'the front-desk lists are per hotel; name one hotel.');
}

/** The front desk's lists: Check In (arrivals), In House, Check Out (due-outs), Cancelation & No Show. */
export function registerFrontDeskListRoutes(app: ApiApp): void {
  route(app, 'GET', '/front-desk/arrivals', { roles: STAY_READERS }, async (c) => {
    const { group, ...q } = parseQuery(c, ZArrivalsQuery);
    const h = await listCall(c, group);
    return c.json(await listArrivals(h.db, { groupId: h.groupId, today: h.today, ...q }));
  });
  route(app, 'GET', '/front-desk/in-house', { roles: STAY_READERS }, async (c) => {
    const { group, ...q } = parseQuery(c, ZInHouseQuery);
    const h = await listCall(c, group);
    return c.json(await listStaysInHouse(h.db, { groupId: h.groupId, today: h.today, ...q }));
  });
  route(app, 'GET', '/front-desk/due-outs', { roles: STAY_READERS }, async (c) => {
    const { group, ...q } = parseQuery(c, ZDueOutsQuery);
    const h = await listCall(c, group);
    return c.json(await listDueOuts(h.db, { groupId: h.groupId, today: h.today, ...q }));
  });
  route(app, 'GET', '/front-desk/cancellations', { roles: STAY_READERS }, async (c) => {
    const { group, ...query } = parseQuery(c, ZCancellationsQuery);
    const h = await listCall(c, group);
    return c.json(await listCancellations(h.db, { groupId: h.groupId, today: h.today, timezone: h.timezone, query }));
  });
}
