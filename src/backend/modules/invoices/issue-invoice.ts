import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, hotels, invoiceLines, invoices, invoiceTaxes, orderCharges, orderEvents, reservations } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { languageOfCountry, taxBreakdown } from '../../../lib/domain/cashiering.ts';
import { recordInvoiceEntry } from '../accounting/index.ts';
import { customerNameSql } from '../customers/index.ts';
import type { Actor } from '../../core/actor.ts';
import { invoiceNumber, listOrderCharges, lockOrder, requireFolio } from '../folio/index.ts';
import { businessDayOn } from '../../core/business-day.ts';
import type { TIssueInvoiceRequest } from './invoices.schemas.ts';
import { nextInvoiceNumber } from './next-invoice-number.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';
import { storedLine } from '../../../lib/i18n/stored-texts.ts';

/**
 * Issues an invoice from a folio: all its charges not yet invoiced, or the chosen ones, billed
 * to the guest or a company, numbered in the hotel's gapless series of the business day's year
 * (in this very transaction), frozen from then on. Returns the new invoice's id.
 */
export async function issueInvoice(db: Db, opts: { input: TIssueInvoiceRequest; user: Actor; now: Date }): Promise<{ invoiceId: number; number: string }> {
  return db.transaction(async (tx) => {
    const i = opts.input;
    const order = await lockOrder(tx, i.orderId);
    const folio = await requireFolio(tx, order.orderId, i.folioNo);
    const all = await listOrderCharges(tx, order.orderId);
    let chosen = all.filter((c) => c.folioNo === i.folioNo && c.invoiceId === null);
    if (i.chargeIds) {
      const byId = new Map(all.map((c) => [c.chargeId, c]));
      const bad = i.chargeIds.find((id) => !byId.has(id));
      if (bad !== undefined) throw invalid('chargeIds', `charge ${bad} is not on order ${order.orderId}`, { key: 'errors.charge.notOnOrder' });
      const taken = i.chargeIds.map((id) => byId.get(id)!).find((c) => c.invoiceId !== null);
      if (taken) {
        const invoice = await invoiceNumber(tx, taken.invoiceId!);
        throw conflict(
          `Charge ${taken.chargeId} (${taken.description}) is already on invoice ${invoice}; a charge is billed once (a credit note corrects it, a new charge bills anew).`,
          { key: 'errors.invoice.chargeBilled', params: { charge: taken.description, invoice } },
        );
      }
      chosen = [...new Set(i.chargeIds)].map((id) => byId.get(id)!);
    }
    if (chosen.length === 0)
      throw conflict(`Folio ${i.folioNo} of order ${order.number ?? order.orderId} has nothing left to invoice.`, {
        key: 'errors.invoice.nothingLeft',
        params: { folio: i.folioNo, order: order.number ?? String(order.orderId) },
      });
    const total = chosen.reduce((s, c) => s + c.amountMinor, 0);
    if (total <= 0)
      throw conflict(`Those charges add up to ${total}; an invoice bills a positive amount (a correction is a credit note).`, {
        key: 'errors.invoice.notPositive',
        params: { total: moneyP(total, order.currency.trim()) },
      });
    const billToId = i.customerId ?? folio.companyId ?? order.customerId;
    if (billToId === null) throw invalid('customerId', `order ${order.orderId} has no customer; say whom to bill`, { key: 'errors.invoice.whomToBill' });
    const [who] = await tx
      .select({ name: customerNameSql(customers), kind: customers.kind, address: customers.address, city: customers.city, country: customers.countryCode })
      .from(customers)
      .where(and(eq(customers.customerId, billToId), eq(customers.groupId, order.groupId)));
    if (!who) throw invalid('customerId', `customer ${billToId} is not a customer of hotel ${order.groupId}`, { key: 'errors.invoice.notACustomer' });
    const [hotel] = await tx.select({ code: hotels.code }).from(hotels).where(eq(hotels.groupId, order.groupId));
    const day = businessDayOn(order.lastClosedDay, { timezone: order.timezone, now: opts.now });
    const year = Number(day.slice(0, 4));
    const { seq, number } = await nextInvoiceNumber(tx, { groupId: order.groupId, code: hotel!.code, kind: 'invoice', year });
    const tax = taxBreakdown(chosen);
    // A rate billed below zero is the correction of an earlier invoice: a credit note's (the database refuses it too).
    const below = tax.byRate.find((r) => r.netMinor + r.taxMinor < 0);
    if (below)
      throw conflict(
        `The lines at ${below.taxRateBp / 100} % add up to ${below.netMinor + below.taxMinor}; an invoice never bills a tax rate below zero (correct the earlier invoice with a credit note).`,
        {
          key: 'errors.invoice.rateBelowZero',
          params: { rate: below.taxRateBp / 100, total: moneyP(below.netMinor + below.taxMinor, order.currency.trim()) },
        },
      );
    const [row] = await tx
      .insert(invoices)
      .values({
        groupId: order.groupId,
        kind: 'invoice',
        year,
        seq,
        number,
        orderId: order.orderId,
        folioNo: i.folioNo,
        customerId: billToId,
        billTo: who.name,
        billToAddress: [who.address, who.city, who.country ?? ''].filter(Boolean).join(', '),
        language: i.language ?? languageOfCountry(who.country),
        currency: order.currency.trim(),
        totalMinor: tax.totalMinor,
        netMinor: tax.netMinor,
        taxMinor: tax.taxMinor,
        day,
        issuedBy: opts.user.userId,
        issuedAt: opts.now,
      })
      .returning({ invoiceId: invoices.invoiceId });
    const invoiceId = row!.invoiceId;
    await tx.insert(invoiceLines).values(
      chosen.map((c) => ({
        invoiceId,
        chargeId: c.chargeId,
        day: c.day,
        description: c.description,
        quantity: c.quantity,
        unitPriceMinor: c.unitPriceMinor ?? c.amountMinor,
        taxRateBp: c.taxRateBp,
        amountMinor: c.amountMinor,
      })),
    );
    await tx.insert(invoiceTaxes).values(tax.byRate.map((r) => ({ invoiceId, ...r })));
    const ids = chosen.map((c) => c.chargeId);
    await tx
      .update(orderCharges)
      .set({ invoiceId })
      .where(and(inArray(orderCharges.chargeId, ids), isNull(orderCharges.invoiceId)));
    await tx
      .update(reservations)
      .set({ invoiced: true })
      .where(inArray(reservations.itemId, sql`(select distinct item_id from order_charges where invoice_id = ${invoiceId})`));
    const { description: message, ...text } = storedLine('folio.event.invoiced', {
      number,
      name: who.name,
      amount: { minor: tax.totalMinor, currency: order.currency.trim() },
    });
    await tx.insert(orderEvents).values({
      groupId: order.groupId,
      orderId: order.orderId,
      userId: opts.user.userId,
      type: 'invoiced',
      message,
      ...text,
      createdAt: opts.now,
    });
    await recordInvoiceEntry(tx, {
      invoiceId,
      groupId: order.groupId,
      kind: 'invoice',
      number,
      day,
      orderId: order.orderId,
      customerId: billToId,
      companyBilled: who.kind === 'company',
      totalMinor: tax.totalMinor,
      taxes: tax.byRate,
    });
    return { invoiceId, number };
  });
}
