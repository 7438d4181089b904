import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, invoices, orderCharges, reservations } from '../../db/schema/index.ts';
import { customerNameSql } from '../customers/customer-name.ts';
import { folioBalances, lastClosedDay, listFolios, openDayAfter, type OrderRow } from './folio-data.ts';
import { dayInZone } from '../../../lib/domain/days.ts';
import type { TFolioDto } from '../../../lib/domain/folio-dto.ts';
import { readPayments } from './payment-rows.ts';

/**
 * The folio screen of an order (its row as the route read it to check the hotel): its stays, folios
 * with their balances, charges, payments and invoices.
 */
export async function findFolio(db: Db, opts: { order: OrderRow; now: Date }): Promise<TFolioDto> {
  const { order } = opts;
  const [folios, balances, charges, payments, docs, stays, closed, companies] = await Promise.all([
    listFolios(db, order.orderId),
    folioBalances(db, order.orderId),
    db.select({
      chargeId: orderCharges.chargeId, itemId: orderCharges.itemId, folioNo: orderCharges.folioNo, day: orderCharges.day, kind: orderCharges.kind, family: orderCharges.family,
      description: orderCharges.description, quantity: orderCharges.quantity, unitPriceMinor: orderCharges.unitPriceMinor, amountMinor: orderCharges.amountMinor,
      taxRateBp: orderCharges.taxRateBp, postedDay: orderCharges.postedDay, invoiceId: orderCharges.invoiceId,
    }).from(orderCharges).where(eq(orderCharges.orderId, order.orderId)).orderBy(asc(orderCharges.day), asc(orderCharges.chargeId)),
    readPayments(db, sql`p.order_id = ${order.orderId}`, sql`order by p.payment_id`),
    db.select({
      invoiceId: invoices.invoiceId, kind: invoices.kind, number: invoices.number, folioNo: invoices.folioNo, totalMinor: invoices.totalMinor, issuedAt: invoices.issuedAt,
      creditedMinor: sql<string>`(select coalesce(sum(cn.total_minor), 0) from invoices cn where cn.credited_invoice_id = ${invoices.invoiceId})`,
    }).from(invoices).where(eq(invoices.orderId, order.orderId)).orderBy(asc(invoices.invoiceId)),
    db.select({
      itemId: reservations.itemId, reservationId: reservations.reservationId, number: reservations.number, guestName: reservations.guestName, adults: reservations.adults,
      checkin: reservations.checkin, checkout: reservations.checkout, status: reservations.status,
    }).from(reservations).where(eq(reservations.orderId, order.orderId)).orderBy(asc(reservations.reservationId)),
    lastClosedDay(db, order.groupId),
    db.select({ id: customers.customerId, name: customerNameSql(customers) }).from(customers)
      .where(sql`${customers.customerId} in (select company_id from folios where order_id = ${order.orderId} union select ${order.customerId ?? 0})`),
  ]);
  const openDay = openDayAfter(dayInZone(opts.now, order.timezone), closed);
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const byNo = new Map(balances.map((b) => [b.folioNo, b]));
  const summaries = folios.map((f) => {
    const b = byNo.get(f.folioNo) ?? { chargesMinor: 0, paidMinor: 0, balanceMinor: 0 };
    return {
      folioNo: f.folioNo, label: f.label, company: f.companyId !== null ? { id: f.companyId, name: names.get(f.companyId) ?? '' } : null,
      chargesMinor: b.chargesMinor, paidMinor: b.paidMinor, balanceMinor: b.balanceMinor,
    };
  });
  return {
    orderId: order.orderId, groupId: order.groupId, number: order.number, currency: order.currency.trim(),
    customer: order.customerId !== null ? { id: order.customerId, name: names.get(order.customerId) ?? '' } : null,
    openDay, lastClosedDay: closed ?? null,
    stays: stays.map((s) => ({ ...s, checkin: String(s.checkin), checkout: String(s.checkout) })),
    folios: summaries,
    charges: charges.map((c) => ({ ...c, day: String(c.day), postedDay: c.postedDay === null ? null : String(c.postedDay), unitPriceMinor: c.unitPriceMinor ?? c.amountMinor })),
    payments,
    invoices: docs.map((d) => ({ ...d, folioNo: d.folioNo, creditedMinor: Number(d.creditedMinor), issuedAt: d.issuedAt.toISOString() })),
    balanceMinor: summaries.reduce((s, f) => s + f.balanceMinor, 0),
  };
}
