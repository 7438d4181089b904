import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems, orders } from '../../db/schema/index.ts';
import { nightsOf } from '../../../lib/domain/front-desk-dates.ts';
import type { StayRow } from './stay-data.ts';

/** Splits a stay's price over its nights in whole minor units; the first nights carry the remainder. */
export function splitOverNights(totalMinor: number, nights: number): number[] {
  const base = Math.floor(totalMinor / nights);
  const rest = totalMinor - base * nights;
  return Array.from({ length: nights }, (_, i) => base + (i < rest ? 1 : 0));
}

/** Replaces the room-night charges of the stay's item: one per night at the stay's price. */
export async function rewriteRoomNights(tx: Db, stay: StayRow, next: { checkin: string; checkout: string; priceMinor: number }): Promise<void> {
  await tx.delete(orderCharges).where(and(eq(orderCharges.itemId, stay.itemId), eq(orderCharges.kind, 'room_night')));
  const nights = nightsOf(next.checkin, next.checkout);
  const amounts = splitOverNights(next.priceMinor, nights.length);
  await tx.insert(orderCharges).values(nights.map((day, i) => ({
    groupId: stay.groupId, orderId: stay.orderId, itemId: stay.itemId, day, kind: 'room_night' as const, description: 'Room night', amountMinor: amounts[i]!,
  })));
  await tx.update(orderItems)
    .set({ quantity: nights.length, unitPriceMinor: amounts[nights.length - 1]!, serviceStart: next.checkin, serviceEnd: next.checkout })
    .where(eq(orderItems.itemId, stay.itemId));
}

export async function dropRoomNights(tx: Db, stay: StayRow, fromDay?: string): Promise<void> {
  await tx.delete(orderCharges).where(and(
    eq(orderCharges.itemId, stay.itemId), eq(orderCharges.kind, 'room_night'), fromDay ? sql`${orderCharges.day} >= ${fromDay}::date` : undefined,
  ));
}

/** The sum of the stay's room-night charges from `fromDay` on (the nights an early departure leaves). */
export async function roomNightsFrom(tx: Db, stay: StayRow, fromDay: string): Promise<number> {
  const [row] = await tx.select({ sum: sql<string>`coalesce(sum(${orderCharges.amountMinor}), 0)` }).from(orderCharges).where(and(
    eq(orderCharges.itemId, stay.itemId), eq(orderCharges.kind, 'room_night'), sql`${orderCharges.day} >= ${fromDay}::date`,
  ));
  return Number(row?.sum ?? 0);
}

export async function addCharge(tx: Db, stay: StayRow, c: { day: string; kind: 'cancellation' | 'no_show' | 'fee'; description: string; amountMinor: number }): Promise<void> {
  await tx.insert(orderCharges).values({ groupId: stay.groupId, orderId: stay.orderId, itemId: stay.itemId, ...c });
}

/** Item and order totals follow their charges (the folio is the sum of its dated charges). */
export async function refreshTotals(tx: Db, stay: StayRow, itemStatus: number): Promise<void> {
  await tx.update(orderItems)
    .set({ status: itemStatus, totalMinor: sql`(select coalesce(sum(${orderCharges.amountMinor}), 0) from ${orderCharges} where ${orderCharges.itemId} = ${stay.itemId})` })
    .where(eq(orderItems.itemId, stay.itemId));
  await tx.update(orders)
    .set({ totalMinor: sql`(select coalesce(sum(${orderCharges.amountMinor}), 0) from ${orderCharges} where ${orderCharges.orderId} = ${stay.orderId})` })
    .where(eq(orders.orderId, stay.orderId));
}
