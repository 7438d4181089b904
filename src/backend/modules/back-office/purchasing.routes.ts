import { z } from 'zod';
import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { route } from '../../http/route-access.ts';
import { boActor, BO_ROLES, dbOf } from './bo-access.ts';
import {
  ZApproveRequest,
  ZArchiveRequest,
  ZDeliveriesQuery,
  ZDeliveryRequest,
  ZEventRequest,
  ZIdParams,
  ZMailRequest,
  ZPurchaseOrderRequest,
  ZPurchaseOrdersQuery,
} from './back-office.schemas.ts';
import { createPurchaseOrder } from './create-purchase-order.ts';
import { validatePurchaseOrder } from './validate-purchase-order.ts';
import { approvePurchaseOrder } from './approve-purchase-order.ts';
import { cancelPurchaseOrder } from './cancel-purchase-order.ts';
import { addPurchaseOrderEvent, archivePurchaseOrder } from './note-purchase-order.ts';
import { listPurchaseOrders } from './list-purchase-orders.ts';
import { findPurchaseOrder } from './find-purchase-order.ts';
import { receiveDelivery } from './receive-delivery.ts';
import { confirmDelivery } from './confirm-delivery.ts';
import { listDeliveries } from './list-deliveries.ts';
import { sendPurchaseOrderMail } from './send-purchase-order-mail.ts';

const ZOrderRef = z.object({
  purchaseOrderId: z
    .number({ error: 'expected a purchase order id' })
    .int('expected a whole number')
    .positive('expected a positive id')
    .max(2_147_483_647, 'no such id'),
});

/**
 * Purchasing and deliveries (CRM API). The spec's three posting calls keep their names
 * (order-commande created, -confirmed, -cancelled); the rest live under /bo/.
 */
export function registerBoPurchasingRoutes(app: ApiApp): void {
  route(app, 'GET', '/bo/purchase-orders', { roles: BO_ROLES.read }, async (c) => {
    const query = parseQuery(c, ZPurchaseOrdersQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await listPurchaseOrders(dbOf(c), { groupId: actor.groupId, query }));
  });
  route(app, 'GET', '/bo/purchase-orders/:id', { roles: BO_ROLES.read }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await findPurchaseOrder(dbOf(c), { groupId: actor.groupId, purchaseOrderId: id }));
  });
  const create = async (c: Context<ApiEnv>) => {
    const actor = await boActor(c, BO_ROLES.purchase);
    return c.json(await createPurchaseOrder(dbOf(c), { actor, input: await parseBody(c, ZPurchaseOrderRequest) }), 201);
  };
  route(app, 'POST', '/order-commande', { roles: BO_ROLES.purchase }, create);
  route(app, 'POST', '/bo/purchase-orders', { roles: BO_ROLES.purchase }, create);
  route(app, 'POST', '/bo/purchase-orders/:id/validate', { roles: BO_ROLES.purchase }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.purchase);
    return c.json(await validatePurchaseOrder(dbOf(c), { actor, purchaseOrderId: id }));
  });
  route(app, 'POST', '/order-commande-confirmed', { roles: BO_ROLES.approve }, async (c) => {
    const actor = await boActor(c, BO_ROLES.approve);
    const body = await parseBody(c, ZOrderRef.and(ZApproveRequest));
    return c.json(await approvePurchaseOrder(dbOf(c), { actor, purchaseOrderId: body.purchaseOrderId, event: body.event }));
  });
  route(app, 'POST', '/order-commande-cancelled', { roles: BO_ROLES.purchase }, async (c) => {
    const actor = await boActor(c, BO_ROLES.purchase);
    const body = await parseBody(c, ZOrderRef);
    return c.json(await cancelPurchaseOrder(dbOf(c), { actor, purchaseOrderId: body.purchaseOrderId }));
  });
  route(app, 'POST', '/bo/purchase-orders/:id/event', { roles: BO_ROLES.purchase }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.purchase);
    await addPurchaseOrderEvent(dbOf(c), { actor, purchaseOrderId: id, text: (await parseBody(c, ZEventRequest)).text });
    return c.json({ ok: true }, 201);
  });
  route(app, 'PUT', '/bo/purchase-orders/:id/archive', { roles: BO_ROLES.purchase }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.purchase);
    const body = await parseBody(c, ZArchiveRequest);
    await archivePurchaseOrder(dbOf(c), { actor, purchaseOrderId: id, archive: body.archive, text: body.archivetxt });
    return c.json({ ok: true });
  });

  route(app, 'POST', '/bo/purchase-orders/:id/mail', { roles: BO_ROLES.purchase }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.purchase);
    const body = await parseBody(c, ZMailRequest);
    return c.json(await sendPurchaseOrderMail(dbOf(c), { actor, purchaseOrderId: id, email: body.email }));
  });
  route(app, 'GET', '/bo/deliveries', { roles: BO_ROLES.read }, async (c) => {
    const query = parseQuery(c, ZDeliveriesQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await listDeliveries(dbOf(c), { groupId: actor.groupId, query }));
  });
  route(app, 'POST', '/bo/deliveries', { roles: BO_ROLES.receive }, async (c) => {
    const actor = await boActor(c, BO_ROLES.receive);
    return c.json(await receiveDelivery(dbOf(c), { actor, input: await parseBody(c, ZDeliveryRequest) }), 201);
  });
  route(app, 'POST', '/bo/deliveries/:id/confirm', { roles: BO_ROLES.receive }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.receive);
    return c.json(await confirmDelivery(dbOf(c), { actor, deliveryId: id }));
  });
}
