import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, reservationTags } from '../../db/schema/index.ts';
import { findCharges, findItems } from '../orders/index.ts';
import { findRegisteredGuests } from '../front-desk/index.ts';
import type { TStayGuestDto, TReservationOrderDto, TStayChargeDto } from './reservation-detail.schemas.ts';

/** An order's header and its items, in the order they were added. */
export async function findOrder(db: Db, orderId: number): Promise<TReservationOrderDto> {
  const [head, items] = await Promise.all([
    db
      .select({
        id: orders.orderId,
        number: orders.number,
        status: orders.status,
        currency: orders.currency,
        totalMinor: orders.totalMinor,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.orderId, orderId)),
    findItems(db, { orderId }),
  ]);
  const { createdAt, ...order } = head[0]!;
  return {
    ...order,
    totalMinor: Number(order.totalMinor),
    created: createdAt.toISOString(),
    // The folio's item shape without its stay: the details screen shows that stay already.
    items: items.map(({ orderId: _orderId, reservation: _stay, ...item }) => item),
  };
}

/** The dated charges of one item (a stay), by day. */
export async function findItemCharges(db: Db, itemId: number): Promise<TStayChargeDto[]> {
  return (await findCharges(db, { itemId })).map(({ itemId: _itemId, ...charge }) => charge);
}

/** The guests registered on a stay with their identity document, primary guest first. */
export async function findStayGuests(db: Db, reservationId: number): Promise<TStayGuestDto[]> {
  const guests = (await findRegisteredGuests(db, [reservationId])).get(reservationId) ?? [];
  return guests.map(({ docTypeId: _docTypeId, ...g }) => g);
}

/** The hotel-card tags attached to a stay, oldest first. */
export async function findStayTags(db: Db, reservationId: number): Promise<string[]> {
  const rows = await db
    .select({ tag: reservationTags.tag })
    .from(reservationTags)
    .where(eq(reservationTags.reservationId, reservationId))
    .orderBy(asc(reservationTags.tagId));
  return rows.map((r) => r.tag);
}
