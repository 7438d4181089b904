import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

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
  const drawn = await tx.execute(sql`select auberge_next_order_number(${groupId}::int)::text as n`);
  return (drawn as unknown as { rows: { n: string | null }[] }).rows[0]?.n ?? null;
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
