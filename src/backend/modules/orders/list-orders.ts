import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orderItems, orders } from '../../db/schema/index.ts';
import { customerName, isoOrNull, partnerCondition, type OrderScope } from './order-data.ts';
import type { TOrderPageDto, TOrdersQuery } from './orders.schemas.ts';

/**
 * One page of a hotel's orders of a type, newest first (GET /orders). The page's ids come from
 * the (group_id, order_type, created_at) index alone; the customer and the item summary are
 * read for the page's rows only.
 */
export async function listOrders(db: Db, opts: { scope: OrderScope; query: TOrdersQuery }): Promise<TOrderPageDto> {
  const { page, size, type, customer } = opts.query;
  const where = and(
    eq(orders.groupId, opts.scope.groupId),
    eq(orders.orderType, type),
    customer !== undefined ? eq(orders.customerId, customer) : undefined,
    partnerCondition(opts.scope.partnerId),
  );
  const newestFirst = [desc(orders.createdAt), desc(orders.orderId)];
  const ids = db.select({ id: orders.orderId }).from(orders).where(where).orderBy(...newestFirst).limit(size).offset(page * size).as('page');
  // Per row of the page only, through the order_items_order index.
  const ofItems = (agg: SQL) => sql`(select ${agg} from ${orderItems} where ${orderItems.orderId} = ${orders.orderId})`;
  const [rows, [total]] = await Promise.all([
    db.select({
      orderId: orders.orderId, number: orders.number, type: orders.orderType, status: orders.status, currency: orders.currency, totalMinor: orders.totalMinor,
      createdAt: orders.createdAt, confirmedAt: orders.confirmedAt, customerId: customers.customerId, customerName,
      items: sql<number>`${ofItems(sql`count(*)::int`)}`, serviceStart: sql<string | null>`${ofItems(sql`min(${orderItems.serviceStart})::text`)}`,
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
      orderId: r.orderId, number: r.number, type: r.type, status: r.status, currency: r.currency, totalMinor: Number(r.totalMinor),
      customer: r.customerId === null ? null : { id: r.customerId, name: r.customerName },
      items: Number(r.items ?? 0), serviceStart: r.serviceStart, serviceEnd: r.serviceEnd,
      createdAt: r.createdAt.toISOString(), confirmedAt: isoOrNull(r.confirmedAt),
    })),
    totalElements, totalPages: Math.ceil(totalElements / size), page, size,
  };
}
