import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, orderCharges, orderItems, orders } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { findLastClosedDay } from '../../core/business-day.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

export interface ChargeRow {
  chargeId: number;
  orderId: number;
  itemId: number;
  groupId: number;
  day: string;
  kind: string;
  description: string;
  /** The line's kind and values (stored-texts.ts); null: the description is the clerk's own words. */
  textKey: string | null;
  textParams: unknown;
  amountMinor: number;
  quantity: number;
  unitPriceMinor: number | null;
  taxRateBp: number;
  family: string;
  folioNo: number;
  postedDay: string | null;
  invoiceId: number | null;
  discountOf: number | null;
}

const columns = {
  chargeId: orderCharges.chargeId,
  orderId: orderCharges.orderId,
  itemId: orderCharges.itemId,
  groupId: orderCharges.groupId,
  day: orderCharges.day,
  kind: orderCharges.kind,
  description: orderCharges.description,
  textKey: orderCharges.textKey,
  textParams: orderCharges.textParams,
  amountMinor: orderCharges.amountMinor,
  quantity: orderCharges.quantity,
  unitPriceMinor: orderCharges.unitPriceMinor,
  taxRateBp: orderCharges.taxRateBp,
  family: orderCharges.family,
  folioNo: orderCharges.folioNo,
  postedDay: orderCharges.postedDay,
  invoiceId: orderCharges.invoiceId,
  discountOf: orderCharges.discountOf,
};

const normalise = (r: Omit<ChargeRow, 'day' | 'postedDay'> & { day: unknown; postedDay: unknown }): ChargeRow => ({
  ...r,
  day: String(r.day),
  postedDay: r.postedDay === null ? null : String(r.postedDay),
});

/** A charge and its order's hotel (404 when there is none). */
export async function findCharge(db: Db, chargeId: number): Promise<ChargeRow> {
  const [row] = await db.select(columns).from(orderCharges).where(eq(orderCharges.chargeId, chargeId));
  if (!row) throw notFound(`No charge has the id ${chargeId}.`, { key: 'errors.notFound.charge' });
  return normalise(row);
}

export async function listOrderCharges(tx: Db, orderId: number): Promise<ChargeRow[]> {
  const rows = await tx.select(columns).from(orderCharges).where(eq(orderCharges.orderId, orderId)).orderBy(asc(orderCharges.day), asc(orderCharges.chargeId));
  return rows.map(normalise);
}

/** A charge whose amount may still change: not posted, not invoiced, not on a closed day (409 naming why). */
export async function assertChargeEditable(tx: Db, charge: ChargeRow): Promise<void> {
  if (charge.postedDay !== null)
    throw conflict(
      `Charge ${charge.chargeId} (${charge.description}, ${charge.day}) was posted by the closing of ${charge.postedDay}; it cannot change. Add a correcting charge or a discount instead.`,
      { key: 'errors.charge.posted', params: { charge: charge.description, day: dayP(charge.day), closing: dayP(charge.postedDay) } },
    );
  if (charge.invoiceId !== null) {
    const number = await invoiceNumber(tx, charge.invoiceId);
    throw conflict(
      `Charge ${charge.chargeId} (${charge.description}, ${charge.day}) is on issued invoice ${number} and never changes. Issue a credit note on ${number}, then add a correcting charge.`,
      { key: 'errors.charge.invoiced', params: { charge: charge.description, day: dayP(charge.day), invoice: number } },
    );
  }
  const closed = await findLastClosedDay(tx, charge.groupId);
  if (closed !== undefined && charge.day <= closed)
    throw conflict(`Charge ${charge.chargeId} is dated ${charge.day}, a closed business day (closed up to ${closed}); it cannot change.`, {
      key: 'errors.charge.dayClosed',
      params: { charge: charge.description, day: dayP(charge.day), closed: dayP(closed) },
    });
}

/** The number an invoice is known by (its id when it has none), for the messages that name it. */
export async function invoiceNumber(tx: Db, invoiceId: number): Promise<string> {
  const [row] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.invoiceId, invoiceId));
  return row?.number ?? String(invoiceId);
}

/** The stay item a charge goes on: the one named (it must be the order's), else the order's first item. */
export async function chargeItem(tx: Db, orderId: number, itemId: number | undefined): Promise<number> {
  const items = await tx.select({ itemId: orderItems.itemId }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.itemId));
  if (items.length === 0) throw conflict(`Order ${orderId} has no item to charge.`, { key: 'errors.charge.noItem' });
  if (itemId === undefined) return items[0]!.itemId;
  if (!items.some((i) => i.itemId === itemId))
    throw invalid('itemId', `item ${itemId} is not part of order ${orderId}`, { key: 'errors.charge.itemNotOnOrder' });
  return itemId;
}

/** Order total follows its charges (as refreshTotals does for a stay's). */
export async function refreshOrderTotal(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ totalMinor: sql`(select coalesce(sum(${orderCharges.amountMinor}), 0) from ${orderCharges} where ${orderCharges.orderId} = ${orderId})` })
    .where(eq(orders.orderId, orderId));
  await tx
    .update(orderItems)
    .set({ totalMinor: sql`(select coalesce(sum(${orderCharges.amountMinor}), 0) from ${orderCharges} where ${orderCharges.itemId} = ${orderItems.itemId})` })
    .where(eq(orderItems.orderId, orderId));
}
