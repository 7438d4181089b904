import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, invoices } from '../../db/schema/index.ts';
import { conflict, invalid, notFound } from '../../http/errors.ts';

/**
 * add-invoice: groups an invoice under a debtor invoice of the same company (the company's
 * statement of several stays). Only the grouping changes; both invoices stay as issued.
 */
export async function groupInvoice(db: Db, opts: { debtorId: number; invoiceId: number; groupId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    if (opts.debtorId === opts.invoiceId) throw invalid('otherId', 'an invoice cannot be grouped under itself', { key: 'errors.invoice.groupSelf' });
    const rows = await tx
      .select({
        id: invoices.invoiceId,
        groupId: invoices.groupId,
        kind: invoices.kind,
        number: invoices.number,
        customerId: invoices.customerId,
        groupedIn: invoices.groupedIn,
        customerKind: customers.kind,
      })
      .from(invoices)
      .leftJoin(customers, eq(customers.customerId, invoices.customerId))
      .where(and(eq(invoices.groupId, opts.groupId), inArray(invoices.invoiceId, [opts.debtorId, opts.invoiceId])))
      .orderBy(invoices.invoiceId)
      .for('update', { of: invoices });
    const debtor = rows.find((r) => r.id === opts.debtorId);
    const other = rows.find((r) => r.id === opts.invoiceId);
    if (!debtor) throw notFound(`No invoice ${opts.debtorId} in hotel ${opts.groupId}.`, { key: 'errors.notFound.invoice' });
    if (!other) throw notFound(`No invoice ${opts.invoiceId} in hotel ${opts.groupId}.`, { key: 'errors.notFound.invoice' });
    if (debtor.kind !== 'invoice' || other.kind !== 'invoice')
      throw invalid('otherId', 'only invoices are grouped, not credit notes', { key: 'errors.invoice.groupCreditNote' });
    if (debtor.customerKind !== 'company')
      throw invalid('invoiceId', `${debtor.number} is not billed to a company; a debtor invoice groups a company's stays`, {
        key: 'errors.invoice.debtorNotCompany',
        params: { number: debtor.number },
      });
    if (other.customerId !== debtor.customerId)
      throw invalid('otherId', `${other.number} is billed to another customer than ${debtor.number}; a debtor invoice groups one company's invoices`, {
        key: 'errors.invoice.groupOtherCustomer',
        params: { number: other.number, debtor: debtor.number },
      });
    if (debtor.groupedIn !== null)
      throw conflict(`${debtor.number} is itself grouped under invoice ${debtor.groupedIn}.`, {
        key: 'errors.invoice.debtorGrouped',
        params: { number: debtor.number },
      });
    if (other.groupedIn !== null)
      throw conflict(`${other.number} is already grouped under invoice ${other.groupedIn}.`, {
        key: 'errors.invoice.alreadyGrouped',
        params: { number: other.number },
      });
    await tx.update(invoices).set({ groupedIn: debtor.id }).where(eq(invoices.invoiceId, other.id));
  });
}
