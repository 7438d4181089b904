import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import type { TPaymentsQuery } from './folio.schemas.ts';
import { readPayments } from './payment-rows.ts';
import type { TPaymentTotalDto, TPaymentPageDto } from '../../../lib/domain/folio-dto.ts';
export type { TPaymentTotalDto, TPaymentPageDto };

/** The filter of a payments list: hotels, business-day period, user, method. */
function paymentFilter(groupIds: readonly number[], q: Pick<TPaymentsQuery, 'createdfrom' | 'createdto' | 'user' | 'method'>): SQL {
  const parts: SQL[] = [
    sql`p.group_id in (${sql.join(
      groupIds.map((g) => sql`${g}`),
      sql`, `,
    )})`,
  ];
  if (q.createdfrom) parts.push(sql`p.day >= ${q.createdfrom}::date`);
  if (q.createdto) parts.push(sql`p.day <= ${q.createdto}::date`);
  if (q.user !== undefined) parts.push(sql`p.created_by = ${q.user}`);
  if (q.method) parts.push(sql`p.method = ${q.method}`);
  return sql.join(parts, sql` and `);
}

/**
 * Payments by period, user and method, newest first, a page at a time, with the totals per
 * method and currency of the whole filter (what the cashier counts in the drawer).
 */
export async function listPayments(db: Db, opts: { groupIds: readonly number[]; query: TPaymentsQuery; order?: 'newest' | 'time' }): Promise<TPaymentPageDto> {
  const q = opts.query;
  const where = paymentFilter(opts.groupIds, q);
  const orderBy = opts.order === 'time' ? sql`order by p.created_at, p.payment_id` : sql`order by p.day desc, p.payment_id desc`;
  const [content, totals] = await Promise.all([
    readPayments(db, where, sql`${orderBy} limit ${q.size} offset ${q.page * q.size}`),
    rowsOf<{ method: string; currency: string; count: number; amount: string; hotel_amount: string }>(
      db,
      sql`select p.method, p.currency, count(*)::int as count, sum(p.amount_minor)::bigint as amount, sum(p.hotel_amount_minor)::bigint as hotel_amount
      from payments p where ${where} group by p.method, p.currency order by p.method, p.currency`,
    ),
  ]);
  const byMethod = totals.map((t) => ({
    method: t.method,
    currency: t.currency.trim(),
    count: Number(t.count),
    amountMinor: Number(t.amount),
    hotelAmountMinor: Number(t.hotel_amount),
  }));
  const totalElements = byMethod.reduce((s, t) => s + t.count, 0);
  return { content, totalElements, totalPages: Math.ceil(totalElements / q.size), page: q.page, size: q.size, totals: byMethod };
}
