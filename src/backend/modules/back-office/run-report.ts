import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { rowsOf } from '../../core/rows.ts';
import { BO_PAGE_SIZE } from './bo-page.ts';
import { ORDER_REPORTS } from './reports-orders.ts';
import { STOCK_REPORTS } from './reports-stock.ts';
import type { ReportDef, ReportRow, TReportDto, TReportQuery } from './report-types.ts';
import { hotelCurrencyOf } from '../../../lib/domain/hotel-currency.ts';

export const REPORTS: Record<string, ReportDef> = { ...STOCK_REPORTS, ...ORDER_REPORTS };
export const REPORT_NAMES = Object.keys(REPORTS);
/** An export holds at most this many rows (narrow the filters for more). */
export const EXPORT_MAX_ROWS = 50_000;

export function findReport(name: string): ReportDef {
  const def = REPORTS[name];
  if (!def) throw new AppError('not_found', `No back-office report '${name}'. Reports: ${REPORT_NAMES.join(', ')}.`, undefined, { key: 'errors.bo.noReport' });
  return def;
}

/** The filters after defaults: dated reports cover today when no day is chosen (operations.md §5). */
export function effectiveQuery(def: ReportDef, q: TReportQuery, today: string): TReportQuery {
  if (!def.dated || q.from || q.to) return q;
  return { ...q, from: today, to: today };
}

/**
 * Runs one report for the hotel: a page of 20 rows (or every row, up to the export cap), the
 * row count and the sums of its additive columns, all over the same filter.
 */
export async function runReport(db: Db, opts: { name: string; groupId: number; query: TReportQuery; today: string; all?: boolean }): Promise<TReportDto> {
  const def = findReport(opts.name);
  const q = effectiveQuery(def, opts.query, opts.today);
  const { fields, source, order } = def.select({ groupId: opts.groupId, q, today: opts.today });
  const summed = def.columns.filter((c) => c.sum);
  const limit = opts.all ? EXPORT_MAX_ROWS : BO_PAGE_SIZE;
  const offset = opts.all ? 0 : q.page * BO_PAGE_SIZE;
  const sums = summed.length
    ? sql`, ${sql.join(
        summed.map((c) => sql`coalesce(sum(t.${sql.identifier(c.key)}), 0)::float8 as ${sql.identifier(c.key)}`),
        sql`, `,
      )}`
    : sql``;
  const [rows, [agg], [hotel]] = await Promise.all([
    rowsOf<ReportRow>(db, sql`select ${fields} from ${source} order by ${order} limit ${limit} offset ${offset}`),
    rowsOf<Record<string, number>>(db, sql`select count(*)::int as "__count" ${sums} from (select ${fields} from ${source}) t`),
    rowsOf<{ currency: string }>(db, sql`select currency from hotels where group_id = ${opts.groupId}`),
  ]);
  const totals: Record<string, number> = {};
  for (const c of summed) totals[c.key] = Number(agg?.[c.key] ?? 0);
  const totalsByUnit = def.unit
    ? await unitTotals(db, {
        fields,
        source,
        unit: def.unit({ groupId: opts.groupId, q, today: opts.today }),
        keys: summed.filter((c) => c.kind === 'qty').map((c) => c.key),
      })
    : undefined;
  // Quantities of different units have no sum: they are given per unit only.
  if (totalsByUnit && totalsByUnit.length > 1) for (const c of summed) if (c.kind === 'qty') delete totals[c.key];
  const totalElements = Number(agg?.['__count'] ?? 0);
  const filters: TReportDto['filters'] = {};
  for (const key of ['from', 'to', 'store', 'product', 'supplier', 'family', 'name', 'status'] as const) {
    if (q[key] !== undefined) filters[key] = String(q[key]);
  }
  return {
    report: opts.name,
    columns: def.columns.map(({ key, kind, empty }) => (empty ? { key, kind, empty } : { key, kind })),
    rows: rows.map((r) => Object.fromEntries(def.columns.map((c) => [c.key, normalise(r[c.key], c.kind !== 'text' && c.kind !== 'day')]))),
    totals,
    ...(totalsByUnit ? { totalsByUnit } : {}),
    totalElements,
    page: opts.all ? 0 : q.page,
    size: limit,
    totalPages: Math.ceil(totalElements / BO_PAGE_SIZE),
    filters,
    currency: hotelCurrencyOf(hotel?.currency),
  };
}

/** The quantity columns summed per unit, units in alphabetical order. */
async function unitTotals(db: Db, o: { fields: SQL; source: SQL; unit: SQL; keys: string[] }): Promise<NonNullable<TReportDto['totalsByUnit']>> {
  if (o.keys.length === 0) return [];
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`select t."__unit" as "__unit", ${sql.join(
      o.keys.map((k) => sql`coalesce(sum(t.${sql.identifier(k)}), 0)::float8 as ${sql.identifier(k)}`),
      sql`, `,
    )} from (select ${o.fields}, ${o.unit} as "__unit" from ${o.source}) t group by t."__unit" order by t."__unit"`,
  );
  return rows.map((r) => ({ unit: String(r['__unit'] ?? ''), totals: Object.fromEntries(o.keys.map((k) => [k, Number(r[k] ?? 0)])) }));
}

/** bigint and numeric columns arrive as strings on one engine and numbers on the other. */
function normalise(v: unknown, numeric: boolean): string | number | null {
  if (v === null || v === undefined) return null;
  if (numeric) return Number(v);
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
}
