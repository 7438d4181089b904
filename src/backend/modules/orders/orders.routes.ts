import type { Context } from 'hono';
import { CASH, STAY_READERS, route } from '../../http/route-access.ts';
import type { ApiApp, ApiEnv } from '../../http/api-app.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseParams, parseQuery } from '../../http/validate.ts';
import { confirmOrder } from './confirm-order.ts';
import { findOrder } from './find-order.ts';
import { findOrderItem } from './find-order-item.ts';
import { listOrders } from './list-orders.ts';
import { findItemOrder, findOrderGroup, type OrderScope } from './order-data.ts';
import { ZConfirmOrderQuery, ZConfirmParams, ZOrderIdParams, ZOrderItemParams, ZOrdersQuery } from './orders.schemas.ts';

/** The scope of an order call: a partner user sees their company's only, in a hotel the user may work in (403 otherwise). */
async function orderScope(c: Context<ApiEnv>, groupId: number | string | undefined): Promise<OrderScope> {
  const user = c.get('user');
  return { groupId: await resolveGroup(c, groupId), partnerId: user.customerId };
}

/** The order side of the CRM API: one order (its folio), one item, the orders list, confirming. */
export function registerOrderRoutes(app: ApiApp): void {
  route(app, 'GET', '/order/item/:id', { roles: STAY_READERS, partner: true }, async (c) => {
    const { id } = parseParams(c, ZOrderItemParams);
    const db = c.get('deps').database.db;
    const owner = await findItemOrder(db, id);
    const scope = await orderScope(c, owner.groupId);
    return c.json(await findOrderItem(db, { itemId: id, orderId: owner.orderId, scope }));
  });

  route(app, 'GET', '/order/:id', { roles: STAY_READERS, partner: true }, async (c) => {
    const { id } = parseParams(c, ZOrderIdParams);
    const db = c.get('deps').database.db;
    const scope = await orderScope(c, await findOrderGroup(db, id));
    return c.json(await findOrder(db, { orderId: id, scope }));
  });

  route(app, 'PUT', '/order/:orderId', { roles: CASH, partner: true }, async (c) => {
    const { orderId } = parseParams(c, ZConfirmParams);
    parseQuery(c, ZConfirmOrderQuery);
    const deps = c.get('deps');
    const scope = await orderScope(c, await findOrderGroup(deps.database.db, orderId));
    const user = c.get('user');
    return c.json(await confirmOrder(deps.database.db, { orderId, scope, user: { userId: user.userId, name: user.name }, now: deps.now() }));
  });

  route(app, 'GET', '/orders', { roles: STAY_READERS, partner: true }, async (c) => {
    const query = parseQuery(c, ZOrdersQuery);
    const scope = await orderScope(c, query.group);
    if (scope.partnerId !== null && query.customer !== undefined && query.customer !== scope.partnerId) {
      throw forbidden(`A partner account sees the orders of its own company (${scope.partnerId}) only, not those of customer ${query.customer}.`);
    }
    return c.json(await listOrders(c.get('deps').database.db, { scope, query }));
  });
}
