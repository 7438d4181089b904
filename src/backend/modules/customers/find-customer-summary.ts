import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlNumber } from '../../core/rows.ts';
import { hotels, invoices, orders, reservations } from '../../db/schema/index.ts';
import { findCustomer } from './find-customer.ts';
import type { TCustomerSummaryDto } from './customers.schemas.ts';
import { hotelCurrencyOf } from '../../../lib/domain/hotel-currency.ts';

/** How many of each the customer page shows (newest first); the lists hold the rest. */
const RECENT = 20;

/** The balance's two sums: bigints sent as text, read as numbers. */
const ZBalanceRow = z.object({ charges: sqlNumber, payments: sqlNumber });

/**
 * A customer's page: their details, latest stays, orders and invoices, and their balance (the
 * charges of their orders minus the payments on them, in the hotel's currency, summed by the database).
 */
export async function findCustomerSummary(db: Db, o: { groupId: number; id: number }): Promise<TCustomerSummaryDto> {
  const customer = await findCustomer(db, o);
  const theirOrders = sql`(select ${orders.orderId} from ${orders} where ${orders.customerId} = ${o.id} and ${orders.groupId} = ${o.groupId})`;
  const [[hotel], stays, orderRows, invoiceRows, [balance]] = await Promise.all([
    db.select({ currency: hotels.currency }).from(hotels).where(eq(hotels.groupId, o.groupId)),
    db
      .select({
        id: reservations.reservationId,
        number: reservations.number,
        guestName: reservations.guestName,
        checkin: sql<string>`${reservations.checkin}::text`,
        checkout: sql<string>`${reservations.checkout}::text`,
        status: reservations.status,
        priceMinor: reservations.priceMinor,
        currency: reservations.currency,
      })
      .from(reservations)
      .where(and(eq(reservations.groupId, o.groupId), eq(reservations.customerId, o.id)))
      .orderBy(desc(reservations.checkin), desc(reservations.reservationId))
      .limit(RECENT),
    db
      .select({
        orderId: orders.orderId,
        number: orders.number,
        status: orders.status,
        totalMinor: orders.totalMinor,
        currency: orders.currency,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(and(eq(orders.groupId, o.groupId), eq(orders.customerId, o.id)))
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(RECENT),
    db
      .select({
        invoiceId: invoices.invoiceId,
        kind: invoices.kind,
        number: invoices.number,
        day: sql<string>`${invoices.day}::text`,
        totalMinor: invoices.totalMinor,
        currency: invoices.currency,
      })
      .from(invoices)
      .where(and(eq(invoices.groupId, o.groupId), eq(invoices.customerId, o.id)))
      .orderBy(desc(invoices.issuedAt), desc(invoices.invoiceId))
      .limit(RECENT),
    rowsOf(
      db,
      sql`select
      (select coalesce(sum(amount_minor), 0) from order_charges where order_id in ${theirOrders})::bigint::text as charges,
      (select coalesce(sum(hotel_amount_minor), 0) from payments where order_id in ${theirOrders})::bigint::text as payments`,
      ZBalanceRow,
    ),
  ]);
  // One row always: a select of two subqueries without a FROM.
  const { charges: chargesMinor, payments: paymentsMinor } = balance!;
  return {
    customer,
    currency: hotelCurrencyOf(hotel?.currency),
    stays: stays.map((s) => ({ ...s, priceMinor: Number(s.priceMinor), currency: s.currency.trim() })),
    orders: orderRows.map((r) => ({ ...r, totalMinor: Number(r.totalMinor), currency: r.currency.trim(), createdAt: r.createdAt.toISOString() })),
    invoices: invoiceRows.map((r) => ({ ...r, totalMinor: Number(r.totalMinor), currency: r.currency.trim() })),
    balance: { chargesMinor, paymentsMinor, dueMinor: chargesMinor - paymentsMinor },
  };
}
