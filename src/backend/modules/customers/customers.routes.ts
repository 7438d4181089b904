import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-app.ts';
import { requireRole, resolveGroup } from '../../http/api-app.ts';
import { forbidden, invalid } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { ZCustomerSearchQuery, ZSegmentsQuery } from './customers.schemas.ts';
import { listSegments } from './list-segments.ts';
import { searchCustomers } from './search-customers.ts';

/** Hotel staff who look clients up (to book, check in, bill). */
const CUSTOMER_READERS = ['front_desk', 'admin', 'cashier', 'night_auditor'];

async function oneHotel(c: Context<ApiEnv>, group: string | undefined): Promise<number> {
  const groupId = await resolveGroup(c, group);
  if (groupId === -1) throw invalid('group', 'customers are looked up in one hotel at a time; name a hotel, not -1');
  return groupId;
}

/** Customers (CRM): the name search of the new-reservation screen, and the hotel's market segments. */
export function registerCustomerRoutes(app: ApiApp): void {
  app.get('/customers', async (c) => {
    const q = parseQuery(c, ZCustomerSearchQuery);
    const partnerId = c.get('user').customerId;
    if (partnerId === null) requireRole(c, ...CUSTOMER_READERS);
    const groupId = await oneHotel(c, q.group);
    return c.json(await searchCustomers(c.get('deps').database.db, { groupId, partnerId, search: q.search ?? q.criteria ?? '', page: q.page, size: q.size }));
  });

  app.get('/segments', async (c) => {
    const q = parseQuery(c, ZSegmentsQuery);
    if (c.get('user').customerId !== null) throw forbidden('Market segments are for hotel staff; partner accounts book at their company\'s segment.');
    const groupId = await oneHotel(c, q.group);
    return c.json(await listSegments(c.get('deps').database.db, { groupId, name: q.name }));
  });
}
