import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { rowsOf, sqlInstant, sqlNumber } from '../../core/rows.ts';
import { BO_PAGE_SIZE, toPage, type BoPage } from './bo-page.ts';
import type { TPurchaseOrdersQuery } from './back-office.schemas.ts';

export interface TPurchaseOrderRow {
  purchaseOrderId: number;
  number: string;
  status: number;
  supplier: string;
  store: string;
  day: string;
  currency: string;
  totalMinor: number;
  createdBy: string;
  createdById: number;
  approvedBy: string | null;
  archived: boolean;
  createdAt: string;
  orderedQuantity: number;
  receivedQuantity: number;
}

/** A purchase order row: its total is a bigint, its quantities numeric sums, its creation an instant (Date or text). */
const ZPurchaseOrderRow = z.object({
  purchase_order_id: z.number(),
  number: z.string(),
  status: z.number(),
  supplier: z.string(),
  store: z.string(),
  day: z.string(),
  currency: z.string(),
  total_minor: sqlNumber,
  created_by: z.string(),
  created_by_id: z.number(),
  approved_by: z.string().nullable(),
  archived: z.boolean(),
  created_at: sqlInstant,
  ordered: sqlNumber,
  received: sqlNumber,
});

/** The purchase list (List-Achat) and the approval queue: 20 a page, newest first, filters from the URL. */
export async function listPurchaseOrders(db: Db, opts: { groupId: number; query: TPurchaseOrdersQuery }): Promise<BoPage<TPurchaseOrderRow>> {
  const q = opts.query;
  const where = sql.join(
    [
      sql`o.group_id = ${opts.groupId}`,
      q.status !== undefined ? sql`o.status = ${Number(q.status)}` : undefined,
      q.supplier !== undefined ? sql`o.supplier_id = ${q.supplier}` : undefined,
      q.number ? sql`o.number ilike ${`%${escapeLike(q.number)}%`}` : undefined,
      q.createdfrom ? sql`o.created_at >= ${q.createdfrom}::date` : undefined,
      q.createdto ? sql`o.created_at < ${q.createdto}::date + 1` : undefined,
      q.archived !== undefined ? sql`o.archived = ${q.archived === 'true'}` : undefined,
    ].filter((s) => s !== undefined),
    sql` and `,
  );
  const [rows, [total]] = await Promise.all([
    rowsOf(
      db,
      sql`
      select o.purchase_order_id, o.number, o.status, s.name as supplier, st.name as store, o.day::text as day, o.currency, o.total_minor,
        cu.name as created_by, o.created_by as created_by_id, au.name as approved_by, o.archived, o.created_at,
        (select coalesce(sum(quantity), 0) from bo_purchase_order_lines l where l.purchase_order_id = o.purchase_order_id) as ordered,
        (select coalesce(sum(received_quantity), 0) from bo_purchase_order_lines l where l.purchase_order_id = o.purchase_order_id) as received
      from bo_purchase_orders o join bo_suppliers s on s.supplier_id = o.supplier_id join bo_stores st on st.store_id = o.store_id
        join users cu on cu.user_id = o.created_by left join users au on au.user_id = o.approved_by
      where ${where} order by o.created_at desc, o.purchase_order_id desc limit ${BO_PAGE_SIZE} offset ${q.page * BO_PAGE_SIZE}`,
      ZPurchaseOrderRow,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from bo_purchase_orders o where ${where}`),
  ]);
  return toPage(
    rows.map((r) => ({
      purchaseOrderId: r.purchase_order_id,
      number: r.number,
      status: r.status,
      supplier: r.supplier,
      store: r.store,
      day: r.day,
      currency: r.currency,
      totalMinor: r.total_minor,
      createdBy: r.created_by,
      createdById: r.created_by_id,
      approvedBy: r.approved_by,
      archived: r.archived,
      createdAt: r.created_at,
      orderedQuantity: r.ordered,
      receivedQuantity: r.received,
    })),
    total?.n ?? 0,
    q.page,
  );
}
