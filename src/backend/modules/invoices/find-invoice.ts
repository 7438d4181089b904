import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hotels, invoiceLines, invoices, invoiceTaxes, orderCharges, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { rowsOf } from '../../core/rows.ts';
import { listInvoiceSettlements } from './invoice-settlement.ts';
import { readInvoiceRows, type InvoiceScope, invoiceFilter } from './invoice-rows.ts';
import type { TInvoiceDetailDto } from './invoices.schemas.ts';
import { localeOf } from '../../../lib/i18n/locale.ts';
import { textOf } from '../../../lib/i18n/stored-texts.ts';

/**
 * One invoice or credit note with its lines, tax per rate, the payments of its folio, what they
 * settle of this invoice (`paidMinor`, from the one settlement rule: invoice-settlement.ts) and the balance due (the invoice less that
 * and its credit notes), within the caller's scope.
 */
export async function findInvoice(db: Db, opts: { invoiceId: number; scope: InvoiceScope }): Promise<TInvoiceDetailDto> {
  const [row] = await readInvoiceRows(db, sql`${invoiceFilter(opts.scope, {})} and i.invoice_id = ${opts.invoiceId}`);
  if (!row) throw notFound(`No invoice ${opts.invoiceId} among those you may see.`, { key: 'errors.notFound.invoice' });
  const [[head], lines, taxes, grouped] = await Promise.all([
    db
      .select({
        language: invoices.language,
        billToAddress: invoices.billToAddress,
        reason: invoices.reason,
        folioNo: invoices.folioNo,
        hotelName: hotels.name,
        legalName: hotels.legalName,
        address: hotels.address,
        taxId: hotels.taxId,
        city: hotels.city,
        issuedBy: users.name,
      })
      .from(invoices)
      .innerJoin(hotels, eq(hotels.groupId, invoices.groupId))
      .leftJoin(users, eq(users.userId, invoices.issuedBy))
      .where(eq(invoices.invoiceId, opts.invoiceId)),
    // A line's kind and values are its charge's (a charge is frozen once invoiced): said in the invoice's language.
    db
      .select({
        lineId: invoiceLines.lineId,
        chargeId: invoiceLines.chargeId,
        day: invoiceLines.day,
        description: invoiceLines.description,
        textKey: orderCharges.textKey,
        textParams: orderCharges.textParams,
        quantity: invoiceLines.quantity,
        unitPriceMinor: invoiceLines.unitPriceMinor,
        taxRateBp: invoiceLines.taxRateBp,
        amountMinor: invoiceLines.amountMinor,
      })
      .from(invoiceLines)
      .leftJoin(orderCharges, eq(orderCharges.chargeId, invoiceLines.chargeId))
      .where(eq(invoiceLines.invoiceId, opts.invoiceId))
      .orderBy(asc(invoiceLines.day), asc(invoiceLines.lineId)),
    db
      .select({ taxRateBp: invoiceTaxes.taxRateBp, netMinor: invoiceTaxes.netMinor, taxMinor: invoiceTaxes.taxMinor })
      .from(invoiceTaxes)
      .where(eq(invoiceTaxes.invoiceId, opts.invoiceId))
      .orderBy(invoiceTaxes.taxRateBp),
    db
      .select({ invoiceId: invoices.invoiceId, number: invoices.number, totalMinor: invoices.totalMinor })
      .from(invoices)
      .where(eq(invoices.groupedIn, opts.invoiceId))
      .orderBy(invoices.invoiceId),
  ]);
  const payments =
    row.kind === 'invoice' && row.orderId !== null && head!.folioNo !== null
      ? await rowsOf<{ day: string; method: string; currency: string; amount_minor: string; hotel_amount_minor: string }>(
          db,
          sql`
        select day::text as day, method, currency, amount_minor, hotel_amount_minor from payments
        where order_id = ${row.orderId} and folio_no = ${head!.folioNo} order by day, payment_id`,
        )
      : [];
  const pays = payments.map((p) => ({
    day: p.day,
    method: p.method,
    currency: p.currency.trim(),
    amountMinor: Number(p.amount_minor),
    hotelAmountMinor: Number(p.hotel_amount_minor),
  }));
  const [settled] = row.kind === 'invoice' ? await listInvoiceSettlements(db, { groupId: row.groupId, invoiceId: opts.invoiceId }) : [];
  const paidMinor = settled?.paidMinor ?? 0;
  return {
    ...row,
    language: localeOf(head!.language, 'fr'),
    billToAddress: head!.billToAddress,
    reason: head!.reason,
    folioNo: head!.folioNo,
    lines: lines.map((l) => ({
      lineId: l.lineId,
      chargeId: l.chargeId,
      day: l.day === null ? null : String(l.day),
      description: l.description,
      text: textOf({ description: l.description, textKey: l.textKey, textParams: l.textParams }),
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      taxRateBp: l.taxRateBp,
      amountMinor: l.amountMinor,
    })),
    taxes,
    payments: pays,
    paidMinor,
    balanceDueMinor: row.kind === 'invoice' ? Math.max(0, row.totalMinor - row.creditedMinor - paidMinor) : 0,
    grouped,
    hotel: { name: head!.hotelName, legalName: head!.legalName, address: head!.address, taxId: head!.taxId, city: head!.city },
    issuedBy: head!.issuedBy,
  };
}
