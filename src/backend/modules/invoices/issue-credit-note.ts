import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, hotels, invoiceLines, invoices, invoiceTaxes, orderEvents } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';
import { spreadProportionally, taxBreakdown } from '../../../lib/domain/cashiering.ts';
import { recordInvoiceEntry } from '../accounting/index.ts';
import type { Actor } from '../../core/actor.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { rowsOf } from '../../core/rows.ts';
import { nextInvoiceNumber } from './next-invoice-number.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';
import { storedLine } from '../../../lib/i18n/stored-texts.ts';

/**
 * Corrects an issued invoice with a credit note (its own gapless series) that cites it: all that
 * is left of it, or part, spread over its tax rates. Never more than what is left (checked here
 * under the invoice's lock, and by the database). It is a movement of the invoice's folio, dated on
 * the open business day: the folio's balance drops by its amount (folio_totals, migration 0030), and
 * that day's revenue and tax with it. The invoice's charges stay on the invoice: billing again is a
 * new charge on the folio, never the same charges a second time (the credit note already took them off).
 */
export async function issueCreditNote(
  db: Db,
  opts: { invoiceId: number; amountMinor?: number | undefined; reason: string; user: Actor; now: Date },
): Promise<{ invoiceId: number; number: string; totalMinor: number }> {
  return db.transaction(async (tx) => {
    const [inv] = await tx.select().from(invoices).where(eq(invoices.invoiceId, opts.invoiceId)).for('update');
    if (!inv) throw notFound(`No invoice has the id ${opts.invoiceId}.`, { key: 'errors.notFound.invoice' });
    if (inv.kind !== 'invoice')
      throw invalid('invoiceId', `${inv.number} is a credit note; a credit note corrects an invoice`, {
        key: 'errors.creditNote.ofCreditNote',
        params: { number: inv.number },
      });
    const [credited] = await rowsOf<{ s: string }>(
      tx,
      sql`select coalesce(sum(total_minor), 0) as s from invoices where credited_invoice_id = ${inv.invoiceId}`,
    );
    const left = inv.totalMinor - Number(credited!.s);
    if (left <= 0)
      throw conflict(`Invoice ${inv.number} is already fully credited.`, { key: 'errors.creditNote.fullyCredited', params: { number: inv.number } });
    const amount = opts.amountMinor ?? left;
    if (amount > left) {
      const currency = inv.currency.trim();
      throw invalid('amountMinor', `${amount} is above what is left of invoice ${inv.number} (${left} of ${inv.totalMinor} ${currency})`, {
        key: 'errors.creditNote.aboveLeft',
        params: { amount: moneyP(amount, currency), number: inv.number, left: moneyP(left, currency), total: moneyP(inv.totalMinor, currency) },
      });
    }
    const rates = await tx.select().from(invoiceTaxes).where(eq(invoiceTaxes.invoiceId, inv.invoiceId)).orderBy(invoiceTaxes.taxRateBp);
    const shares = spreadProportionally(
      amount,
      rates.map((r) => r.netMinor + r.taxMinor),
    );
    const lines = rates.map((r, k) => ({ amountMinor: shares[k]!, taxRateBp: r.taxRateBp })).filter((l) => l.amountMinor !== 0);
    const tax = taxBreakdown(lines);
    const [hotel] = await tx.select({ code: hotels.code, timezone: hotels.timezone }).from(hotels).where(eq(hotels.groupId, inv.groupId));
    const day = await findBusinessDay(tx, { groupId: inv.groupId, timezone: hotel!.timezone, now: opts.now });
    const year = Number(day.slice(0, 4));
    const { seq, number } = await nextInvoiceNumber(tx, { groupId: inv.groupId, code: hotel!.code, kind: 'credit_note', year });
    const [row] = await tx
      .insert(invoices)
      .values({
        groupId: inv.groupId,
        kind: 'credit_note',
        year,
        seq,
        number,
        orderId: inv.orderId,
        folioNo: inv.folioNo,
        customerId: inv.customerId,
        billTo: inv.billTo,
        billToAddress: inv.billToAddress,
        language: inv.language,
        currency: inv.currency,
        totalMinor: tax.totalMinor,
        netMinor: tax.netMinor,
        taxMinor: tax.taxMinor,
        creditedInvoiceId: inv.invoiceId,
        reason: opts.reason,
        day,
        issuedBy: opts.user.userId,
        issuedAt: opts.now,
      })
      .returning({ invoiceId: invoices.invoiceId });
    const creditId = row!.invoiceId;
    await tx.insert(invoiceLines).values(
      lines.map((l) => ({
        invoiceId: creditId,
        description: `Credit on invoice ${inv.number}: ${opts.reason}`,
        quantity: 1,
        unitPriceMinor: l.amountMinor,
        taxRateBp: l.taxRateBp,
        amountMinor: l.amountMinor,
      })),
    );
    await tx.insert(invoiceTaxes).values(tax.byRate.map((r) => ({ invoiceId: creditId, ...r })));
    if (inv.orderId !== null) {
      // The reason is the clerk's words, kept as typed.
      const { description: message, ...text } = storedLine('folio.event.credited', {
        number,
        invoice: inv.number,
        amount: { minor: amount, currency: inv.currency.trim() },
        reason: opts.reason,
      });
      await tx.insert(orderEvents).values({
        groupId: inv.groupId,
        orderId: inv.orderId,
        userId: opts.user.userId,
        type: 'credit_note',
        message,
        ...text,
        createdAt: opts.now,
      });
    }
    const [cust] =
      inv.customerId === null
        ? []
        : await tx
            .select({ kind: customers.kind })
            .from(customers)
            .where(and(eq(customers.customerId, inv.customerId)));
    await recordInvoiceEntry(tx, {
      invoiceId: creditId,
      groupId: inv.groupId,
      kind: 'credit_note',
      number,
      day,
      orderId: inv.orderId,
      customerId: inv.customerId,
      companyBilled: cust?.kind === 'company',
      totalMinor: tax.totalMinor,
      taxes: tax.byRate,
    });
    return { invoiceId: creditId, number, totalMinor: tax.totalMinor };
  });
}
