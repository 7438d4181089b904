import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { AppError, pgErrorCode, pgErrorMessage } from '../../http/errors.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** Quantities travel as numbers with at most three decimals; numeric columns come back as strings. */
export const qty = (v: string | number | null | undefined): number => (v === null || v === undefined ? 0 : Math.round(Number(v) * 1000) / 1000);

/**
 * The stock ledger's own refusals (its trigger's SQLSTATEs) as the API's errors: AB001 not enough
 * stock (409, field quantity, naming the product and the store), AB002 a day inside a closed
 * period (409, field day). `db` reads the names once the transaction has failed.
 */
export async function withLedgerErrors<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const code = pgErrorCode(err);
    const message = pgErrorMessage(err).replace(/^.*?(quantity|day): /s, '$1: ');
    if (code === 'AB001') throw await stockRefusal(db, message);
    if (code === 'AB002') {
      const closed = /^day: (\d{4}-\d{2}-\d{2})/.exec(message)?.[1];
      throw new AppError(
        'conflict',
        message,
        'day',
        closed ? { key: 'errors.stock.periodClosed', params: { day: dayP(closed) } } : { key: 'errors.db.frozen' },
      );
    }
    throw err;
  }
}

/** 'quantity: only 36.000 in stock of product 3 in store 1; 40 cannot be issued' with the product and the store by name. */
async function stockRefusal(db: Db, message: string): Promise<AppError> {
  const m = /^quantity: only (-?[\d.]+) in stock of product (\d+) in store (\d+); (-?[\d.]+) cannot be issued/.exec(message);
  if (!m) return new AppError('conflict', message, 'quantity', { key: 'errors.stock.short' });
  const [names] = await rowsOf<{ product: string | null; store: string | null }>(
    db,
    sql`
    select (select name from bo_products where product_id = ${Number(m[2])}) as product, (select name from bo_stores where store_id = ${Number(m[3])}) as store`,
  );
  return new AppError('conflict', message, 'quantity', {
    key: 'errors.stock.notEnough',
    params: { inStock: qty(m[1]), product: names?.product ?? m[2]!, store: names?.store ?? m[3]!, asked: qty(m[4]) },
  });
}

/** The hotel's next back-office number for a prefix (PO, BL, IO, INV): gapless, locked until commit. */
export async function nextBoNumber(tx: Db, groupId: number, prefix: string): Promise<string> {
  const [row] = await rowsOf<{ last_number: number }>(
    tx,
    sql`
    insert into bo_counters (group_id, prefix, last_number) values (${groupId}, ${prefix}, 1)
    on conflict (group_id, prefix) do update set last_number = bo_counters.last_number + 1
    returning last_number`,
  );
  return `${prefix}-${String(row!.last_number).padStart(5, '0')}`;
}
