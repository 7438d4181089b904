import { sql } from 'drizzle-orm';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../core/rows.ts';
import { AppError } from '../../http/errors.ts';
import { averageCostE4, purchaseValueMinor } from '../../../lib/domain/purchase-price.ts';
import { qty } from './bo-sql.ts';
import { assertOwned } from './owned.ts';
import { assertStockedProducts } from './post-movement.ts';

export interface TVarianceLine {
  productId: number;
  unit: string;
  theoretical: number;
  counted: number;
  difference: number;
  /** What the difference is worth, as the ledger will value it (average cost; a surplus with no average at the purchase price). */
  differenceValueMinor: number;
}

export interface TVariance {
  storeId: number;
  lines: TVarianceLine[];
  differenceValueMinor: number;
  /** The store's approval threshold (minor units), null when its counts need none. */
  thresholdMinor: number | null;
  /** The variance is worth more than the threshold, either way: an approver other than the counter posts it. */
  needsApproval: boolean;
}

/** The value the ledger (bo_post_movement) gives a correction of `difference` on a balance. */
export function correctionValueMinor(o: { quantity: number; valueMinor: number; difference: number; surplusCostE4: number; digits: number }): number {
  if (o.difference === 0) return 0;
  if (o.difference > 0) {
    const cost = o.quantity > 0 ? averageCostE4(o.valueMinor, o.quantity, o.digits) : o.surplusCostE4;
    return purchaseValueMinor(o.difference, cost, o.digits);
  }
  if (o.quantity <= 0) return -purchaseValueMinor(-o.difference, o.surplusCostE4, o.digits);
  if (o.quantity + o.difference <= 0) return -o.valueMinor;
  return -Math.round((o.valueMinor * -o.difference) / o.quantity);
}

/**
 * A count's variance against the store's stock now, line by line and valued: what the count
 * screen shows before it posts, and what decides whether it needs an approver.
 */
export async function countVariance(
  db: Db,
  o: { groupId: number; storeId: number; lines: readonly { productId: number; counted: number }[] },
): Promise<TVariance> {
  const dup = o.lines.findIndex((l, i) => o.lines.findIndex((m) => m.productId === l.productId) !== i);
  if (dup >= 0)
    throw new AppError('invalid_input', `lines.${dup}.productId: product ${o.lines[dup]!.productId} is counted twice`, `lines.${dup}.productId`, {
      key: 'errors.bo.countedTwice',
    });
  await assertOwned(db, 'store', o.storeId, o.groupId, 'storeId');
  const products = await assertStockedProducts(
    db,
    o.groupId,
    o.lines.map((l) => l.productId),
  );
  const { digits } = await readHotelCurrency(db, o.groupId);
  const ids = sql.join(
    o.lines.map((l) => sql`${l.productId}`),
    sql`, `,
  );
  const rows = await rowsOf<{ product_id: number; unit: string; quantity: string | null; value_minor: string | null }>(
    db,
    sql`select p.product_id, p.unit, b.quantity, b.value_minor from bo_products p
    left join bo_stock_balances b on b.product_id = p.product_id and b.store_id = ${o.storeId} where p.product_id in (${ids})`,
  );
  const [store] = await rowsOf<{ threshold: string | null }>(db, sql`select count_approval_minor as threshold from bo_stores where store_id = ${o.storeId}`);
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  const lines = o.lines.map((l) => {
    const r = byId.get(l.productId);
    const theoretical = qty(r?.quantity);
    const difference = qty(l.counted - theoretical);
    const differenceValueMinor = correctionValueMinor({
      quantity: theoretical,
      valueMinor: Number(r?.value_minor ?? 0),
      difference,
      surplusCostE4: products.get(l.productId)?.purchasePriceE4 ?? 0,
      digits,
    });
    return { productId: l.productId, unit: r?.unit ?? '', theoretical, counted: l.counted, difference, differenceValueMinor };
  });
  const total = lines.reduce((s, l) => s + l.differenceValueMinor, 0);
  const thresholdMinor = store?.threshold === null || store?.threshold === undefined ? null : Number(store.threshold);
  // Gains and losses both count: a shortfall hidden by a surplus elsewhere is still worth a second look.
  const moved = lines.reduce((s, l) => s + Math.abs(l.differenceValueMinor), 0);
  return { storeId: o.storeId, lines, differenceValueMinor: total, thresholdMinor, needsApproval: thresholdMinor !== null && moved > thresholdMinor };
}
