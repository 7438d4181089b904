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
    if (opts.debtorId === opts.invoiceId) throw invalid('otherId', 'an invoice cannot be grouped under itself');
    const rows = await tx.select({ id: invoices.invoiceId, groupId: invoices.groupId, kind: invoices.kind, number: invoices.number, customerId: invoices.customerId, groupedIn: invoices.groupedIn, customerKind: customers.kind })
      .from(invoices).leftJoin(customers, eq(customers.customerId, invoices.customerId))
      .where(and(eq(invoices.groupId, opts.groupId), inArray(invoices.invoiceId, [opts.debtorId, opts.invoiceId])))
      .orderBy(invoices.invoiceId).for('update', { of: invoices });
    const debtor = rows.find((r) => r.id === opts.debtorId);
    const other = rows.find((r) => r.id === opts.invoiceId);
    if (!debtor) throw notFound(`No invoice ${opts.debtorId} in hotel ${opts.groupId}.`);
    if (!other) throw notFound(`No invoice ${opts.invoiceId} in hotel ${opts.groupId}.`);
    if (debtor.kind !== 'invoice' || other.kind !== 'invoice') throw invalid('otherId', 'only invoices are grouped, not credit notes');
    if (debtor.customerKind !== 'company') throw invalid('invoiceId', `${debtor.number} is not billed to a company; a debtor invoice groups a company's stays`);
    if (other.customerId !== debtor.customerId) throw invalid('otherId', `${other.number} is billed to another customer than ${debtor.number}; a debtor invoice groups one company's invoices`);
    if (debtor.groupedIn !== null) throw conflict(`${debtor.number} is itself grouped under invoice ${debtor.groupedIn}.`);
    if (other.groupedIn !== null) throw conflict(`${other.number} is already grouped under invoice ${other.groupedIn}.`);
    await tx.update(invoices).set({ groupedIn: debtor.id }).where(eq(invoices.invoiceId, other.id));
  });
}
