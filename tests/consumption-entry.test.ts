import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';

const SETUP = `
  insert into users (user_id, code, username, name, group_id, pos_id) values (6301, 'ce-stock', 'ce-stock', 'Salma Stock', 1, null);
  insert into user_preferred_hotels (user_id, group_id) values (6301, 1);
  insert into user_roles (user_id, role_id) select 6301, role_id from roles where code = 'stock_keeper';
`;

const onHand = async (api: TestApi, productId: number, storeId: number): Promise<number> => {
  const [row] = await api.database.query<{ q: string | null }>(`select quantity q from bo_stock_balances where product_id = $1 and store_id = $2`, [
    productId,
    storeId,
  ]);
  return Number(row?.q ?? 0);
};
const pending = async (api: TestApi): Promise<number> =>
  (await api.database.query<{ n: number }>(`select count(*)::int n from bo_internal_orders where kind = 'consumption'`))[0]!.n;

/**
 * Issue 35 §4, Back Office's consumption entry: what the kitchen or the rooms use without a sale
 * is refused at entry when it exceeds what its store holds (summed over its lines), unless the
 * store may go negative; what is accepted leaves the store once Control confirms it, through the
 * stock ledger's one movement path.
 */
describeApi('back office: consumption entry', (api) => {
  const ids = { kitchen: 0, loose: 0, flour: 0 };
  const keeper = () => api().as('ce-stock');
  const consume = (storeId: number, lines: { productId: number; quantity: number }[]) =>
    keeper().post('/crm/bo/internal-orders', { kind: 'consumption', fromStoreId: storeId, day: '2026-03-04', note: 'kitchen', lines });

  beforeAll(async () => {
    await api().database.exec(SETUP);
    const admin = api().as('admin');
    ids.kitchen = (await admin.post('/crm/bo/stores', { code: 'KIT', name: 'Kitchen store' })).body.storeId;
    ids.loose = (await admin.post('/crm/bo/stores', { code: 'LOOSE', name: 'Loose store', allowNegative: true })).body.storeId;
    ids.flour = (await admin.post('/crm/bo/products', { reference: 'F-KG', name: 'Flour', unit: 'kg', purchasePriceMinor: 1000 })).body.productId;
    const added = await keeper().post('/crm/bo/internal-orders', {
      kind: 'add_stock',
      toStoreId: ids.kitchen,
      day: '2026-03-03',
      lines: [{ productId: ids.flour, quantity: 5, unitCostMinor: 1000 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await keeper().post(`/crm/bo/internal-orders/${added.body.internalOrderId}/validate`)).status).toBe(200);
    expect(await onHand(api(), ids.flour, ids.kitchen)).toBe(5);
  });

  it('refuses at entry more than the store holds, summed over the lines, naming the line and what is on hand', async () => {
    const before = await pending(api());
    const over = await consume(ids.kitchen, [{ productId: ids.flour, quantity: 5.5 }]);
    expect(over.status, JSON.stringify(over.body)).toBe(400);
    expect(over.body).toMatchObject({ field: 'lines.0.quantity', code: 'errors.stock.notEnough', params: { inStock: 5, asked: 5.5, store: 'Kitchen store' } });
    const split = await consume(ids.kitchen, [
      { productId: ids.flour, quantity: 3 },
      { productId: ids.flour, quantity: 3 },
    ]);
    expect([split.status, split.body.field]).toEqual([400, 'lines.1.quantity']);
    expect(await pending(api())).toBe(before);
  });

  it('takes what the store holds; Control posts it through the stock ledger', async () => {
    const ok = await consume(ids.kitchen, [{ productId: ids.flour, quantity: 5 }]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(await onHand(api(), ids.flour, ids.kitchen)).toBe(5);
    const done = await keeper().post(`/crm/bo/internal-orders/${ok.body.internalOrderId}/validate`);
    expect(done.body).toEqual({ status: 4, movements: 1 });
    expect(await onHand(api(), ids.flour, ids.kitchen)).toBe(0);
    const [movement] = await api().database.query<{ kind: string; quantity: string; source_type: string }>(
      `select kind, quantity, source_type from bo_stock_movements where source_id = $1 and source_type = 'internal_order'`,
      [ok.body.internalOrderId],
    );
    expect(movement).toMatchObject({ kind: 'consumption', source_type: 'internal_order' });
    expect(Number(movement!.quantity)).toBe(-5);
  });

  it('a store that may go negative takes more than it holds', async () => {
    const neg = await consume(ids.loose, [{ productId: ids.flour, quantity: 2 }]);
    expect(neg.status, JSON.stringify(neg.body)).toBe(201);
    expect((await keeper().post(`/crm/bo/internal-orders/${neg.body.internalOrderId}/validate`)).status).toBe(200);
    expect(await onHand(api(), ids.flour, ids.loose)).toBe(-2);
  });
});
