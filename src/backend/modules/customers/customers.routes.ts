import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { CASH, STAY_READERS, route } from '../../http/route-access.ts';
import { invalid } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import {
  ZCompanyBody,
  ZCustomerEditBody,
  ZCustomerIdParams,
  ZCustomerListQuery,
  ZPersonBody,
  ZSegmentsQuery,
  type TCustomerListQuery,
} from './customers.schemas.ts';
import { exportCustomers } from './export-customers.ts';
import { findCustomer } from './find-customer.ts';
import { findCustomerSummary } from './find-customer-summary.ts';
import { listSegments } from './list-segments.ts';
import { createCustomer, updateCustomer } from './save-customer.ts';
import { searchCustomers, type CustomerSearch } from './search-customers.ts';
import { businessDayFor } from '../../core/kept-business-day.ts';

/** Hotel staff who look clients up (to book, check in, bill); the Crm section's staff create and edit them. */
export const CUSTOMER_READERS = STAY_READERS;
export const CUSTOMER_WRITERS = CASH;

async function oneHotel(c: Context<ApiEnv>, group: string | undefined): Promise<number> {
  const groupId = await resolveGroup(c, group);
  if (groupId === -1) throw invalid('group', 'customers are looked up in one hotel at a time; name a hotel, not -1', { key: 'errors.group.onePerCall' });
  return groupId;
}

/** The caller's current hotel (ids of other hotels are then unknown: 404). */
export async function staffHotel(c: Context<ApiEnv>): Promise<number> {
  return oneHotel(c, undefined);
}

const actor = (c: Context<ApiEnv>) => ({ userId: c.get('user').userId, name: c.get('user').name });

/** The list's search: a partner only ever finds their own company. */
async function listSearch(c: Context<ApiEnv>, q: TCustomerListQuery, extra: Partial<CustomerSearch> = {}): Promise<CustomerSearch> {
  const partnerId = c.get('user').customerId;
  return {
    groupId: await oneHotel(c, q.group),
    partnerId,
    search: q.search ?? q.criteria ?? '',
    page: q.page,
    size: q.size,
    kind: q.kind,
    segmentId: q.segment,
    createdFrom: q.creationDate,
    ...extra,
  };
}

/**
 * Customers (CRM): the name search and list (/customers, /legals for companies, /prospects for
 * customers who never stayed) with export, one customer (/persons/{id}) and their page
 * (/customers/{id}/summary), create (/naturalpersons, /legals) and edit (audit 4), and the
 * hotel's market segments.
 */
export function registerCustomerRoutes(app: ApiApp): void {
  route(app, 'GET', '/customers', { roles: CUSTOMER_READERS, partner: true }, async (c) =>
    c.json(await searchCustomers(c.get('deps').database.db, await listSearch(c, parseQuery(c, ZCustomerListQuery)))),
  );
  route(app, 'GET', '/legals', { roles: CUSTOMER_READERS, partner: true }, async (c) =>
    c.json(await searchCustomers(c.get('deps').database.db, await listSearch(c, parseQuery(c, ZCustomerListQuery), { kind: 'company' }))),
  );
  route(app, 'GET', '/prospects', { roles: CUSTOMER_READERS }, async (c) =>
    c.json(await searchCustomers(c.get('deps').database.db, await listSearch(c, parseQuery(c, ZCustomerListQuery), { prospects: true }))),
  );

  route(app, 'GET', '/customers/export', { roles: CUSTOMER_READERS }, async (c) => {
    const q = parseQuery(c, ZCustomerListQuery);
    const search = await listSearch(c, q, { prospects: c.req.query('prospects') === 'true' });
    const today = await businessDayFor(c.get('deps').database.db, c.get('user'), c.get('user').groupId, c.get('deps').now());
    return exportFileResponse(await exportCustomers(c.get('deps').database.db, { search, format: q.format, lang: c.get('user').language, today }));
  });

  route(app, 'GET', '/persons/:id', { roles: CUSTOMER_READERS }, async (c) => {
    const { id } = parseParams(c, ZCustomerIdParams);
    const groupId = await staffHotel(c);
    return c.json(await findCustomer(c.get('deps').database.db, { groupId, id }));
  });

  route(app, 'GET', '/customers/:id/summary', { roles: CUSTOMER_READERS }, async (c) => {
    const { id } = parseParams(c, ZCustomerIdParams);
    const groupId = await staffHotel(c);
    return c.json(await findCustomerSummary(c.get('deps').database.db, { groupId, id }));
  });

  route(app, 'POST', '/naturalpersons', { roles: CUSTOMER_WRITERS }, async (c) => {
    const body = await parseBody(c, ZPersonBody);
    const groupId = await staffHotel(c);
    return c.json(await createCustomer(c.get('deps').database.db, { groupId, body: { ...body, kind: 'person' } }), 201);
  });

  route(app, 'POST', '/legals', { roles: CUSTOMER_WRITERS }, async (c) => {
    const body = await parseBody(c, ZCompanyBody);
    const groupId = await staffHotel(c);
    return c.json(await createCustomer(c.get('deps').database.db, { groupId, body: { ...body, kind: 'company' } }), 201);
  });

  route(app, 'PUT', '/naturalpersons/:id', { roles: CUSTOMER_WRITERS }, async (c) => {
    const { id } = parseParams(c, ZCustomerIdParams);
    const body = await parseBody(c, ZPersonBody);
    const groupId = await staffHotel(c);
    return c.json(await updateCustomer(c.get('deps').database.db, { groupId, id, body: { ...body, kind: 'person' }, user: actor(c) }));
  });

  route(app, 'PUT', '/customers/:id', { roles: CUSTOMER_WRITERS }, async (c) => {
    const { id } = parseParams(c, ZCustomerIdParams);
    const body = await parseBody(c, ZCustomerEditBody);
    const groupId = await staffHotel(c);
    return c.json(await updateCustomer(c.get('deps').database.db, { groupId, id, body, user: actor(c) }));
  });

  route(app, 'GET', '/segments', { roles: CUSTOMER_READERS }, async (c) => {
    const q = parseQuery(c, ZSegmentsQuery);
    const groupId = await oneHotel(c, q.group);
    return c.json(await listSegments(c.get('deps').database.db, { groupId, name: q.name }));
  });
}
