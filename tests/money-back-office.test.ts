import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';

const SETUP = `
  insert into users (user_id, code, username, name, group_id, pos_id) values (6201, 'mo-buyer', 'mo-buyer', 'Mona Buyer', 1, null);
  insert into user_preferred_hotels (user_id, group_id) values (6201, 1);
  insert into user_roles (user_id, role_id) select 6201, role_id from roles where code = 'buyer';
`;

async function counts(api: TestApi) {
  const [row] = await api.database.query<Record<string, number>>(`select (select count(*) from bo_products)::int products,
    (select count(*) from bo_purchase_orders)::int orders, (select count(*) from bo_purchase_order_lines)::int lines, (select count(*) from competitor_rates)::int competitor`);
  return row!;
}

describeApi('money through the back office and the imports: exact minor units, a refusal naming the field', (api) => {
  const ids = { supplier: 0, store: 0, water: 0 };

  beforeAll(async () => {
    await api().database.exec(SETUP);
    const admin = api().as('admin');
    ids.supplier = (await admin.post('/crm/bo/suppliers', { code: 'MSUP', name: 'Money Supplies', email: 'orders@money.example' })).body.supplierId;
    ids.store = (await admin.post('/crm/bo/stores', { code: 'MSTORE', name: 'Money store' })).body.storeId;
    ids.water = (await admin.post('/crm/bo/products', { reference: 'M-W', name: 'Water', unit: 'bottle', purchasePriceMinor: 125, salePriceMinor: 1_005 })).body.productId;
    expect(ids.water).toBeGreaterThan(0);
  });

  it('a product takes its prices in whole minor units only: 125.5 or 1.255 minor units, text, huge values are refused naming the field', async () => {
    const admin = api().as('admin');
    const before = await counts(api());
    for (const [price, why] of [[125.5, 'whole'], [1.255, 'whole'], ['1.255', 'minor units'], [2 ** 53, 'whole'], [1e30, 'whole'], [-1, 'negative']] as const) {
      const r = await admin.post('/crm/bo/products', { reference: `M-BAD-${String(price)}`, name: 'Bad', purchasePriceMinor: price });
      expect({ price, status: r.status, field: r.body.field }).toEqual({ price, status: 400, field: 'purchasePriceMinor' });
      expect(r.body.message).toContain(why);
    }
    expect(await counts(api())).toEqual(before);
    const read = await admin.get('/crm/bo/products', { name: 'Water' });
    expect(read.body.content.find((p: { productId: number }) => p.productId === ids.water)).toMatchObject({ purchasePriceMinor: 125, salePriceMinor: 1_005 });
  });

  it('a purchase order line refuses a fractional unit price, keeps an exact one, and its total is the exact product', async () => {
    const buyer = api().as('mo-buyer');
    const before = await counts(api());
    const order = (unitPriceMinor: unknown) => buyer.post('/crm/order-commande', { supplierId: ids.supplier, storeId: ids.store, day: '2026-03-02', lines: [{ productId: ids.water, quantity: 3, unitPriceMinor }] });
    for (const bad of [125.5, '125', null, Number.MAX_SAFE_INTEGER + 2]) {
      const r = await order(bad);
      expect({ bad, status: r.status, field: r.body.field }).toEqual({ bad, status: 400, field: 'lines.0.unitPriceMinor' });
    }
    expect(await counts(api())).toEqual(before);
    const created = await order(125);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const po = (await buyer.get(`/crm/bo/purchase-orders/${created.body.purchaseOrderId}`)).body;
    expect(po.lines.map((l: { unitPriceMinor: number }) => l.unitPriceMinor)).toEqual([125]);
    expect(po.totalMinor).toBe(375);
  });

  it('competitor prices are read exactly in the hotel currency\'s decimals: 1 250,50 kept, 0.125 refused naming the line', async () => {
    const admin = api().as('admin');
    const ok = await admin.post('/pms/rates/competitor-rates/import', { csv: 'date,competitor,price\n2026-05-01,Riad Money,"1 250,50"\n2026-05-02,Riad Money,1180.05\n2026-05-03,Riad Money,4.35' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const rows = await api().database.query<{ day: string; price_minor: string }>(
      `select to_char(r.day, 'YYYY-MM-DD') as day, r.price_minor::text as price_minor from competitor_rates r join competitors c using (competitor_id) where c.name = 'Riad Money' order by r.day`);
    expect(rows.map((r) => [r.day, r.price_minor])).toEqual([['2026-05-01', '125050'], ['2026-05-02', '118005'], ['2026-05-03', '435']]);
    const before = await counts(api());
    for (const price of ['0.125', '1.005', '12abc', '-5']) {
      const bad = await admin.post('/pms/rates/competitor-rates/import', { csv: `date,competitor,price\n2026-05-04,Riad Money,4.00\n2026-05-05,Riad Money,${price}` });
      expect({ price, status: bad.status, field: bad.body.field }).toEqual({ price, status: 400, field: 'csv' });
      expect(bad.body.message).toContain('line 3');
    }
    expect((await admin.post('/pms/rates/competitor-rates/import', { csv: 'date,competitor,price\n2026-05-05,Riad Money,1.005' })).body.message).toContain('at most 2 decimals');
    expect(await counts(api())).toEqual(before);
  });
});
