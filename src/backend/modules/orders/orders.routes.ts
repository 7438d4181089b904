import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-app.ts';
import { requireRole, resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseParams, parseQuery } from '../../http/validate.ts';
import { confirmOrder } from './confirm-order.ts';
import { findOrder } from './find-order.ts';
import { findOrderItem } from './find-order-item.ts';
import { listOrders } from './list-orders.ts';
import { findItemOrder, findOrderGroup, type OrderScope } from './order-data.ts';
import { ZConfirmOrderQuery, ZConfirmParams, ZOrderIdParams, ZOrderItemParams, ZOrdersQuery } from './orders.schemas.ts';

/** Staff who read orders; partner users (a company) read their own company's. */
const READERS = ['front_desk', 'admin', 'cashier', 'night_auditor'];
const CONFIRMERS = ['front_desk', 'admin', 'cashier'];

/**
 * The scope of an order call: staff of the named roles, or a partner user (their company only),
 * in a hotel the user may work in (403 otherwise).
 */
async function orderScope(c: Context<ApiEnv>, groupId: number | string | undefined, roles: string[]): Promise<OrderScope> {
  const user = c.get('user');
  if (user.customerId === null) requireRole(c, ...roles);
  return { groupId: await resolveGroup(c, groupId), partnerId: user.customerId };
}

/** The order side of the CRM API: one order (its folio), one item, the orders list, confirming. */
export function registerOrderRoutes(app: ApiApp): void {
  app.get('/order/item/:id', async (c) => {
    const { id } = parseParams(c, ZOrderItemParams);
    const db = c.get('deps').database.db;
    const owner = await findItemOrder(db, id);
    const scope = await orderScope(c, owner.groupId, READERS);
    return c.json(await findOrderItem(db, { itemId: id, orderId: owner.orderId, scope }));
  });

  app.get('/order/:id', async (c) => {
    const { id } = parseParams(c, ZOrderIdParams);
    const db = c.get('deps').database.db;
    const scope = await orderScope(c, await findOrderGroup(db, id), READERS);
    return c.json(await findOrder(db, { orderId: id, scope }));
  });

  app.put('/order/:orderId', async (c) => {
    const { orderId } = parseParams(c, ZConfirmParams);
    parseQuery(c, ZConfirmOrderQuery);
    const deps = c.get('deps');
    const scope = await orderScope(c, await findOrderGroup(deps.database.db, orderId), CONFIRMERS);
    const user = c.get('user');
    return c.json(await confirmOrder(deps.database.db, { orderId, scope, user: { userId: user.userId, name: user.name }, now: deps.now() }));
  });

  app.get('/orders', async (c) => {
    const query = parseQuery(c, ZOrdersQuery);
    const scope = await orderScope(c, query.group, READERS);
    if (scope.partnerId !== null && query.customer !== undefined && query.customer !== scope.partnerId) {
      throw forbidden(`A partner account sees the orders of its own company (${scope.partnerId}) only, not those of customer ${query.customer}.`);
    }
    return c.json(await listOrders(c.get('deps').database.db, { scope, query }));
  });
}
