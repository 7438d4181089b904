import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { Rng } from '../src/backend/seed/prng.ts';
import { postMovement } from '../src/backend/modules/back-office/post-movement.ts';
import { withLedgerErrors } from '../src/backend/modules/back-office/bo-sql.ts';
import { AppError } from '../src/backend/http/errors.ts';
import { purchaseValueMinor } from '../src/lib/domain/purchase-price.ts';

const PRODUCTS = [7101, 7102, 7103];
const STORES = [7201, 7202, 7203];

const SETUP = `
  insert into bo_stores (store_id, group_id, code, name, allow_negative) values (7201, 1, 'P-A', 'A', false), (7202, 1, 'P-B', 'B', false), (7203, 1, 'P-C', 'C', true);
  insert into bo_products (product_id, group_id, reference, name, purchase_price_e4) values (7101, 1, 'P1', 'One', 10000), (7102, 1, 'P2', 'Two', 25000), (7103, 1, 'P3', 'Three', 99999);
`;

/** Every (product, store): balance = ledger sum = last running balance (quantity and value); never below zero where forbidden. */
async function checkInvariants(api: TestApi): Promise<void> {
  const rows = await api.database.query<Record<string, string | boolean | null>>(`
    select b.product_id, b.store_id, s.allow_negative, b.quantity, b.value_minor,
      (select sum(quantity) from bo_stock_movements m where m.product_id = b.product_id and m.store_id = b.store_id) ledger_qty,
      (select sum(value_minor) from bo_stock_movements m where m.product_id = b.product_id and m.store_id = b.store_id) ledger_value,
      (select balance_after from bo_stock_movements m where m.product_id = b.product_id and m.store_id = b.store_id order by movement_id desc limit 1) last_qty,
      (select value_after_minor from bo_stock_movements m where m.product_id = b.product_id and m.store_id = b.store_id order by movement_id desc limit 1) last_value
    from bo_stock_balances b join bo_stores s on s.store_id = b.store_id where b.product_id >= 7101 and b.product_id <= 7103`);
  for (const r of rows) {
    const key = `${r['product_id']}@${r['store_id']}`;
    expect(Number(r['quantity']), key).toBe(Number(r['ledger_qty'] ?? 0));
    expect(Number(r['quantity']), key).toBe(Number(r['last_qty'] ?? 0));
    expect(Number(r['value_minor']), key).toBe(Number(r['ledger_value'] ?? 0));
    expect(Number(r['value_minor']), key).toBe(Number(r['last_value'] ?? 0));
    if (!r['allow_negative']) expect(Number(r['quantity']), key).toBeGreaterThanOrEqual(0);
  }
}

describeApi('back office: the stock ledger always adds up', (api) => {
  beforeAll(async () => {
    await api().database.exec(SETUP);
  });

  it("over random sequences of movements, stock on hand = ledger sum = the cardex's last running balance", async () => {
    const db = api().database.db;
    for (const seed of [1, 2, 3]) {
      const rng = new Rng(seed);
      let refused = 0;
      for (let i = 0; i < 120; i++) {
        const productId = rng.pick(PRODUCTS);
        const storeId = rng.pick(STORES);
        const quantity = (rng.int(1, 4000) / 1000) * rng.int(1, 5);
        const op = rng.pick(['entry', 'issue', 'transfer', 'correction'] as const);
        const base = { groupId: 1, productId, day: '2026-05-01', sourceType: 'test', sourceId: null, userId: 1 };
        try {
          await withLedgerErrors(db, () =>
            db.transaction(async (tx) => {
              // Unit costs at four decimals (ten-thousandths): the trigger values them in minor units, half up.
              if (op === 'entry') await postMovement(tx, { ...base, storeId, kind: 'delivery', quantity, unitCostE4: rng.int(0, 500_000) });
              else if (op === 'issue') await postMovement(tx, { ...base, storeId, kind: rng.pick(['consumption', 'sale'] as const), quantity: -quantity });
              else if (op === 'correction')
                await postMovement(tx, { ...base, storeId, kind: 'correction', quantity: rng.chance(0.5) ? quantity : -quantity, unitCostE4: 30_005 });
              else {
                const to = rng.pick(STORES.filter((s) => s !== storeId));
                const out = await postMovement(tx, { ...base, storeId, kind: 'transfer_out', quantity: -quantity });
                await postMovement(tx, { ...base, storeId: to, kind: 'transfer_in', quantity, valueMinor: -out.valueMinor, unitCostE4: out.unitCostE4 });
              }
            }),
          );
        } catch (err) {
          expect(err).toBeInstanceOf(AppError);
          expect((err as AppError).field).toBe('quantity');
          refused += 1;
        }
        if (i % 40 === 39) await checkInvariants(api());
      }
      expect(refused).toBeGreaterThan(0);
    }
    for (const productId of PRODUCTS) {
      for (const storeId of STORES) {
        const cardex = await api().as('admin').get('/crm/bo/reports/cardex', { product: productId, store: storeId, page: 100000 });
        const total = cardex.body.totalElements as number;
        if (total === 0) continue;
        const last = await api()
          .as('admin')
          .get('/crm/bo/reports/cardex', { product: productId, store: storeId, page: Math.floor((total - 1) / 20) });
        const [bal] = await api().database.query<{ quantity: string }>(`select quantity from bo_stock_balances where product_id = $1 and store_id = $2`, [
          productId,
          storeId,
        ]);
        expect(last.body.rows.at(-1).balanceAfter).toBe(Number(bal!.quantity));
      }
    }
  }, 120_000);

  it('values every delivery and correction entry as the arithmetic of src/lib/domain does: quantity × 4-decimal cost, half up', async () => {
    const entries = await api().database.query<{ quantity: string; unit_cost_e4: string; value_minor: string }>(`
      select quantity::text, unit_cost_e4::text, value_minor::text from bo_stock_movements
      where product_id between 7101 and 7103 and kind in ('delivery', 'correction') and quantity > 0`);
    expect(entries.length).toBeGreaterThan(50);
    const odd = entries.filter((e) => Number(e.unit_cost_e4) % 100 !== 0);
    expect(odd.length).toBeGreaterThan(0);
    for (const e of entries) expect(Number(e.value_minor), JSON.stringify(e)).toBe(purchaseValueMinor(e.quantity, Number(e.unit_cost_e4), 2));
  });

  it('the ledger is append-only', async () => {
    await expect(api().database.exec('update bo_stock_movements set quantity = 1')).rejects.toThrow(/append-only/);
    await expect(api().database.exec('delete from bo_stock_movements')).rejects.toThrow(/append-only/);
  });
});
