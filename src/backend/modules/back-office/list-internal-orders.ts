import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './bo-sql.ts';
import { BO_PAGE_SIZE, toPage, type BoPage } from './bo-page.ts';
import type { TInternalOrdersQuery } from './back-office.schemas.ts';

export interface TInternalOrderRow {
  internalOrderId: number; number: string; kind: string; status: number; day: string; fromStore: string | null; toStore: string | null;
  lines: { productId: number; name: string; unit: string; quantity: number }[]; createdBy: string; createdById: number; validatedBy: string | null; note: string;
}

/** Internal orders (Control's queue when status=0), newest first, 20 a page, with their lines. */
export async function listInternalOrders(db: Db, opts: { groupId: number; query: TInternalOrdersQuery }): Promise<BoPage<TInternalOrderRow>> {
  const q = opts.query;
  const where = sql.join([
    sql`io.group_id = ${opts.groupId}`,
    q.status !== undefined ? sql`io.status = ${Number(q.status)}` : undefined,
    q.kind !== undefined ? sql`io.kind = ${q.kind}` : undefined,
  ].filter((s) => s !== undefined), sql` and `);
  const [rows, [total]] = await Promise.all([
    rowsOf<Record<string, unknown>>(db, sql`select io.internal_order_id, io.number, io.kind, io.status, io.day::text as day, fs.name as from_store, ts.name as to_store, io.note,
        cu.name as created_by, io.created_by as created_by_id, vu.name as validated_by,
        (select json_agg(json_build_object('productId', l.product_id, 'name', p.name, 'unit', p.unit, 'quantity', l.quantity::float8) order by l.internal_line_id)
          from bo_internal_order_lines l join bo_products p on p.product_id = l.product_id where l.internal_order_id = io.internal_order_id) as lines
      from bo_internal_orders io left join bo_stores fs on fs.store_id = io.from_store_id left join bo_stores ts on ts.store_id = io.to_store_id
        join users cu on cu.user_id = io.created_by left join users vu on vu.user_id = io.validated_by
      where ${where} order by io.created_at desc, io.internal_order_id desc limit ${BO_PAGE_SIZE} offset ${q.page * BO_PAGE_SIZE}`),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bo_internal_orders io where ${where}`),
  ]);
  return toPage(rows.map((r) => ({
    internalOrderId: Number(r['internal_order_id']), number: String(r['number']), kind: String(r['kind']), status: Number(r['status']), day: String(r['day']),
    fromStore: (r['from_store'] as string | null) ?? null, toStore: (r['to_store'] as string | null) ?? null,
    lines: (typeof r['lines'] === 'string' ? JSON.parse(r['lines']) : r['lines'] ?? []) as TInternalOrderRow['lines'],
    createdBy: String(r['created_by']), createdById: Number(r['created_by_id']), validatedBy: (r['validated_by'] as string | null) ?? null, note: String(r['note']),
  })), total?.n ?? 0, q.page);
}

export interface TClosedPeriodDto { closedPeriodId: number; fromDay: string; toDay: string; orderType: number; status: number; closedBy: string; closedAt: string; reopenedBy: string | null; reopenedAt: string | null }

/** Close & Open's history: every closed period, the reopened ones with who and when. */
export async function listClosedPeriods(db: Db, groupId: number): Promise<TClosedPeriodDto[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`select c.closed_period_id, c.from_day::text as from_day, c.to_day::text as to_day, c.order_type, c.status,
      cu.name as closed_by, c.closed_at, ru.name as reopened_by, c.reopened_at
    from bo_closed_periods c join users cu on cu.user_id = c.closed_by left join users ru on ru.user_id = c.reopened_by
    where c.group_id = ${groupId} order by c.closed_period_id desc limit 200`);
  return rows.map((r) => ({
    closedPeriodId: Number(r['closed_period_id']), fromDay: String(r['from_day']), toDay: String(r['to_day']), orderType: Number(r['order_type']), status: Number(r['status']),
    closedBy: String(r['closed_by']), closedAt: new Date(r['closed_at'] as string).toISOString(), reopenedBy: (r['reopened_by'] as string | null) ?? null,
    reopenedAt: r['reopened_at'] === null ? null : new Date(r['reopened_at'] as string).toISOString(),
  }));
}
