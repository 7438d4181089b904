import type { ApiApp } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { ZDashboardQuery } from './dashboard.schemas.ts';
import { countTodaysMovements } from './count-todays-movements.ts';
import { findHotelOverview } from './find-hotel-overview.ts';

/** The dashboard's figures for the current hotel. */
export function registerDashboardRoutes(app: ApiApp): void {
  app.get('/dashboard/today', async (c) => {
    const groupId = await resolveGroup(c, c.req.query('group'));
    if (groupId === -1) throw forbidden('The dashboard shows one hotel: name a hotel, not -1.');
    return c.json(await countTodaysMovements(c.get('deps').database.db, { groupId, now: c.get('deps').now() }));
  });
  app.get('/dashboard/overview', async (c) => {
    const { group } = parseQuery(c, ZDashboardQuery);
    if (c.get('user').customerId !== null) throw forbidden("The hotel's figures are for its staff; partner accounts see their own bookings.");
    const groupId = await resolveGroup(c, group);
    if (groupId === -1) throw forbidden('The dashboard shows one hotel: name a hotel, not -1.');
    return c.json(await findHotelOverview(c.get('deps').database.db, { groupId, now: c.get('deps').now() }));
  });
}
