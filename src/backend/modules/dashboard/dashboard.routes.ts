import type { ApiApp } from '../../http/api-env.ts';
import { ANY_STAFF, route } from '../../http/route-access.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { ZDashboardQuery } from './dashboard.schemas.ts';
import { countTodaysMovements } from './count-todays-movements.ts';
import { findHotelOverview } from './find-hotel-overview.ts';
import { answerJson } from '../../http/hand-over.ts';

/** The dashboard's figures for the current hotel. */
export function registerDashboardRoutes(app: ApiApp): void {
  route(app, 'GET', '/dashboard/today', { roles: ANY_STAFF, partner: true }, async (c) => {
    const { group } = parseQuery(c, ZDashboardQuery);
    const groupId = await resolveGroup(c, group);
    if (groupId === -1) throw forbidden('The dashboard shows one hotel: name a hotel, not -1.', { key: 'errors.group.onePerCall' });
    // A partner sees only their company's figures, here as everywhere.
    return c.json(
      await countTodaysMovements(c.get('deps').database.db, { user: c.get('user'), groupId, now: c.get('deps').now(), partnerId: c.get('user').customerId }),
    );
  });
  route(app, 'GET', '/dashboard/overview', { roles: ANY_STAFF }, async (c) => {
    const { group } = parseQuery(c, ZDashboardQuery);
    const groupId = await resolveGroup(c, group);
    if (groupId === -1) throw forbidden('The dashboard shows one hotel: name a hotel, not -1.', { key: 'errors.group.onePerCall' });
    return answerJson(c, await findHotelOverview(c.get('deps').database.db, { user: c.get('user'), groupId, now: c.get('deps').now() }));
  });
}
