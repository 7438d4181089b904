import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { AppError } from '../../http/errors.ts';
import { qty } from './bo-sql.ts';

/**
 * Refuses, at entry, a transfer or a consumption of more than the source store holds of a
 * product, summed over the lines that name it: 400 on the first line that goes past, with what is
 * on hand. A store that may go negative is not held to it. The stock ledger (bo_post_movement)
 * refuses again when Control posts it: the database stays the last word.
 */
export async function assertOnHand(
  db: Db,
  o: { groupId: number; storeId: number; kind: 'transfer' | 'consumption'; lines: readonly { productId: number; quantity: number }[] },
): Promise<void> {
  const ids = [...new Set(o.lines.map((l) => l.productId))];
  if (ids.length === 0) return;
  const rows = await rowsOf<{ product_id: number; name: string; unit: string; on_hand: string | null; store: string; allow_negative: boolean }>(
    db,
    sql`select p.product_id, p.name, p.unit, b.quantity as on_hand, s.name as store, s.allow_negative
    from bo_products p join bo_stores s on s.store_id = ${o.storeId} and s.group_id = ${o.groupId}
      left join bo_stock_balances b on b.product_id = p.product_id and b.store_id = s.store_id
    where p.group_id = ${o.groupId} and p.product_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  const asked = new Map<number, number>();
  o.lines.forEach((l, i) => {
    const r = byId.get(l.productId);
    if (!r || r.allow_negative) return;
    const total = qty((asked.get(l.productId) ?? 0) + l.quantity);
    asked.set(l.productId, total);
    const onHand = qty(r.on_hand);
    if (total <= onHand + 1e-9) return;
    // A consumption leaves the store as the ledger's own refusal says it, in the same words.
    if (o.kind === 'consumption')
      throw new AppError(
        'invalid_input',
        `lines.${i}.quantity: only ${onHand} ${r.unit} of ${r.name} is on hand in ${r.store}; ${total} cannot be consumed`,
        `lines.${i}.quantity`,
        { key: 'errors.stock.notEnough', params: { inStock: onHand, product: `${r.name} (${r.unit})`, store: r.store, asked: total } },
      );
    throw new AppError(
      'invalid_input',
      `lines.${i}.quantity: only ${onHand} ${r.unit} of ${r.name} is on hand in ${r.store}; ${total} cannot be transferred`,
      `lines.${i}.quantity`,
      { key: 'errors.bo.transferExceeds', params: { onHand, unit: r.unit, product: r.name, store: r.store, quantity: total } },
    );
  });
}
