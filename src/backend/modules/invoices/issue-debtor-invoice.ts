import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { invalid } from '../../http/errors.ts';
import type { Actor } from '../../core/actor.ts';
import type { TIssuedDebtorInvoiceDto } from '../../../lib/domain/debtor-invoices-dto.ts';
import { groupInvoice } from './group-invoice.ts';
import { issueInvoice } from './issue-invoice.ts';

/**
 * A company's debtor invoice from the open lines of its stays, in one transaction: each stay's
 * folio chosen is invoiced to the company through the one invoicing path (issueInvoice: gapless
 * number, frozen lines, accounting entry), and every invoice after the first is grouped under the
 * first (add-invoice), which is the debtor invoice the company receives. Either all are issued or none.
 */
export async function issueDebtorInvoice(
  db: Db,
  o: { groupId: number; customerId: number; chargeIds: number[]; user: Actor; now: Date },
): Promise<TIssuedDebtorInvoiceDto> {
  return db.transaction(async (tx) => {
    const rows = await rowsOf(
      tx,
      sql`
        select c.charge_id as "chargeId", c.order_id as "orderId", c.folio_no as "folioNo", c.invoice_id as "invoiceId",
          coalesce(f.company_id, o.customer_id) as "billedTo"
        from order_charges c
        join orders o on o.order_id = c.order_id
        left join folios f on f.order_id = c.order_id and f.folio_no = c.folio_no
        where c.group_id = ${o.groupId} and c.charge_id in (${sql.join(
          o.chargeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      z.object({
        chargeId: z.number().int(),
        orderId: z.number().int(),
        folioNo: z.number().int(),
        invoiceId: z.number().int().nullable(),
        billedTo: z.number().int().nullable(),
      }),
    );
    const byId = new Map(rows.map((r) => [r.chargeId, r]));
    for (const id of o.chargeIds) {
      const r = byId.get(id);
      if (!r || r.billedTo !== o.customerId)
        throw invalid('chargeIds', `charge ${id} is not an open line of company ${o.customerId}'s stays`, {
          key: 'errors.invoice.notDebtorLine',
          params: { charge: id },
        });
    }
    // One invoice per folio, in the order of the stays (order, then folio).
    const folios = new Map<string, { orderId: number; folioNo: number; chargeIds: number[] }>();
    for (const r of [...byId.values()].sort((a, b) => a.orderId - b.orderId || a.folioNo - b.folioNo || a.chargeId - b.chargeId)) {
      const key = `${r.orderId}:${r.folioNo}`;
      const f = folios.get(key) ?? { orderId: r.orderId, folioNo: r.folioNo, chargeIds: [] };
      f.chargeIds.push(r.chargeId);
      folios.set(key, f);
    }
    const issued: Array<{ invoiceId: number; number: string }> = [];
    for (const f of folios.values()) {
      issued.push(
        await issueInvoice(tx, {
          input: { orderId: f.orderId, folioNo: f.folioNo, chargeIds: f.chargeIds, customerId: o.customerId },
          user: o.user,
          now: o.now,
        }),
      );
    }
    const [debtor, ...others] = issued;
    for (const other of others) await groupInvoice(tx, { debtorId: debtor!.invoiceId, invoiceId: other.invoiceId, groupId: o.groupId });
    const [total] = await rowsOf(
      tx,
      sql`select coalesce(sum(total_minor), 0) as total from invoices where invoice_id in (${sql.join(
        issued.map((i) => sql`${i.invoiceId}`),
        sql`, `,
      )})`,
      z.object({ total: z.coerce.number().int() }),
    );
    return { invoiceId: debtor!.invoiceId, number: debtor!.number, totalMinor: total!.total, grouped: others };
  });
}
