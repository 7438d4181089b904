import { z } from 'zod';
import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-app.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { boActor, BO_ROLES, dbOf } from './bo-access.ts';
import { ZApproveRequest, ZArchiveRequest, ZDeliveriesQuery, ZDeliveryRequest, ZEventRequest, ZIdParams, ZPurchaseOrderRequest, ZPurchaseOrdersQuery } from './back-office.schemas.ts';
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

const ZOrderRef = z.object({ purchaseOrderId: z.number({ error: 'expected a purchase order id' }).int('expected a whole number').positive('expected a positive id').max(2_147_483_647, 'no such id') });

/**
 * Purchasing and deliveries (CRM API). The spec's three posting calls keep their names
 * (order-commande created, -confirmed, -cancelled); the rest live under /bo/.
 */
export function registerBoPurchasingRoutes(app: ApiApp): void {
  app.get('/bo/purchase-orders', async (c) => {
    const query = parseQuery(c, ZPurchaseOrdersQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await listPurchaseOrders(dbOf(c), { groupId: actor.groupId, query }));
  });
  app.get('/bo/purchase-orders/:id', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await findPurchaseOrder(dbOf(c), { groupId: actor.groupId, purchaseOrderId: id }));
  });
  const create = async (c: Context<ApiEnv>) => {
    const actor = await boActor(c, BO_ROLES.purchase);
    return c.json(await createPurchaseOrder(dbOf(c), { actor, input: await parseBody(c, ZPurchaseOrderRequest) }), 201);
  };
  app.post('/order-commande', create);
  app.post('/bo/purchase-orders', create);
  app.post('/bo/purchase-orders/:id/validate', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.purchase);
    return c.json(await validatePurchaseOrder(dbOf(c), { actor, purchaseOrderId: id }));
  });
  app.post('/order-commande-confirmed', async (c) => {
    const actor = await boActor(c, BO_ROLES.approve);
    const body = await parseBody(c, ZOrderRef.and(ZApproveRequest));
    return c.json(await approvePurchaseOrder(dbOf(c), { actor, purchaseOrderId: body.purchaseOrderId, event: body.event }));
  });
  app.post('/order-commande-cancelled', async (c) => {
    const actor = await boActor(c, BO_ROLES.purchase);
    const body = await parseBody(c, ZOrderRef);
    return c.json(await cancelPurchaseOrder(dbOf(c), { actor, purchaseOrderId: body.purchaseOrderId }));
  });
  app.post('/bo/purchase-orders/:id/event', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.purchase);
    await addPurchaseOrderEvent(dbOf(c), { actor, purchaseOrderId: id, text: (await parseBody(c, ZEventRequest)).text });
    return c.json({ ok: true }, 201);
  });
  app.put('/bo/purchase-orders/:id/archive', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.purchase);
    const body = await parseBody(c, ZArchiveRequest);
    await archivePurchaseOrder(dbOf(c), { actor, purchaseOrderId: id, archive: body.archive, text: body.archivetxt });
    return c.json({ ok: true });
  });

  app.get('/bo/deliveries', async (c) => {
    const query = parseQuery(c, ZDeliveriesQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await listDeliveries(dbOf(c), { groupId: actor.groupId, query }));
  });
  app.post('/bo/deliveries', async (c) => {
    const actor = await boActor(c, BO_ROLES.receive);
    return c.json(await receiveDelivery(dbOf(c), { actor, input: await parseBody(c, ZDeliveryRequest) }), 201);
  });
  app.post('/bo/deliveries/:id/confirm', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.receive);
    return c.json(await confirmDelivery(dbOf(c), { actor, deliveryId: id }));
  });
}
