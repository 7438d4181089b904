import type { ApiApp } from '../../http/api-env.ts';
import { ADMIN, ANY_STAFF, route } from '../../http/route-access.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { actorOf, hotelCall } from '../../http/hotel-call.ts';
import { ZDeskRulesRequest } from './desk-rules.schemas.ts';
import { ZGroupQuery } from './front-desk.schemas.ts';
import { findDeskRules } from './stay-data.ts';
import { updateDeskRules } from './update-desk-rules.ts';

const PER_HOTEL = 'front-desk rules are per hotel; name one hotel.';

/** A hotel's front-desk rules: every staff member reads them (the screens state them), an administrator changes them. */
export function registerDeskRulesRoutes(app: ApiApp): void {
  route(app, 'GET', '/hotel/desk-rules', { roles: ANY_STAFF }, async (c) => {
    const h = await hotelCall(c, parseQuery(c, ZGroupQuery).group, PER_HOTEL);
    return c.json(await findDeskRules(h.db, h.groupId));
  });
  route(app, 'PUT', '/hotel/desk-rules', { roles: ADMIN }, async (c) => {
    const h = await hotelCall(c, parseQuery(c, ZGroupQuery).group, PER_HOTEL);
    return c.json(await updateDeskRules(h.db, { groupId: h.groupId, input: await parseBody(c, ZDeskRulesRequest), user: actorOf(c) }));
  });
}
