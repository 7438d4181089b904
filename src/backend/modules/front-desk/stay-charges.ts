import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems, orders, roomTypes } from '../../db/schema/index.ts';
import { roomItemDescription, stayLines } from '../../../lib/domain/stay-lines.ts';
import { nightsOf } from '../../../lib/domain/front-desk-dates.ts';
import type { StayRow } from './stay-data.ts';
import { refuseInvoicedNightsChange } from './invoiced-nights.ts';
import { invalid } from '../../http/errors.ts';
import { taxRateFor } from '../taxes/index.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';
import { lineColumns, storedLine, type StoredLineColumns } from '../../../lib/i18n/stored-texts.ts';

/** Splits a stay's price over its nights in whole minor units; the first nights carry the remainder. */
export function splitOverNights(totalMinor: number, nights: number): number[] {
  const base = Math.floor(totalMinor / nights);
  const rest = totalMinor - base * nights;
  return Array.from({ length: nights }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * Rewrites the room-night charges of the stay's item for its new dates and price: one per night.
 * Nights a closing has posted and nights on an issued invoice are frozen and stay as they are (an
 * invoiced night dropped, or a price they leave no room for, is refused naming the invoice); the
 * rest of the price is spread over the other nights. A night whose day stays keeps its charge and
 * tax rate, a new night takes the hotel's room rate, a night no longer stayed goes.
 */
export async function rewriteRoomNights(tx: Db, stay: StayRow, next: { checkin: string; checkout: string; priceMinor: number }): Promise<void> {
  const nights = (
    await tx
      .select({
        chargeId: orderCharges.chargeId,
        day: sql<string>`${orderCharges.day}::text`,
        amountMinor: orderCharges.amountMinor,
        postedDay: orderCharges.postedDay,
        invoiceId: orderCharges.invoiceId,
        unitPriceMinor: orderCharges.unitPriceMinor,
        complimentary: orderCharges.complimentary,
      })
      .from(orderCharges)
      .where(and(eq(orderCharges.itemId, stay.itemId), eq(orderCharges.kind, 'room_night')))
      .orderBy(orderCharges.day, orderCharges.chargeId)
  ).map((n) => ({ ...n, amountMinor: Number(n.amountMinor), postedDay: n.postedDay === null ? null : String(n.postedDay) }));
  const fixed = nights.filter((n) => n.postedDay !== null || n.invoiceId !== null);
  const fixedDays = new Set(fixed.map((n) => n.day));
  const fixedMinor = fixed.reduce((sum, n) => sum + n.amountMinor, 0);
  const all = nightsOf(next.checkin, next.checkout);
  const open = all.filter((d) => !fixedDays.has(d));
  const refusal = await refuseInvoicedNightsChange(tx, {
    stay,
    nights,
    keptDays: new Set(all),
    priceMinor: next.priceMinor,
    fixedMinor,
    openNights: open.length,
  });
  if (refusal) throw refusal;
  const openPrice = Math.max(0, next.priceMinor - fixedMinor);
  const amounts = open.length ? splitOverNights(openPrice, open.length) : [];
  // Only a stay given away (its nights marked complimentary by its plan) has nights at zero; a price
  // that leaves a night at zero otherwise is refused here, before the database's check would.
  const givenAway = nights.length > 0 && nights.every((n) => n.complimentary);
  if (!givenAway && amounts.some((a) => a === 0)) {
    throw invalid(
      'priceMinor',
      `a price of ${next.priceMinor} leaves a night of reservation ${stay.number} at zero; every night is sold above zero (a stay given away is booked on a complimentary plan)`,
      { key: 'errors.stay.nightAtZero', params: { price: moneyP(next.priceMinor, stay.currency) } },
    );
  }
  const kept = new Map<string, (typeof nights)[number]>();
  const gone: number[] = [];
  const openDays = new Set(open);
  for (const n of nights.filter((x) => x.postedDay === null && x.invoiceId === null)) {
    if (openDays.has(n.day) && !kept.has(n.day)) kept.set(n.day, n);
    else gone.push(n.chargeId);
  }
  if (gone.length) await tx.delete(orderCharges).where(inArray(orderCharges.chargeId, gone));
  const repriced = open.flatMap((day, i) => {
    const n = kept.get(day);
    return n && n.amountMinor !== amounts[i] ? [sql`(${n.chargeId}::int, ${amounts[i]!}::bigint)`] : [];
  });
  if (repriced.length) {
    await tx.execute(sql`update order_charges c set amount_minor = v.amount, unit_price_minor = case when c.unit_price_minor is null then null else v.amount end
      from (values ${sql.join(repriced, sql`, `)}) v(charge_id, amount) where c.charge_id = v.charge_id`);
  }
  const added = open.map((day, i) => ({ day, amountMinor: amounts[i]! })).filter((n) => !kept.has(n.day));
  if (added.length) {
    // The hotel's rate for room nights, the one the booking gave them (taxes module).
    const taxRateBp = await taxRateFor(tx, { groupId: stay.groupId, family: 'room' });
    await tx.insert(orderCharges).values(
      added.map((n) => ({
        groupId: stay.groupId,
        orderId: stay.orderId,
        itemId: stay.itemId,
        day: n.day,
        kind: 'room_night' as const,
        ...ROOM_NIGHT,
        amountMinor: n.amountMinor,
        taxRateBp,
        family: 'room',
        complimentary: givenAway,
      })),
    );
  }
  // Quantity, unit price and description follow in refreshTotals, from the charges.
  await tx.update(orderItems).set({ serviceStart: next.checkin, serviceEnd: next.checkout }).where(eq(orderItems.itemId, stay.itemId));
}

/**
 * Drops the stay's room nights not yet posted by a closing (from `fromDay` on when given). Nights on
 * an issued invoice stay: they were billed, and a credit note gives back what the guest no longer owes.
 */
export async function dropRoomNights(tx: Db, stay: StayRow, fromDay?: string): Promise<void> {
  await tx
    .delete(orderCharges)
    .where(
      and(
        eq(orderCharges.itemId, stay.itemId),
        eq(orderCharges.kind, 'room_night'),
        isNull(orderCharges.postedDay),
        isNull(orderCharges.invoiceId),
        fromDay ? sql`${orderCharges.day} >= ${fromDay}::date` : undefined,
      ),
    );
}

/** The sum of the stay's room-night charges from `fromDay` on that an early departure leaves (an invoiced night stays billed). */
export async function roomNightsFrom(tx: Db, stay: StayRow, fromDay: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${orderCharges.amountMinor}), 0)` })
    .from(orderCharges)
    .where(
      and(
        eq(orderCharges.itemId, stay.itemId),
        eq(orderCharges.kind, 'room_night'),
        isNull(orderCharges.invoiceId),
        sql`${orderCharges.day} >= ${fromDay}::date`,
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * A fee on the stay. Its line is the one `text` says; without it a cancellation or no-show fee is
 * named by its kind, and another fee keeps the description given (to be given a kind by its caller).
 */
export async function addCharge(
  tx: Db,
  stay: StayRow,
  c: { day: string; kind: 'cancellation' | 'no_show' | 'fee'; description: string; amountMinor: number; text?: StoredLineColumns },
): Promise<void> {
  const { text, ...charge } = c;
  const line = text ?? FEE_LINES[c.kind] ?? { description: c.description, textKey: null, textParams: null };
  const taxRateBp = await taxRateFor(tx, { groupId: stay.groupId, family: 'fee' });
  await tx.insert(orderCharges).values({ groupId: stay.groupId, orderId: stay.orderId, itemId: stay.itemId, ...charge, ...line, taxRateBp, family: 'fee' });
}

const ROOM_NIGHT = storedLine('folio.line.roomNight');
const FEE_LINES: Partial<Record<'cancellation' | 'no_show' | 'fee', StoredLineColumns>> = {
  cancellation: storedLine('folio.line.cancellationFee'),
  no_show: storedLine('folio.line.noShowFee'),
};

/**
 * The item follows its charges through stayLines (the one computation the screens show): quantity
 * = the nights charged, unit price × quantity = the nights' total, the description from that count;
 * a stay with no night left (cancelled, no-show) is one line of its fees. The order total follows.
 */
export async function refreshTotals(tx: Db, stay: StayRow, itemStatus: number): Promise<void> {
  const charges = await tx
    .select({ day: sql<string>`${orderCharges.day}::text`, kind: orderCharges.kind, amountMinor: orderCharges.amountMinor })
    .from(orderCharges)
    .where(eq(orderCharges.itemId, stay.itemId));
  const { lines, nights, totalMinor } = stayLines(charges.map((c) => ({ ...c, amountMinor: Number(c.amountMinor) })));
  const nightsMinor = lines.filter((l) => l.kind === 'room_night').reduce((sum, l) => sum + l.totalMinor, 0);
  const [type] = await tx.select({ name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.roomTypeId, stay.roomTypeId));
  await tx
    .update(orderItems)
    .set({
      status: itemStatus,
      totalMinor,
      ...(nights > 0
        ? { quantity: nights, unitPriceMinor: Math.round(nightsMinor / nights), ...lineColumns(roomItemDescription(type?.name ?? 'Room', nights)) }
        : { quantity: 1, unitPriceMinor: totalMinor }),
    })
    .where(eq(orderItems.itemId, stay.itemId));
  await tx
    .update(orders)
    .set({ totalMinor: sql`(select coalesce(sum(${orderCharges.amountMinor}), 0) from ${orderCharges} where ${orderCharges.orderId} = ${stay.orderId})` })
    .where(eq(orders.orderId, stay.orderId));
}
