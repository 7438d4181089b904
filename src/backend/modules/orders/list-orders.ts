import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { customers, orderItems, orders } from '../../db/schema/index.ts';
import { customerName, isoOrNull, partnerCondition, type OrderScope } from './order-data.ts';
import type { TOrderPageDto, TOrdersQuery } from './orders.schemas.ts';
import { moneyOrNull } from '../../../lib/domain/money.ts';

/** The v1 and v2 filters of the orders list (operations.md §7), on the hotel and the partner's company. */
export function ordersWhere(scope: OrderScope, q: TOrdersQuery): SQL | undefined {
  const user = q.user ?? q.userid;
  const services = q.startservice || q.endservice || q.startendservice || q.endendservice;
  return and(
    eq(orders.groupId, scope.groupId),
    eq(orders.orderType, q.type),
    q.customer !== undefined ? eq(orders.customerId, q.customer) : undefined,
    q.number ? sql`${orders.number} like ${`${escapeLike(q.number)}%`}` : undefined,
    q.createdfrom ? sql`${orders.createdAt} >= ${q.createdfrom}::date` : undefined,
    q.createdto ? sql`${orders.createdAt} < ${q.createdto}::date + 1` : undefined,
    q.status !== undefined ? eq(orders.status, q.status) : undefined,
    q.amount ? sql`${orders.totalMinor} >= ${moneyOrNull(q.amount, { decimals: 2, field: 'amount' }) ?? 0}` : undefined,
    user !== undefined ? eq(orders.createdBy, user) : undefined,
    q.pos !== undefined ? eq(orders.posId, q.pos) : undefined,
    services
      ? sql`exists (select 1 from ${orderItems} i where i.order_id = ${orders.orderId}
      ${q.startservice ? sql`and i.service_start >= ${q.startservice}::date` : sql``} ${q.endservice ? sql`and i.service_start <= ${q.endservice}::date` : sql``}
      ${q.startendservice ? sql`and i.service_end >= ${q.startendservice}::date` : sql``} ${q.endendservice ? sql`and i.service_end <= ${q.endendservice}::date` : sql``})`
      : undefined,
    partnerCondition(scope.partnerId),
  );
}

/**
 * One page of a hotel's orders of a type, newest first (GET /orders). The page's ids come from
 * the (group_id, order_type, created_at) index alone; the customer and the item summary are
 * read for the page's rows only.
 */
export async function listOrders(db: Db, opts: { scope: OrderScope; query: TOrdersQuery }): Promise<TOrderPageDto> {
  const { page, size } = opts.query;
  const where = ordersWhere(opts.scope, opts.query);
  const newestFirst = [desc(orders.createdAt), desc(orders.orderId)];
  const ids = db
    .select({ id: orders.orderId })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(size)
    .offset(page * size)
    .as('page');
  // Per row of the page only, through the order_items_order index.
  const ofItems = (agg: SQL) => sql`(select ${agg} from ${orderItems} where ${orderItems.orderId} = ${orders.orderId})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        orderId: orders.orderId,
        number: orders.number,
        type: orders.orderType,
        status: orders.status,
        currency: orders.currency,
        totalMinor: orders.totalMinor,
        createdAt: orders.createdAt,
        confirmedAt: orders.confirmedAt,
        customerId: customers.customerId,
        customerName,
        items: sql<number>`${ofItems(sql`count(*)::int`)}`,
        serviceStart: sql<string | null>`${ofItems(sql`min(${orderItems.serviceStart})::text`)}`,
        serviceEnd: sql<string | null>`${ofItems(sql`max(${orderItems.serviceEnd})::text`)}`,
      })
      .from(ids)
      .innerJoin(orders, eq(orders.orderId, ids.id))
      .leftJoin(customers, eq(customers.customerId, orders.customerId))
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const totalElements = Number(total?.n ?? 0);
  return {
    content: rows.map((r) => ({
      orderId: r.orderId,
      number: r.number,
      type: r.type,
      status: r.status,
      currency: r.currency,
      totalMinor: Number(r.totalMinor),
      customer: r.customerId === null ? null : { id: r.customerId, name: r.customerName },
      items: Number(r.items ?? 0),
      serviceStart: r.serviceStart,
      serviceEnd: r.serviceEnd,
      createdAt: r.createdAt.toISOString(),
      confirmedAt: isoOrNull(r.confirmedAt),
    })),
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    page,
    size,
  };
}
