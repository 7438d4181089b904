import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orderCharges, reservations } from '../../db/schema/index.ts';
import { customerNameSql } from '../customers/index.ts';
import { folioBalances, listFolios, type OrderRow } from './folio-data.ts';
import { findLastClosedDay, businessDayAfter } from '../../core/business-day.ts';
import { rowsOf } from '../../core/rows.ts';
import { dayInZone } from '../../../lib/domain/days.ts';
import type { TFolioDto } from '../../../lib/domain/folio-dto.ts';
import { readPayments } from './payment-rows.ts';
import { textOf } from '../../../lib/i18n/stored-texts.ts';

interface InvoiceRecord {
  invoice_id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  folio_no: number | null;
  total_minor: string;
  issued_at: string | Date;
  day: string;
  reason: string;
  credited_invoice_id: number | null;
  credited_number: string | null;
  credited_minor: string;
}

/**
 * The folio screen of an order (its row as the route read it to check the hotel): its stays, folios
 * with their balances (charges − payments − credit notes), charges, payments, invoices and credit notes.
 */
export async function findFolio(db: Db, opts: { order: OrderRow; now: Date }): Promise<TFolioDto> {
  const { order } = opts;
  const [folios, balances, charges, payments, docs, stays, closed, companies] = await Promise.all([
    listFolios(db, order.orderId),
    folioBalances(db, order.orderId),
    db
      .select({
        chargeId: orderCharges.chargeId,
        itemId: orderCharges.itemId,
        folioNo: orderCharges.folioNo,
        day: orderCharges.day,
        kind: orderCharges.kind,
        family: orderCharges.family,
        description: orderCharges.description,
        textKey: orderCharges.textKey,
        textParams: orderCharges.textParams,
        quantity: orderCharges.quantity,
        unitPriceMinor: orderCharges.unitPriceMinor,
        amountMinor: orderCharges.amountMinor,
        taxRateBp: orderCharges.taxRateBp,
        postedDay: orderCharges.postedDay,
        invoiceId: orderCharges.invoiceId,
      })
      .from(orderCharges)
      .where(eq(orderCharges.orderId, order.orderId))
      .orderBy(asc(orderCharges.day), asc(orderCharges.chargeId)),
    readPayments(db, sql`p.order_id = ${order.orderId}`, sql`order by p.payment_id`),
    // Aliased on both sides: a drizzle column inside the sub-select named the credit note's own id (defect 3 of issue 32).
    rowsOf<InvoiceRecord>(
      db,
      sql`select i.invoice_id, i.kind, i.number, i.folio_no, i.total_minor, i.issued_at, i.day::text as day, i.reason, i.credited_invoice_id, ci.number as credited_number,
        (select coalesce(sum(cn.total_minor), 0) from invoices cn where cn.credited_invoice_id = i.invoice_id) as credited_minor
      from invoices i left join invoices ci on ci.invoice_id = i.credited_invoice_id
      where i.order_id = ${order.orderId} order by i.invoice_id`,
    ),
    db
      .select({
        itemId: reservations.itemId,
        reservationId: reservations.reservationId,
        number: reservations.number,
        guestName: reservations.guestName,
        adults: reservations.adults,
        checkin: reservations.checkin,
        checkout: reservations.checkout,
        status: reservations.status,
      })
      .from(reservations)
      .where(eq(reservations.orderId, order.orderId))
      .orderBy(asc(reservations.reservationId)),
    findLastClosedDay(db, order.groupId),
    db
      .select({ id: customers.customerId, name: customerNameSql(customers) })
      .from(customers)
      .where(sql`${customers.customerId} in (select company_id from folios where order_id = ${order.orderId} union select ${order.customerId ?? 0})`),
  ]);
  const openDay = businessDayAfter(closed, dayInZone(opts.now, order.timezone));
  const names = new Map(companies.map((c) => [c.id, c.name]));
  const byNo = new Map(balances.map((b) => [b.folioNo, b]));
  const summaries = folios.map((f) => {
    const b = byNo.get(f.folioNo) ?? { chargesMinor: 0, paidMinor: 0, creditedMinor: 0, balanceMinor: 0 };
    return {
      folioNo: f.folioNo,
      label: f.label,
      company: f.companyId !== null ? { id: f.companyId, name: names.get(f.companyId) ?? '' } : null,
      chargesMinor: b.chargesMinor,
      paidMinor: b.paidMinor,
      creditedMinor: b.creditedMinor,
      balanceMinor: b.balanceMinor,
    };
  });
  return {
    orderId: order.orderId,
    groupId: order.groupId,
    number: order.number,
    currency: order.currency.trim(),
    customer: order.customerId !== null ? { id: order.customerId, name: names.get(order.customerId) ?? '' } : null,
    openDay,
    lastClosedDay: closed ?? null,
    stays: stays.map((s) => ({ ...s, checkin: String(s.checkin), checkout: String(s.checkout) })),
    folios: summaries,
    charges: charges.map(({ textKey, textParams, ...c }) => ({
      ...c,
      text: textOf({ description: c.description, textKey, textParams }),
      day: String(c.day),
      postedDay: c.postedDay === null ? null : String(c.postedDay),
      unitPriceMinor: c.unitPriceMinor ?? c.amountMinor,
    })),
    payments,
    invoices: docs.map((d) => ({
      invoiceId: d.invoice_id,
      kind: d.kind,
      number: d.number,
      folioNo: d.folio_no === null ? null : Number(d.folio_no),
      totalMinor: Number(d.total_minor),
      creditedMinor: Number(d.credited_minor),
      issuedAt: new Date(d.issued_at).toISOString(),
      day: d.day,
      reason: d.reason,
      creditedInvoice: d.credited_invoice_id !== null ? { id: d.credited_invoice_id, number: d.credited_number ?? '' } : null,
    })),
    balanceMinor: summaries.reduce((s, f) => s + f.balanceMinor, 0),
  };
}
