import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { folios, hotels, orders } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { rowsOf } from '../../core/rows.ts';
import { lastClosedDayOf } from '../../core/business-day.ts';

export interface OrderRow {
  orderId: number;
  groupId: number;
  number: string | null;
  currency: string;
  customerId: number | null;
  timezone: string;
  /** The hotel's last closed business day, read with the order (core/business-day.ts businessDayOn gives the open one). */
  lastClosedDay: string | null;
}

const orderColumns = {
  orderId: orders.orderId,
  groupId: orders.groupId,
  number: orders.number,
  currency: orders.currency,
  customerId: orders.customerId,
  timezone: hotels.timezone,
  lastClosedDay: lastClosedDayOf('orders'),
};

/** The order behind a folio, with its hotel's time zone (404 when there is none). */
export async function findOrderRow(db: Db, orderId: number): Promise<OrderRow> {
  const [row] = await db.select(orderColumns).from(orders).innerJoin(hotels, eq(hotels.groupId, orders.groupId)).where(eq(orders.orderId, orderId));
  if (!row) throw notFound(`No order has the id ${orderId}.`, { key: 'errors.notFound.order' });
  return row;
}

/** Reads and locks the order for the rest of the transaction: every folio write of an order goes one at a time. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [row] = await tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(hotels, eq(hotels.groupId, orders.groupId))
    .where(eq(orders.orderId, orderId))
    .for('update', { of: orders });
  if (!row) throw notFound(`No order has the id ${orderId}.`, { key: 'errors.notFound.order' });
  return row;
}

export interface FolioRow {
  folioNo: number;
  label: string;
  companyId: number | null;
}

/** The folios of an order: folio 1 (the order's own, the guest's) and those added to it. */
export async function listFolios(db: Db, orderId: number): Promise<FolioRow[]> {
  const rows = await db
    .select({ folioNo: folios.folioNo, label: folios.label, companyId: folios.companyId })
    .from(folios)
    .where(eq(folios.orderId, orderId))
    .orderBy(folios.folioNo);
  return rows.some((r) => r.folioNo === 1) ? rows : [{ folioNo: 1, label: '', companyId: null }, ...rows];
}

/** A folio of the order, or a 400 naming the field that named it. */
export async function requireFolio(db: Db, orderId: number, folioNo: number, field = 'folioNo'): Promise<FolioRow> {
  const folio = (await listFolios(db, orderId)).find((f) => f.folioNo === folioNo);
  if (!folio) throw invalid(field, `order ${orderId} has no folio ${folioNo}; add the folio first`, { key: 'errors.folio.none', params: { folio: folioNo } });
  return folio;
}

/** Balance of each folio (charges − payments − credit notes, hotel currency), as the database keeps it (folio_totals, migrations 0023 and 0030). */
export async function folioBalances(
  db: Db,
  orderId: number,
): Promise<Array<{ folioNo: number; chargesMinor: number; paidMinor: number; creditedMinor: number; balanceMinor: number }>> {
  const rows = await rowsOf<{ folio_no: number; charges_minor: string; paid_minor: string; credited_minor: string; balance_minor: string }>(
    db,
    sql`select folio_no, charges_minor, paid_minor, credited_minor, balance_minor from folio_balances where order_id = ${orderId} order by folio_no`,
  );
  return rows.map((r) => ({
    folioNo: Number(r.folio_no),
    chargesMinor: Number(r.charges_minor),
    paidMinor: Number(r.paid_minor),
    creditedMinor: Number(r.credited_minor),
    balanceMinor: Number(r.balance_minor),
  }));
}

/** True when the company exists as a company of the hotel. */
export async function isHotelCompany(db: Db, groupId: number, customerId: number): Promise<boolean> {
  const rows = await rowsOf<{ ok: number }>(
    db,
    sql`select 1 as ok from customers where customer_id = ${customerId} and group_id = ${groupId} and kind = 'company'`,
  );
  return rows.length > 0;
}
