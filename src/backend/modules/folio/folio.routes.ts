import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { answerJson } from '../../http/hand-over.ts';
import { CASH, route, STAY_READERS } from '../../http/route-access.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { allowedGroupIds } from '../../core/session-user.ts';
import { addCharge } from './add-charge.ts';
import { addFolio } from './add-folio.ts';
import { addPayment } from './add-payment.ts';
import { applyCityTax } from './apply-city-tax.ts';
import { findCharge } from './charge-data.ts';
import { deletePayment } from './delete-payment.ts';
import { discountCharge } from './discount-charge.ts';
import { editChargePrice } from './edit-charge-price.ts';
import { editPayment } from './edit-payment.ts';
import { assertHotelVisible, cashierCall } from './folio-call.ts';
import { findOrderRow, type OrderRow } from './folio-data.ts';
import { findFolio } from './find-folio.ts';
import {
  ZAddChargeRequest,
  ZAddFolioRequest,
  ZChargeParams,
  ZCityTaxRequest,
  ZDiscountRequest,
  ZEditPaymentRequest,
  ZEditPriceRequest,
  ZOrderParams,
  ZPaymentParams,
  ZPaymentRequest,
  ZPaymentsQuery,
  ZRouteRequest,
} from './folio.schemas.ts';
import { listPayments } from './list-payments.ts';
import { listSaleCatalogue } from './list-sale-catalogue.ts';
import { findPayment } from './payment-data.ts';
import { routeCharges } from './route-charges.ts';

/** The order of the path, in a hotel the user works in (404 otherwise). */
async function orderOfPath(c: Context<ApiEnv>): Promise<number> {
  return (await visibleOrderOfPath(c)).orderId;
}

/** The order the path names, once its hotel is one the user works in (404 otherwise). */
async function visibleOrderOfPath(c: Context<ApiEnv>): Promise<OrderRow> {
  const { orderId } = parseParams(c, ZOrderParams);
  const order = await findOrderRow(c.get('deps').database.db, orderId);
  await assertHotelVisible(c, order.groupId, `order ${orderId}`);
  return order;
}

/**
 * The hotels a payments list covers: the named (or current) one; -1 all the user's hotels. The
 * card-payments report (bytime) counts hotels 1 and 2 as all (front-office.md §6): all the hotels
 * the user may see, never another's.
 */
async function paymentHotels(c: Context<ApiEnv>, group: string | undefined, groupsOneTwoAsAll: boolean): Promise<number[]> {
  const groupId = await resolveGroup(c, group);
  if (groupId === -1 || (groupsOneTwoAsAll && (groupId === 1 || groupId === 2))) return allowedGroupIds(c.get('deps').database.db, c.get('user'));
  return [groupId];
}

/** Folio, charges and payments (CRM API). */
export function registerFolioRoutes(app: ApiApp): void {
  route(app, 'GET', '/folio/:orderId', { roles: STAY_READERS }, async (c) => {
    const call = cashierCall(c);
    const order = await visibleOrderOfPath(c);
    return answerJson(c, await findFolio(call.db, { order, now: call.now }));
  });

  // What "Add an extra" may sell on this order: the hotel's points of sale and priced products.
  route(app, 'GET', '/folio/:orderId/sale-catalogue', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const order = await visibleOrderOfPath(c);
    return c.json(await listSaleCatalogue(call.db, { groupId: order.groupId, currency: order.currency.trim() }));
  });

  route(app, 'POST', '/folio/:orderId/charges', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const orderId = await orderOfPath(c);
    const input = await parseBody(c, ZAddChargeRequest);
    return c.json(await addCharge(call.db, { orderId, input, user: call.user, now: call.now }), 201);
  });

  route(app, 'POST', '/folio/:orderId/discount', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const orderId = await orderOfPath(c);
    const b = await parseBody(c, ZDiscountRequest);
    return c.json(await discountCharge(call.db, { orderId, ...b, user: call.user, now: call.now }), 201);
  });

  route(app, 'POST', '/folio/:orderId/city-tax', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const orderId = await orderOfPath(c);
    const b = await parseBody(c, ZCityTaxRequest);
    return c.json(await applyCityTax(call.db, { orderId, ...b, user: call.user }), 201);
  });

  route(app, 'POST', '/folio/:orderId/folios', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const orderId = await orderOfPath(c);
    const b = await parseBody(c, ZAddFolioRequest);
    return c.json(await addFolio(call.db, { orderId, ...b, user: call.user }), 201);
  });

  route(app, 'POST', '/folio/:orderId/route', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const orderId = await orderOfPath(c);
    const b = await parseBody(c, ZRouteRequest);
    return c.json(await routeCharges(call.db, { orderId, ...b, user: call.user }));
  });

  route(app, 'PUT', '/folio/charges/:chargeId/price', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const { chargeId } = parseParams(c, ZChargeParams);
    const charge = await findCharge(call.db, chargeId);
    await assertHotelVisible(c, charge.groupId, `charge ${chargeId}`);
    const b = await parseBody(c, ZEditPriceRequest);
    await editChargePrice(call.db, { chargeId, ...b, user: call.user });
    return c.json({ chargeId });
  });

  // The spec's path for taking money on an order.
  route(app, 'POST', '/orders/:orderId/add/payment', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const orderId = await orderOfPath(c);
    const input = await parseBody(c, ZPaymentRequest);
    return c.json(await addPayment(call.db, { orderId, input, user: call.user, now: call.now }), 201);
  });

  route(app, 'PUT', '/payments/:paymentId', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const { paymentId } = parseParams(c, ZPaymentParams);
    const p = await findPayment(call.db, paymentId);
    await assertHotelVisible(c, p.groupId, `payment ${paymentId}`);
    const change = await parseBody(c, ZEditPaymentRequest);
    await editPayment(call.db, { paymentId, change, user: call.user, now: call.now });
    return c.json({ paymentId });
  });

  route(app, 'DELETE', '/payments/:paymentId', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const { paymentId } = parseParams(c, ZPaymentParams);
    const p = await findPayment(call.db, paymentId);
    await assertHotelVisible(c, p.groupId, `payment ${paymentId}`);
    await deletePayment(call.db, { paymentId, user: call.user });
    return c.json({ paymentId });
  });

  route(app, 'GET', '/payments', { roles: STAY_READERS }, async (c) => {
    const call = cashierCall(c);
    const query = parseQuery(c, ZPaymentsQuery);
    return c.json(await listPayments(call.db, { groupIds: await paymentHotels(c, query.group, false), query }));
  });

  route(app, 'GET', '/payments/bytime', { roles: STAY_READERS }, async (c) => {
    const call = cashierCall(c);
    const query = parseQuery(c, ZPaymentsQuery);
    return c.json(
      await listPayments(call.db, { groupIds: await paymentHotels(c, query.group, true), query: { ...query, method: query.method ?? 'card' }, order: 'time' }),
    );
  });
}
