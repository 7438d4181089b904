import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf, sqlInstant } from '../../core/rows.ts';
import { BO_PAGE_SIZE, toPage, type BoPage } from './bo-page.ts';
import type { TInternalOrdersQuery } from './back-office.schemas.ts';
import type { TClosedPeriodDto } from '../../../lib/domain/back-office-dto.ts';
export type { TClosedPeriodDto };

export interface TInternalOrderRow {
  internalOrderId: number;
  number: string;
  kind: string;
  status: number;
  day: string;
  fromStore: string | null;
  toStore: string | null;
  lines: { productId: number; name: string; unit: string; quantity: number }[];
  createdBy: string;
  createdById: number;
  validatedBy: string | null;
  note: string;
}

/** An internal order with its lines as one JSON value (null without lines; parsed here when a driver sends it as text). */
const ZInternalOrderRow = z.object({
  internal_order_id: z.number(),
  number: z.string(),
  kind: z.string(),
  status: z.number(),
  day: z.string(),
  from_store: z.string().nullable(),
  to_store: z.string().nullable(),
  note: z.string(),
  created_by: z.string(),
  created_by_id: z.number(),
  validated_by: z.string().nullable(),
  lines: z.preprocess(
    (v) => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])),
    z.array(z.object({ productId: z.number(), name: z.string(), unit: z.string(), quantity: z.number() })),
  ),
});

/** Internal orders (Control's queue when status=0), newest first, 20 a page, with their lines. */
export async function listInternalOrders(db: Db, opts: { groupId: number; query: TInternalOrdersQuery }): Promise<BoPage<TInternalOrderRow>> {
  const q = opts.query;
  const where = sql.join(
    [
      sql`io.group_id = ${opts.groupId}`,
      q.status !== undefined ? sql`io.status = ${Number(q.status)}` : undefined,
      q.kind !== undefined ? sql`io.kind = ${q.kind}` : undefined,
    ].filter((s) => s !== undefined),
    sql` and `,
  );
  const [rows, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`select io.internal_order_id, io.number, io.kind, io.status, io.day::text as day, fs.name as from_store, ts.name as to_store, io.note,
        cu.name as created_by, io.created_by as created_by_id, vu.name as validated_by,
        (select json_agg(json_build_object('productId', l.product_id, 'name', p.name, 'unit', p.unit, 'quantity', l.quantity::float8) order by l.internal_line_id)
          from bo_internal_order_lines l join bo_products p on p.product_id = l.product_id where l.internal_order_id = io.internal_order_id) as lines
      from bo_internal_orders io left join bo_stores fs on fs.store_id = io.from_store_id left join bo_stores ts on ts.store_id = io.to_store_id
        join users cu on cu.user_id = io.created_by left join users vu on vu.user_id = io.validated_by
      where ${where} order by io.created_at desc, io.internal_order_id desc limit ${BO_PAGE_SIZE} offset ${q.page * BO_PAGE_SIZE}`,
      ZInternalOrderRow,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bo_internal_orders io where ${where}`),
  ]);
  return toPage(
    rows.map((r) => ({
      internalOrderId: r.internal_order_id,
      number: r.number,
      kind: r.kind,
      status: r.status,
      day: r.day,
      fromStore: r.from_store,
      toStore: r.to_store,
      lines: r.lines,
      createdBy: r.created_by,
      createdById: r.created_by_id,
      validatedBy: r.validated_by,
      note: r.note,
    })),
    total?.n ?? 0,
    q.page,
  );
}

/** Its instants come as Dates or as text, depending on the engine. */
const ZClosedPeriodRow = z.object({
  closed_period_id: z.number(),
  from_day: z.string(),
  to_day: z.string(),
  order_type: z.number(),
  status: z.number(),
  closed_by: z.string(),
  closed_at: sqlInstant,
  reopened_by: z.string().nullable(),
  reopened_at: sqlInstant.nullable(),
});

/** Close & Open's history: every closed period, the reopened ones with who and when. */
export async function listClosedPeriods(db: Db, groupId: number): Promise<TClosedPeriodDto[]> {
  const rows = await rowsOf(
    db,
    sql`select c.closed_period_id, c.from_day::text as from_day, c.to_day::text as to_day, c.order_type, c.status,
      cu.name as closed_by, c.closed_at, ru.name as reopened_by, c.reopened_at
    from bo_closed_periods c join users cu on cu.user_id = c.closed_by left join users ru on ru.user_id = c.reopened_by
    where c.group_id = ${groupId} order by c.closed_period_id desc limit 200`,
    ZClosedPeriodRow,
  );
  return rows.map((r) => ({
    closedPeriodId: r.closed_period_id,
    fromDay: r.from_day,
    toDay: r.to_day,
    orderType: r.order_type,
    status: r.status,
    closedBy: r.closed_by,
    closedAt: r.closed_at,
    reopenedBy: r.reopened_by,
    reopenedAt: r.reopened_at,
  }));
}
