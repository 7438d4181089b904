import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, orderCharges } from '../../db/schema/index.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import type { Actor } from '../../core/actor.ts';
import { auditFolio } from './audit-folio.ts';
import { invoiceNumber, listOrderCharges } from './charge-data.ts';
import { lockOrder, requireFolio } from './folio-data.ts';

/**
 * Routes charges to another folio of the order (audit 11): to a company's folio, the company
 * pays them (the room), the guest the rest (the bar). Posted charges may move; invoiced ones not.
 */
export async function routeCharges(db: Db, opts: { orderId: number; chargeIds: number[]; folioNo: number; user: Actor }): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, opts.orderId);
    const folio = await requireFolio(tx, order.orderId, opts.folioNo);
    const charges = new Map((await listOrderCharges(tx, order.orderId)).map((c) => [c.chargeId, c]));
    const ids = [...new Set(opts.chargeIds)];
    const missing = ids.find((id) => !charges.has(id));
    if (missing !== undefined) throw invalid('chargeIds', `charge ${missing} is not on order ${order.orderId}`, { key: 'errors.charge.notOnOrder' });
    const invoiced = ids.map((id) => charges.get(id)!).find((c) => c.invoiceId !== null);
    if (invoiced) {
      const invoice = await invoiceNumber(tx, invoiced.invoiceId!);
      throw conflict(`Charge ${invoiced.chargeId} (${invoiced.description}) is on issued invoice ${invoice}; it stays on its folio.`, {
        key: 'errors.charge.staysOnFolio',
        params: { charge: invoiced.description, invoice },
      });
    }
    await tx.update(orderCharges).set({ folioNo: opts.folioNo }).where(inArray(orderCharges.chargeId, ids));
    const total = ids.reduce((s, id) => s + charges.get(id)!.amountMinor, 0);
    await auditFolio(tx, {
      order,
      user: opts.user,
      typeId: AUDIT.ROUTING,
      text: {
        key: folio.companyId !== null ? 'audit.msg.folio.routedToCompany' : 'audit.msg.folio.routed',
        params: { charges: ids.length, total, currency: order.currency, folio: opts.folioNo, company: await companyName(tx, folio.companyId) },
      },
      detailText: { key: 'audit.detail.folio.chargesRouted', params: { count: ids.length, lines: ids.map((id) => charges.get(id)!.description).join(', ') } },
    });
    return { moved: ids.length };
  });
}

/** The company a folio bills, by name, as the audit message names it (never its id). */
async function companyName(tx: Db, companyId: number | null): Promise<string> {
  if (companyId === null) return '';
  const [c] = await tx.select({ name: customers.companyName }).from(customers).where(eq(customers.customerId, companyId));
  return c?.name ?? '';
}
