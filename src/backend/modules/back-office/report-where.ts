import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/escape-like.ts';
import type { ReportContext } from './report-types.ts';

/** Joins the present conditions with AND. */
export function allOf(...parts: (SQL | undefined | false)[]): SQL {
  const kept = parts.filter((p): p is SQL => !!p);
  return kept.length ? sql.join(kept, sql` and `) : sql`true`;
}

/** The product-side filters every report shares (p = bo_products). */
export function productFilters(ctx: ReportContext): SQL {
  const { q } = ctx;
  return allOf(
    q.product !== undefined && sql`p.product_id = ${q.product}`,
    q.supplier !== undefined && sql`p.supplier_id = ${q.supplier}`,
    q.family !== undefined && sql`(p.family_id = ${q.family} or p.family_id in (select family_id from bo_product_families where parent_id = ${q.family}))`,
    !!q.name && sql`(p.name ilike ${`%${escapeLike(q.name)}%`} or p.reference ilike ${`%${escapeLike(q.name)}%`})`,
  );
}

/** A day column inside the report's from..to. */
export function dayRange(ctx: ReportContext, column: SQL): SQL {
  return allOf(ctx.q.from !== undefined && sql`${column} >= ${ctx.q.from}::date`, ctx.q.to !== undefined && sql`${column} <= ${ctx.q.to}::date`);
}
