import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The hotel's next order number, `CODE-n`, in the booking's transaction: the counter row stays
 * locked until commit and a rollback gives the number back, so numbers have no gaps and no
 * duplicates whatever the races. The first call starts past the numbers already used.
 */
export async function nextOrderNumber(tx: Db, opts: { groupId: number; code: string }): Promise<string> {
  let n = await bump(tx, opts.groupId);
  if (n === undefined) {
    await startOrderCounter(tx, opts);
    n = await bump(tx, opts.groupId);
  }
  if (n === undefined) throw new Error(`order counter of hotel ${opts.groupId} missing after it was started`);
  return `${opts.code}-${n}`;
}

async function bump(tx: Db, groupId: number): Promise<number | undefined> {
  const bumped = await tx.execute(sql`update order_counters set last_number = last_number + 1 where group_id = ${groupId} returning last_number`);
  return (bumped as unknown as { rows: { last_number: number }[] }).rows[0]?.last_number;
}

/**
 * Creates the hotel's counter at the last number its orders already use (imported or older
 * orders), so that the next bump goes past them. Two first bookings racing here both end on the
 * same row (ON CONFLICT), and each then bumps it under its lock.
 */
export async function startOrderCounter(tx: Db, opts: { groupId: number; code: string }): Promise<void> {
  const pattern = `^${opts.code.replace(/[^A-Za-z0-9]/g, '.')}-[0-9]+$`;
  await tx.execute(sql`
    insert into order_counters (group_id, last_number)
      select ${opts.groupId}, coalesce(max(substring(number from '-([0-9]+)$')::bigint), 0) from orders where group_id = ${opts.groupId} and number ~ ${pattern}
    on conflict (group_id) do nothing`);
}
