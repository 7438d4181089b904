import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { InvoiceKind } from '../../db/schema/index.ts';
import { rowsOf } from '../../core/rows.ts';

/**
 * The next number of a hotel's series for a year, taken in the caller's transaction: the counter
 * row stays locked until it commits (concurrent invoices queue there) and a rollback gives the
 * number back, so the series has no hole and no double.
 */
export async function nextInvoiceNumber(
  tx: Db,
  opts: { groupId: number; code: string; kind: InvoiceKind; year: number },
): Promise<{ seq: number; number: string }> {
  const [row] = await rowsOf<{ last_seq: number }>(
    tx,
    sql`
    insert into invoice_counters (group_id, kind, year, last_seq) values (${opts.groupId}, ${opts.kind}, ${opts.year}, 1)
    on conflict (group_id, kind, year) do update set last_seq = invoice_counters.last_seq + 1
    returning last_seq`,
  );
  const seq = Number(row!.last_seq);
  return { seq, number: `${opts.code}-${opts.kind === 'invoice' ? 'F' : 'A'}${opts.year}-${String(seq).padStart(6, '0')}` };
}
