import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { invoiceFilter, readInvoiceRows, type InvoiceScope } from './invoice-rows.ts';
import type { TInvoicePageDto, TInvoicesQuery } from './invoices.schemas.ts';

/** Invoices and credit notes by the spec's filters, newest first, a page at a time. */
export async function listInvoices(db: Db, opts: { scope: InvoiceScope; query: TInvoicesQuery }): Promise<TInvoicePageDto> {
  const q = opts.query;
  const where = invoiceFilter(opts.scope, q);
  const [content, count] = await Promise.all([
    readInvoiceRows(db, where, sql`order by i.issued_at desc, i.invoice_id desc limit ${q.size} offset ${q.page * q.size}`),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from invoices i left join orders o on o.order_id = i.order_id where ${where}`),
  ]);
  const totalElements = Number(count[0]?.n ?? 0);
  return { content, totalElements, totalPages: Math.ceil(totalElements / q.size), page: q.page, size: q.size };
}
