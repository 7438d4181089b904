import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems, orders, roomTypes } from '../../db/schema/index.ts';
import { roomItemDescription, stayLines } from '../../../lib/domain/stay-lines.ts';
import { nightsOf } from '../../../lib/domain/front-desk-dates.ts';
import type { StayRow } from './stay-data.ts';

/** Splits a stay's price over its nights in whole minor units; the first nights carry the remainder. */
export function splitOverNights(totalMinor: number, nights: number): number[] {
  const base = Math.floor(totalMinor / nights);
  const rest = totalMinor - base * nights;
  return Array.from({ length: nights }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * Replaces the room-night charges of the stay's item: one per night at the stay's price. Nights a
 * closing has posted are frozen and stay as they are; the rest of the price is spread over the
 * nights still open.
 */
export async function rewriteRoomNights(tx: Db, stay: StayRow, next: { checkin: string; checkout: string; priceMinor: number }): Promise<void> {
  const posted = await tx.select({ day: orderCharges.day, amountMinor: orderCharges.amountMinor }).from(orderCharges)
    .where(and(eq(orderCharges.itemId, stay.itemId), eq(orderCharges.kind, 'room_night'), isNotNull(orderCharges.postedDay)));
  const postedDays = new Set(posted.map((p) => String(p.day)));
  await tx.delete(orderCharges).where(and(eq(orderCharges.itemId, stay.itemId), eq(orderCharges.kind, 'room_night'), isNull(orderCharges.postedDay)));
  const all = nightsOf(next.checkin, next.checkout);
  const open = all.filter((d) => !postedDays.has(d));
  const openPrice = Math.max(0, next.priceMinor - posted.reduce((n, p) => n + p.amountMinor, 0));
  const amounts = open.length ? splitOverNights(openPrice, open.length) : [];
  if (open.length) {
    await tx.insert(orderCharges).values(open.map((day, i) => ({
      groupId: stay.groupId, orderId: stay.orderId, itemId: stay.itemId, day, kind: 'room_night' as const, description: 'Room night', amountMinor: amounts[i]!,
    })));
  }
  // Quantity, unit price and description follow in refreshTotals, from the charges.
  await tx.update(orderItems).set({ serviceStart: next.checkin, serviceEnd: next.checkout }).where(eq(orderItems.itemId, stay.itemId));
}

/** Drops the stay's room nights not yet posted by a closing (from `fromDay` on when given). */
export async function dropRoomNights(tx: Db, stay: StayRow, fromDay?: string): Promise<void> {
  await tx.delete(orderCharges).where(and(
    eq(orderCharges.itemId, stay.itemId), eq(orderCharges.kind, 'room_night'), isNull(orderCharges.postedDay), fromDay ? sql`${orderCharges.day} >= ${fromDay}::date` : undefined,
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

/**
 * The item follows its charges through stayLines (the one computation the screens show): quantity
 * = the nights charged, unit price × quantity = the nights' total, the description from that count;
 * a stay with no night left (cancelled, no-show) is one line of its fees. The order total follows.
 */
export async function refreshTotals(tx: Db, stay: StayRow, itemStatus: number): Promise<void> {
  const charges = await tx.select({ day: sql<string>`${orderCharges.day}::text`, kind: orderCharges.kind, amountMinor: orderCharges.amountMinor })
    .from(orderCharges).where(eq(orderCharges.itemId, stay.itemId));
  const { lines, nights, totalMinor } = stayLines(charges.map((c) => ({ ...c, amountMinor: Number(c.amountMinor) })));
  const nightsMinor = lines.filter((l) => l.kind === 'room_night').reduce((sum, l) => sum + l.totalMinor, 0);
  const [type] = await tx.select({ name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.roomTypeId, stay.roomTypeId));
  await tx.update(orderItems)
    .set({
      status: itemStatus, totalMinor,
      ...(nights > 0
        ? { quantity: nights, unitPriceMinor: Math.round(nightsMinor / nights), description: roomItemDescription(type?.name ?? 'Room', nights) }
        : { quantity: 1, unitPriceMinor: totalMinor }),
    })
    .where(eq(orderItems.itemId, stay.itemId));
  await tx.update(orders)
    .set({ totalMinor: sql`(select coalesce(sum(${orderCharges.amountMinor}), 0) from ${orderCharges} where ${orderCharges.orderId} = ${stay.orderId})` })
    .where(eq(orders.orderId, stay.orderId));
}
