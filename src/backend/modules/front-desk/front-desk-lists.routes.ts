import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { ZArrivalsQuery, ZCancellationsQuery, ZDueOutsQuery, ZInHouseQuery } from './front-desk-lists.schemas.ts';
import { listArrivals } from './list-arrivals.ts';
import { listCancellations } from './list-cancellations.ts';
import { listDueOuts } from './list-due-outs.ts';
import { listStaysInHouse } from './list-stays-in-house.ts';
import { hotelToday } from './stay-data.ts';

/** A list call: hotel staff only, one hotel the user works in (the current one unless `group` names another), its today. */
async function listCall(c: Context<ApiEnv>, group: number | undefined) {
  if (c.get('user').customerId !== null) throw forbidden('The front-desk lists are for hotel staff; partner accounts see their bookings in the reservations list.');
  const groupId = await resolveGroup(c, group);
  if (groupId === -1) throw invalid('group', 'the front-desk lists are per hotel; name one hotel.');
  const deps = c.get('deps');
  const { today, timezone } = await hotelToday(deps.database.db, groupId, deps.now());
  return { db: deps.database.db, groupId, today, timezone };
}

/** The front desk's lists: Check In (arrivals), In House, Check Out (due-outs), Cancelation & No Show. */
export function registerFrontDeskListRoutes(app: ApiApp): void {
  app.get('/front-desk/arrivals', async (c) => {
    const { group, ...q } = parseQuery(c, ZArrivalsQuery);
    const h = await listCall(c, group);
    return c.json(await listArrivals(h.db, { groupId: h.groupId, today: h.today, ...q }));
  });
  app.get('/front-desk/in-house', async (c) => {
    const { group, ...q } = parseQuery(c, ZInHouseQuery);
    const h = await listCall(c, group);
    return c.json(await listStaysInHouse(h.db, { groupId: h.groupId, today: h.today, ...q }));
  });
  app.get('/front-desk/due-outs', async (c) => {
    const { group, ...q } = parseQuery(c, ZDueOutsQuery);
    const h = await listCall(c, group);
    return c.json(await listDueOuts(h.db, { groupId: h.groupId, today: h.today, ...q }));
  });
  app.get('/front-desk/cancellations', async (c) => {
    const { group, ...query } = parseQuery(c, ZCancellationsQuery);
    const h = await listCall(c, group);
    return c.json(await listCancellations(h.db, { groupId: h.groupId, today: h.today, timezone: h.timezone, query }));
  });
}
