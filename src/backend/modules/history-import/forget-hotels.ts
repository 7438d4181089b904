/**
 * What a failed import had written of its hotels, removed: the import writes in short transactions
 * (the desk keeps working meanwhile), so its failure cannot simply roll one back. Its hotels held no
 * reservation before it began (it refuses such a hotel), so every booking row of theirs is its own;
 * the hotels it created itself go too. Called before any of their days is closed.
 */
import type { Queryer } from '../../db/client.ts';

/** Children first: each table's rows are referenced only by the tables before it. */
const TABLES = [
  'payments',
  'order_charges',
  'reservations',
  'folio_totals',
  'order_items',
  'orders',
  'customers',
  'rooms',
  'room_types',
  'market_segments',
  'business_days',
  'tax_rates',
] as const;

export async function forgetHotels(q: Queryer, o: { groupIds: readonly number[]; created: readonly number[] }): Promise<void> {
  if (!o.groupIds.length && !o.created.length) return;
  // A hotel created by this import holds nothing of anyone else's either.
  const ids = [...new Set([...o.groupIds, ...o.created])];
  for (const table of TABLES) await q.query(`delete from ${table} where group_id = any($1::int[])`, [ids]);
  if (o.created.length) await q.query('delete from hotels where group_id = any($1::int[])', [[...o.created]]);
}
