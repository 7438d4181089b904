import type { Context } from 'hono';
import { STAY_READERS, route } from '../../http/route-access.ts';
import type { ApiApp, ApiEnv } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { invalid } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { ZCustomerSearchQuery, ZSegmentsQuery } from './customers.schemas.ts';
import { listSegments } from './list-segments.ts';
import { searchCustomers } from './search-customers.ts';

async function oneHotel(c: Context<ApiEnv>, group: string | undefined): Promise<number> {
  const groupId = await resolveGroup(c, group);
  if (groupId === -1) throw invalid('group', 'customers are looked up in one hotel at a time; name a hotel, not -1');
  return groupId;
}

/** Customers (CRM): the name search of the new-reservation screen, and the hotel's market segments. */
export function registerCustomerRoutes(app: ApiApp): void {
  route(app, 'GET', '/customers', { roles: STAY_READERS, partner: true }, async (c) => {
    const q = parseQuery(c, ZCustomerSearchQuery);
    const partnerId = c.get('user').customerId;
    const groupId = await oneHotel(c, q.group);
    return c.json(await searchCustomers(c.get('deps').database.db, { groupId, partnerId, search: q.search ?? q.criteria ?? '', page: q.page, size: q.size }));
  });

  route(app, 'GET', '/segments', { roles: STAY_READERS }, async (c) => {
    const q = parseQuery(c, ZSegmentsQuery);
    const groupId = await oneHotel(c, q.group);
    return c.json(await listSegments(c.get('deps').database.db, { groupId, name: q.name }));
  });
}
