import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TAccountingLineDto, TAccountingPageDto, TAccountingQuery } from './accounting.schemas.ts';

/** The filters of GET /accounting-entries: hotels, operation days, customer, document number, segment. */
export function entryFilter(groupIds: readonly number[], q: Partial<TAccountingQuery>): SQL {
  const parts: SQL[] = [
    sql`a.group_id in (${sql.join(
      groupIds.map((g) => sql`${g}`),
      sql`, `,
    )})`,
  ];
  if (q.operationDateFrom) parts.push(sql`a.day >= ${q.operationDateFrom}::date`);
  if (q.operationDateTo) parts.push(sql`a.day <= ${q.operationDateTo}::date`);
  if (q.customer !== undefined) parts.push(sql`a.customer_id = ${q.customer}`);
  if (q.number) parts.push(sql`a.document_number ilike ${`%${q.number.replace(/[%_\\]/g, (m) => `\\${m}`)}%`}`);
  if (q.segment !== undefined)
    parts.push(sql`exists (select 1 from customer_segments cs where cs.customer_id = a.customer_id and cs.segment_id = ${q.segment})`);
  return sql.join(parts, sql` and `);
}

interface EntryRecord {
  line_id: string;
  entry_no: string;
  day: string;
  journal: string;
  source: string;
  document_number: string;
  account: string;
  label: string;
  debit_minor: string;
  credit_minor: string;
  customer_id: number | null;
}

export async function readEntryLines(db: Db, where: SQL, tail: SQL): Promise<TAccountingLineDto[]> {
  const rows = await rowsOf<EntryRecord>(
    db,
    sql`select a.line_id, a.entry_no, a.day::text as day, a.journal, a.source, a.document_number, a.account, a.label,
    a.debit_minor, a.credit_minor, a.customer_id from accounting_entries a where ${where} ${tail}`,
  );
  return rows.map((r) => ({
    lineId: Number(r.line_id),
    entryNo: Number(r.entry_no),
    day: r.day,
    journal: r.journal,
    source: r.source,
    documentNumber: r.document_number,
    account: r.account,
    label: r.label,
    debitMinor: Number(r.debit_minor),
    creditMinor: Number(r.credit_minor),
    customerId: r.customer_id,
  }));
}

/** Entry lines by operation day, entry by entry, a page at a time, with the filter's debit and credit totals (equal: the books balance). */
export async function listAccountingEntries(
  db: Db,
  opts: { groupIds: readonly number[]; currency: string; query: TAccountingQuery },
): Promise<TAccountingPageDto> {
  const q = opts.query;
  const where = entryFilter(opts.groupIds, q);
  const [content, sums] = await Promise.all([
    readEntryLines(db, where, sql`order by a.day, a.entry_no, a.line_id limit ${q.size} offset ${q.page * q.size}`),
    rowsOf<{ n: number; d: string; c: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(a.debit_minor), 0)::text as d, coalesce(sum(a.credit_minor), 0)::text as c from accounting_entries a where ${where}`,
    ),
  ]);
  const s = sums[0]!;
  const totalElements = Number(s.n);
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / q.size),
    page: q.page,
    size: q.size,
    totals: { debitMinor: Number(s.d), creditMinor: Number(s.c) },
    currency: opts.currency,
  };
}
