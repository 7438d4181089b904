import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { AppError, pgErrorCode } from '../../http/errors.ts';

/** Quantities travel as numbers with at most three decimals; numeric columns come back as strings. */
export const qty = (v: string | number | null | undefined): number => (v === null || v === undefined ? 0 : Math.round(Number(v) * 1000) / 1000);

/**
 * The stock ledger's own refusals (its trigger's SQLSTATEs) as the API's errors: AB001 not enough
 * stock (409, field quantity), AB002 a day inside a closed period (409, field day).
 */
export async function withLedgerErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const code = pgErrorCode(err);
    const message = ((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message).replace(/^.*?(quantity|day): /s, '$1: ');
    if (code === 'AB001') throw new AppError('conflict', message, 'quantity');
    if (code === 'AB002') throw new AppError('conflict', message, 'day');
    throw err;
  }
}

/** The hotel's next back-office number for a prefix (PO, BL, IO, INV): gapless, locked until commit. */
export async function nextBoNumber(tx: Db, groupId: number, prefix: string): Promise<string> {
  const [row] = await rowsOf<{ last_number: number }>(tx, sql`
    insert into bo_counters (group_id, prefix, last_number) values (${groupId}, ${prefix}, 1)
    on conflict (group_id, prefix) do update set last_number = bo_counters.last_number + 1
    returning last_number`);
  return `${prefix}-${String(row!.last_number).padStart(5, '0')}`;
}
