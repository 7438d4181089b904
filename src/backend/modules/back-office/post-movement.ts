import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stockMovements, type MovementKind } from '../../db/schema/index.ts';
import { AppError, word } from '../../http/errors.ts';
import { rowsOf } from '../../core/rows.ts';

export interface MovementInput {
  groupId: number;
  productId: number;
  storeId: number;
  day: string;
  kind: MovementKind;
  /** Signed: entries positive, issues negative. */
  quantity: number;
  /** Entries: the cost per unit in ten-thousandths of the currency; issues take the average cost (the ledger's trigger sets it). */
  unitCostE4?: number;
  /** Entries only: an exact value (a transfer's arrival keeps the value that left). */
  valueMinor?: number;
  sourceType: string;
  sourceId: number | null;
  note?: string;
  userId: number;
}

export interface PostedMovement {
  movementId: number;
  valueMinor: number;
  unitCostE4: number;
  balanceAfter: number;
}

/**
 * Appends one row to the stock ledger inside the caller's transaction. The trigger does the rest
 * under the balance row's lock (average cost, running balance, below-zero and closed-period
 * refusals); callers wrap their transaction in withLedgerErrors to turn those into 409s.
 */
export async function postMovement(tx: Db, m: MovementInput): Promise<PostedMovement> {
  const [row] = await tx
    .insert(stockMovements)
    .values({
      groupId: m.groupId,
      productId: m.productId,
      storeId: m.storeId,
      day: m.day,
      kind: m.kind,
      quantity: String(m.quantity),
      unitCostE4: m.unitCostE4 ?? 0,
      valueMinor: m.valueMinor ?? 0,
      sourceType: m.sourceType,
      sourceId: m.sourceId,
      note: m.note ?? '',
      userId: m.userId,
    })
    .returning({
      movementId: stockMovements.movementId,
      valueMinor: stockMovements.valueMinor,
      unitCostE4: stockMovements.unitCostE4,
      balanceAfter: stockMovements.balanceAfter,
    });
  return { ...row!, balanceAfter: Number(row!.balanceAfter) };
}

/** The hotel's stocked products among these ids (a movement of anything else is refused, naming the line). */
export async function assertStockedProducts(
  tx: Db,
  groupId: number,
  productIds: number[],
  field = 'lines',
): Promise<Map<number, { purchasePriceE4: number; name: string }>> {
  const ids = [...new Set(productIds)];
  const rows = await rowsOf<{ product_id: number; stocked: boolean; purchase_price_e4: string; name: string }>(
    tx,
    sql`
    select product_id, stocked, purchase_price_e4, name from bo_products where group_id = ${groupId} and product_id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
  );
  const byId = new Map(rows.map((r) => [r.product_id, r]));
  productIds.forEach((id, i) => {
    const p = byId.get(id);
    if (!p)
      throw new AppError('invalid_input', `${field}.${i}.productId: no product ${id} in this hotel`, `${field}.${i}.productId`, {
        key: 'errors.bo.noSuch',
        params: { thing: word('errors.boThing.product') },
      });
    if (!p.stocked)
      throw new AppError('invalid_input', `${field}.${i}.productId: ${p.name} is not a stocked product`, `${field}.${i}.productId`, {
        key: 'errors.bo.notStocked',
        params: { product: p.name },
      });
  });
  return new Map(rows.map((r) => [r.product_id, { purchasePriceE4: Number(r.purchase_price_e4), name: r.name }]));
}
