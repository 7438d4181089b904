import type { Context } from 'hono';
import { CASH, STAY_READERS, route } from '../../http/route-access.ts';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { forbidden } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { addOrderArchive } from './add-order-archive.ts';
import { exportOrders } from './export-orders.ts';
import { listOrderArchives, listOrderMessages, listOrderPayments } from './list-order-record.ts';
import { ZArchiveBody, ZMessageStatusParams, ZSendMessageParams, ZSendMessageQuery } from './order-record.schemas.ts';
import { sendOrderMessage } from './send-order-message.ts';
import { confirmOrder } from './confirm-order.ts';
import { findOrder } from './find-order.ts';
import { findOrderItem } from './find-order-item.ts';
import { listOrders } from './list-orders.ts';
import { assertOrderInScope, findItemOrder, findOrderGroup, type OrderScope } from './order-data.ts';
import { ZConfirmOrderQuery, ZConfirmParams, ZOrderIdParams, ZOrderItemParams, ZOrdersQuery, type TOrdersQuery } from './orders.schemas.ts';
import { businessDayFor } from '../../core/kept-business-day.ts';

/** The scope of an order call: a partner user sees their company's only, in a hotel the user may work in (403 otherwise). */
async function orderScope(c: Context<ApiEnv>, groupId: number | string | undefined): Promise<OrderScope> {
  const user = c.get('user');
  return { groupId: await resolveGroup(c, groupId), partnerId: user.customerId };
}

/** An order the caller may see, in their current hotel: another hotel's order reads exactly like a missing one (404). */
async function inScope(c: Context<ApiEnv>, orderId: number): Promise<OrderScope> {
  const scope = await orderScope(c, undefined);
  await assertOrderInScope(c.get('deps').database.db, orderId, scope);
  return scope;
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

  const listScope = async (c: Context<ApiEnv>, query: TOrdersQuery) => {
    const scope = await orderScope(c, query.group);
    if (scope.partnerId !== null && query.customer !== undefined && query.customer !== scope.partnerId) {
      throw forbidden(`A partner account sees the orders of its own company (${scope.partnerId}) only, not those of customer ${query.customer}.`, {
        key: 'errors.access.ownCompanyOnly',
      });
    }
    return scope;
  };
  // v1 and v2 take the same filters (v2 adds the service dates, the user and the service point).
  for (const path of ['/orders', '/orders/v2']) {
    route(app, 'GET', path, { roles: STAY_READERS, partner: true }, async (c) => {
      const query = parseQuery(c, ZOrdersQuery);
      return c.json(await listOrders(c.get('deps').database.db, { scope: await listScope(c, query), query }));
    });
    route(app, 'GET', `${path}/export`, { roles: STAY_READERS, partner: true }, async (c) => {
      const query = parseQuery(c, ZOrdersQuery);
      const scope = await listScope(c, query);
      const today = await businessDayFor(c.get('deps').database.db, c.get('user'), c.get('user').groupId, c.get('deps').now());
      return exportFileResponse(await exportOrders(c.get('deps').database.db, { scope, query, lang: c.get('user').language, today }));
    });
  }

  route(app, 'GET', '/order/:id/payments', { roles: STAY_READERS, partner: true }, async (c) => {
    const { id } = parseParams(c, ZOrderIdParams);
    await inScope(c, id);
    return c.json(await listOrderPayments(c.get('deps').database.db, id));
  });

  route(app, 'GET', '/order/:id/archives', { roles: STAY_READERS, partner: true }, async (c) => {
    const { id } = parseParams(c, ZOrderIdParams);
    await inScope(c, id);
    return c.json(await listOrderArchives(c.get('deps').database.db, id));
  });

  route(app, 'POST', '/order/:id/archives', { roles: CASH }, async (c) => {
    const { id } = parseParams(c, ZOrderIdParams);
    const { text } = await parseBody(c, ZArchiveBody);
    const scope = await inScope(c, id);
    return c.json(
      await addOrderArchive(c.get('deps').database.db, { groupId: scope.groupId, orderId: id, text, userId: c.get('user').userId, now: c.get('deps').now() }),
      201,
    );
  });

  route(app, 'GET', '/order/:id/messages', { roles: STAY_READERS }, async (c) => {
    const { id } = parseParams(c, ZOrderIdParams);
    await inScope(c, id);
    return c.json(await listOrderMessages(c.get('deps').database.db, { orderId: id }));
  });

  // The spec sends with a GET; a GET must never change anything, so sending is a POST on the same path.
  route(app, 'POST', '/ordermessage/sendmessage/:messageId/order/:orderId', { roles: CASH }, async (c) => {
    const { messageId, orderId } = parseParams(c, ZSendMessageParams);
    const q = parseQuery(c, ZSendMessageQuery);
    await inScope(c, orderId);
    const user = c.get('user');
    const msg = await sendOrderMessage(c.get('deps').database.db, {
      orderId,
      template: messageId,
      email: q.email,
      lang: q.lang ?? user.language,
      hotelName: user.groupName,
      user: { userId: user.userId, name: user.name },
      now: c.get('deps').now(),
    });
    return c.json(msg, 201);
  });

  route(app, 'GET', '/ordermessage/check/:status', { roles: STAY_READERS }, async (c) => {
    const { status } = parseParams(c, ZMessageStatusParams);
    const groupId = await resolveGroup(c);
    return c.json(await listOrderMessages(c.get('deps').database.db, { groupId, status }));
  });
}
