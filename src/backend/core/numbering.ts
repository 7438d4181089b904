import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from './rows.ts';

/**
 * The numbers people read on documents: an order's `CODE-n` (below) and its stays' `CODE-n-1`,
 * `CODE-n-2` … Invoices have their own gapless numbers (modules/invoices).
 */

/**
 * The hotel's next order number, `CODE-n`, from its sequence (auberge_next_order_number, migration 0026): unique (orders_group_number) and
 * increasing whatever the races, and not locked until commit, so that orders of one hotel never
 * queue for their numbers. A write that fails after drawing skips a number; invoices, not orders,
 * are the gapless documents. The first call starts the sequence past the numbers already used.
 */
export async function nextOrderNumber(tx: Db, opts: { groupId: number; code: string }): Promise<string> {
  let n = await draw(tx, opts.groupId);
  if (n === null) {
    await startOrderNumbers(tx, opts);
    n = await draw(tx, opts.groupId);
  }
  if (n === null) throw new Error(`order numbers of hotel ${opts.groupId} missing after they were started`);
  return `${opts.code}-${n}`;
}

async function draw(tx: Db, groupId: number): Promise<string | null> {
  const [drawn] = await rowsOf<{ n: string | null }>(tx, sql`select auberge_next_order_number(${groupId}::int)::text as n`);
  return drawn?.n ?? null;
}

/**
 * Makes the hotel's order-number sequence start past the last number its orders already use
 * (imported or seeded orders). Two first orders racing here end on the same sequence
 * (auberge_start_order_numbers, migration 0026).
 */
export async function startOrderNumbers(tx: Db, opts: { groupId: number; code: string }): Promise<void> {
  const pattern = `^${opts.code.replace(/[^A-Za-z0-9]/g, '.')}-[0-9]+$`;
  await tx.execute(sql`select auberge_start_order_numbers(${opts.groupId}::int, ${pattern}::text)`);
}

/** Between an order's number and a stay's rank: `CODE-n` + `-` + `1`. */
const STAY_RANK_SEPARATOR = '-';

/** A stay's number: its order's number and its rank among the order's stays, from 1 (`CODE-n-1`). */
export function stayNumber(orderNumber: string, rank: number): string {
  return `${orderNumber}${STAY_RANK_SEPARATOR}${checkedRank(rank)}`;
}

/**
 * stayNumber in SQL, for the statements that number stays as they write them: `orderNumber` and
 * `rank` are SQL expressions, or a rank known here (written as a literal, so that a prepared
 * statement's text stays the same).
 */
export function stayNumberSql(orderNumber: SQL, rank: SQL | number): SQL {
  if (typeof rank === 'number') return sql`${orderNumber} || ${sql.raw(`'${STAY_RANK_SEPARATOR}${checkedRank(rank)}'`)}`;
  return sql`${orderNumber} || ${sql.raw(`'${STAY_RANK_SEPARATOR}'`)} || ${rank}`;
}

/** stayNumberSql for statements held as text (the demo seed's bulk loads): SQL text of the code's own, never input. */
export function stayNumberSqlText(orderNumber: string, rank: number): string {
  return `${orderNumber} || '${STAY_RANK_SEPARATOR}${checkedRank(rank)}'`;
}

function checkedRank(rank: number): number {
  if (!Number.isInteger(rank) || rank < 1) throw new Error(`a stay's rank is a whole number from 1, not ${rank}`);
  return rank;
}
