import type { ApiApp } from '../../http/api-env.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { route } from '../../http/route-access.ts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/rows.ts';
import { assertOwned } from './owned.ts';
import { listStoreStock } from './list-store-stock.ts';
import { boActor, BO_ROLES, dbOf, todayOf } from './bo-access.ts';
import { ZClosePeriodRequest, ZIdParams, ZInternalOrderRequest, ZInternalOrdersQuery, ZInventoryRequest, ZReopenRequest } from './back-office.schemas.ts';
import { createInternalOrder } from './create-internal-order.ts';
import { cancelInternalOrder, validateInternalOrder } from './validate-internal-order.ts';
import { listClosedPeriods, listInternalOrders } from './list-internal-orders.ts';
import { postInventory } from './post-inventory.ts';
import { approveInventory } from './approve-inventory.ts';
import { countVariance } from './inventory-variance.ts';
import { listPendingCounts } from './list-pending-counts.ts';
import { closePeriod, reopenPeriod } from './close-period.ts';
import { findReport, runReport } from './run-report.ts';
import { exportReport } from './export-report.ts';
import { ZExportQuery, ZReportQuery } from './report-types.ts';
import { z } from 'zod';
import { hotelCurrencyOf } from '../../../lib/domain/hotel-currency.ts';

const ZReportParams = z.object({ name: z.string().max(40, 'unknown report') });

/** Internal orders, inventories, close and reopen, and the reports (CRM API). */
export function registerBoStockRoutes(app: ApiApp): void {
  route(app, 'GET', '/bo/internal-orders', { roles: BO_ROLES.read }, async (c) => {
    const query = parseQuery(c, ZInternalOrdersQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await listInternalOrders(dbOf(c), { groupId: actor.groupId, query }));
  });
  route(app, 'POST', '/bo/internal-orders', { roles: BO_ROLES.stock }, async (c) => {
    const actor = await boActor(c, BO_ROLES.stock);
    return c.json(await createInternalOrder(dbOf(c), { actor, input: await parseBody(c, ZInternalOrderRequest) }), 201);
  });
  route(app, 'POST', '/bo/internal-orders/:id/validate', { roles: BO_ROLES.stock }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.stock);
    return c.json(await validateInternalOrder(dbOf(c), { actor, internalOrderId: id }));
  });
  route(app, 'POST', '/bo/internal-orders/:id/cancel', { roles: BO_ROLES.stock }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.stock);
    return c.json(await cancelInternalOrder(dbOf(c), { actor, internalOrderId: id }));
  });
  route(app, 'POST', '/bo/inventories', { roles: BO_ROLES.stock }, async (c) => {
    const actor = await boActor(c, BO_ROLES.stock);
    return c.json(await postInventory(dbOf(c), { actor, input: await parseBody(c, ZInventoryRequest) }), 201);
  });
  // The count's variance before it posts (nothing written), and whether it will need an approver.
  route(app, 'POST', '/bo/inventories/preview', { roles: BO_ROLES.stock }, async (c) => {
    const actor = await boActor(c, BO_ROLES.stock);
    const input = await parseBody(c, ZInventoryRequest);
    return c.json(await countVariance(dbOf(c), { groupId: actor.groupId, storeId: input.storeId, lines: input.lines }));
  });
  route(app, 'GET', '/bo/inventories/pending', { roles: BO_ROLES.read }, async (c) => {
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await listPendingCounts(dbOf(c), { groupId: actor.groupId }));
  });
  route(app, 'POST', '/bo/inventories/:id/approve', { roles: BO_ROLES.stock }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.stock);
    return c.json(await approveInventory(dbOf(c), { actor, inventoryId: id }));
  });

  route(app, 'GET', '/bo/context', { roles: BO_ROLES.read }, async (c) => {
    const actor = await boActor(c, BO_ROLES.read);
    const [hotel] = await rowsOf<{ currency: string }>(dbOf(c), sql`select currency from hotels where group_id = ${actor.groupId}`);
    return c.json({ currency: hotelCurrencyOf(hotel?.currency), today: await todayOf(c), userId: actor.user.userId, roles: c.get('user').roles });
  });
  route(app, 'GET', '/bo/stores/:id/stock', { roles: BO_ROLES.read }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.read);
    await assertOwned(dbOf(c), 'store', id, actor.groupId);
    return c.json(await listStoreStock(dbOf(c), { groupId: actor.groupId, storeId: id }));
  });
  route(app, 'GET', '/bo/closed-periods', { roles: BO_ROLES.read }, async (c) =>
    c.json(await listClosedPeriods(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)),
  );
  route(app, 'POST', '/orders/close', { roles: BO_ROLES.close }, async (c) => {
    const actor = await boActor(c, BO_ROLES.close);
    const body = await parseBody(c, ZClosePeriodRequest);
    return c.json(await closePeriod(dbOf(c), { actor, from: body.creationDateFrom, to: body.creationDateTo, status: body.status }), 201);
  });
  route(app, 'POST', '/orders/reopen', { roles: BO_ROLES.reopen }, async (c) => {
    const actor = await boActor(c, BO_ROLES.reopen);
    await reopenPeriod(dbOf(c), { actor, closedPeriodId: (await parseBody(c, ZReopenRequest)).closedPeriodId });
    return c.json({ ok: true });
  });

  route(app, 'GET', '/bo/reports/:name', { roles: BO_ROLES.read }, async (c) => {
    const { name } = parseParams(c, ZReportParams);
    findReport(name);
    const query = parseQuery(c, ZReportQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await runReport(dbOf(c), { name, groupId: actor.groupId, query, today: await todayOf(c) }));
  });
  route(app, 'GET', '/bo/reports/:name/export', { roles: BO_ROLES.read }, async (c) => {
    const { name } = parseParams(c, ZReportParams);
    findReport(name);
    const { format } = parseQuery(c, ZExportQuery);
    const query = parseQuery(c, ZReportQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return exportFileResponse(
      await exportReport(dbOf(c), { name, groupId: actor.groupId, query, today: await todayOf(c), format, lang: c.get('user').language }),
    );
  });
}
