import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, ENGINES, type Engine, type TestApi } from './helpers/test-api.ts';
import { adminUrl, databaseUrlFor } from './helpers/pg-urls.ts';
import { openDatabase, type Database } from '../src/backend/db/client.ts';
import { CURRENCIES, currencyDigits } from '../src/lib/domain/currencies.ts';
import { purchaseValueMinor } from '../src/lib/domain/purchase-price.ts';
import { purchaseOrderMailText } from '../src/backend/modules/back-office/send-purchase-order-mail.ts';

const SETUP = `
  insert into users (user_id, code, username, name, group_id, pos_id) values
    (6201, 'mo-buyer', 'mo-buyer', 'Mona Buyer', 1, null), (6202, 'mo-buyer2', 'mo-buyer2', 'Malik Buyer', 1, null), (6203, 'mo-stock', 'mo-stock', 'Mina Stock', 1, null);
  insert into user_preferred_hotels (user_id, group_id) values (6201, 1), (6202, 1), (6203, 1);
  insert into user_roles (user_id, role_id) select v.u, r.role_id from (values (6201, 'buyer'), (6202, 'buyer'), (6203, 'stock_keeper')) v(u, code) join roles r on r.code = v.code;
`;

async function counts(api: TestApi) {
  const [row] = await api.database.query<Record<string, number>>(`select (select count(*) from bo_products)::int products,
    (select count(*) from bo_purchase_orders)::int orders, (select count(*) from bo_purchase_order_lines)::int lines, (select count(*) from competitor_rates)::int competitor,
    (select count(*) from bo_deliveries)::int deliveries, (select count(*) from bo_internal_orders)::int internal`);
  return row!;
}

/** The database's refusal of a statement: its SQLSTATE and message, or null when it went through. */
async function refusal(db: Database, statement: string): Promise<string | null> {
  try {
    await db.exec(statement);
    return null;
  } catch (err) {
    const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
    return `${e.cause?.code ?? e.code ?? ''} ${e.cause?.message ?? e.message ?? ''}`;
  }
}

describeApi('money through the back office and the imports: exact minor units, a refusal naming the field', (api) => {
  const ids = { supplier: 0, store: 0, water: 0, flour: 0, po: 0, flourLine: 0, saltLine: 0, delivery: 0 };

  beforeAll(async () => {
    await api().database.exec(SETUP);
    const admin = api().as('admin');
    ids.supplier = (await admin.post('/crm/bo/suppliers', { code: 'MSUP', name: 'Money Supplies', email: 'orders@money.example' })).body.supplierId;
    ids.store = (await admin.post('/crm/bo/stores', { code: 'MSTORE', name: 'Money store' })).body.storeId;
    ids.water = (
      await admin.post('/crm/bo/products', { reference: 'M-W', name: 'Water', unit: 'bottle', purchasePriceMinor: 125, salePriceMinor: 1_005 })
    ).body.productId;
    expect(ids.water).toBeGreaterThan(0);
  });

  it('a product takes its purchase price in whole minor units as before: 125.5 or 1.255 minor units, text, huge values are refused naming the field', async () => {
    const admin = api().as('admin');
    const before = await counts(api());
    for (const [price, why] of [
      [125.5, 'whole'],
      [1.255, 'whole'],
      ['1.255', 'minor units'],
      [2 ** 53, 'whole'],
      [1e30, 'whole'],
      [-1, 'negative'],
    ] as const) {
      const r = await admin.post('/crm/bo/products', { reference: `M-BAD-${String(price)}`, name: 'Bad', purchasePriceMinor: price });
      expect({ price, status: r.status, field: r.body.field }).toEqual({ price, status: 400, field: 'purchasePriceMinor' });
      expect(r.body.message).toContain(why);
    }
    expect(await counts(api())).toEqual(before);
    const read = await admin.get('/crm/bo/products', { name: 'Water' });
    // Kept at four decimals: 125 minor units are 1.2500; the sale price stays in minor units.
    expect(read.body.content.find((p: { productId: number }) => p.productId === ids.water)).toMatchObject({
      purchasePriceE4: 12_500,
      purchasePrice: '1.2500',
      salePriceMinor: 1_005,
    });
  });

  it('a product keeps a purchase price typed to four decimals; a fifth decimal, a number or two prices at once are refused naming the field', async () => {
    const admin = api().as('admin');
    const before = await counts(api());
    for (const [body, field, why] of [
      [{ purchasePrice: '1.23456' }, 'purchasePrice', 'at most 4 decimals'],
      [{ purchasePrice: '0,00001' }, 'purchasePrice', 'at most 4 decimals'],
      [{ purchasePrice: 1.2345 }, 'purchasePrice', 'as text'],
      [{ purchasePrice: 'douze' }, 'purchasePrice', 'expected an amount'],
      [{ purchasePrice: '-1' }, 'purchasePrice', 'negative'],
      [{ purchasePrice: '1.2345', purchasePriceMinor: 123 }, 'purchasePrice', 'not both'],
      [{ purchasePrice: '1.2345', salePriceMinor: 1.5 }, 'salePriceMinor', 'whole'],
    ] as const) {
      const r = await admin.post('/crm/bo/products', { reference: 'M-FLOUR', name: 'Flour', unit: 'kg', ...body });
      expect({ body, status: r.status, field: r.body.field }).toEqual({ body, status: 400, field });
      expect(r.body.message).toContain(why);
    }
    expect(await counts(api())).toEqual(before);
    const created = await admin.post('/crm/bo/products', { reference: 'M-FLOUR', name: 'Flour', unit: 'kg', purchasePrice: '1,2345', salePriceMinor: 300 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids.flour = created.body.productId;
    const [row] = await api().database.query<{ purchase_price_e4: string; sale_price_minor: string }>(
      'select purchase_price_e4::text, sale_price_minor::text from bo_products where product_id = $1',
      [ids.flour],
    );
    expect(row).toEqual({ purchase_price_e4: '12345', sale_price_minor: '300' });
    const read = await admin.get('/crm/bo/products', { name: 'Flour' });
    expect(read.body.content[0]).toMatchObject({ purchasePriceE4: 12_345, purchasePrice: '1.2345', salePriceMinor: 300 });
  });

  it('a purchase order line refuses a fractional unit price in minor units, keeps an exact one, and its total is the exact product', async () => {
    const buyer = api().as('mo-buyer');
    const before = await counts(api());
    const order = (unitPriceMinor: unknown) =>
      buyer.post('/crm/order-commande', {
        supplierId: ids.supplier,
        storeId: ids.store,
        day: '2026-03-02',
        lines: [{ productId: ids.water, quantity: 3, unitPriceMinor }],
      });
    for (const bad of [125.5, '125', null, Number.MAX_SAFE_INTEGER + 2]) {
      const r = await order(bad);
      expect({ bad, status: r.status, field: r.body.field }).toEqual({ bad, status: 400, field: 'lines.0.unitPriceMinor' });
    }
    expect(await counts(api())).toEqual(before);
    const created = await order(125);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const po = (await buyer.get(`/crm/bo/purchase-orders/${created.body.purchaseOrderId}`)).body;
    expect(po.lines.map((l: { unitPriceE4: number; unitPrice: string; valueMinor: number }) => [l.unitPriceE4, l.unitPrice, l.valueMinor])).toEqual([
      [12_500, '1.2500', 375],
    ]);
    expect(po.totalMinor).toBe(375);
  });

  it('1.2345 is kept from the purchase order through the delivery into the cardex, valued once in minor units; 1.23456 is refused naming the field', async () => {
    const buyer = api().as('mo-buyer');
    const keeper = api().as('mo-stock');
    const before = await counts(api());
    const lines = (flour: Record<string, unknown>) => ({
      supplierId: ids.supplier,
      storeId: ids.store,
      day: '2026-03-02',
      lines: [
        { productId: ids.water, quantity: 2, unitPrice: '0.0050' },
        { productId: ids.flour, quantity: 3.5, ...flour },
      ],
    });
    for (const [flour, field, why] of [
      [{ unitPrice: '1.23456' }, 'lines.1.unitPrice', "at most 4 decimals; got '1.23456'"],
      [{ unitPrice: '1,23456' }, 'lines.1.unitPrice', 'at most 4 decimals'],
      [{ unitPrice: 1.2345 }, 'lines.1.unitPrice', 'as text'],
      [{}, 'lines.1.unitPrice', 'required'],
      [{ unitPrice: '1.2345', unitPriceMinor: 123 }, 'lines.1.unitPrice', 'not both'],
    ] as const) {
      const r = await buyer.post('/crm/order-commande', lines(flour));
      expect({ flour, status: r.status, field: r.body.field }).toEqual({ flour, status: 400, field });
      expect(r.body.message).toContain(why);
    }
    expect(await counts(api())).toEqual(before);

    const created = await buyer.post('/crm/order-commande', lines({ unitPrice: '1.2345' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids.po = created.body.purchaseOrderId;
    // 2 × 0.0050 = 0.01 (exactly half a centime twice: 1); 3.5 kg × 1.2345 = 4.32075 → 4.32: total 4.33.
    expect(created.body.totalMinor).toBe(433);
    const po = (await buyer.get(`/crm/bo/purchase-orders/${ids.po}`)).body;
    expect(
      po.lines.map((l: { unitPriceE4: number; unitPrice: string; valueMinor: number; quantity: number }) => [
        l.quantity,
        l.unitPriceE4,
        l.unitPrice,
        l.valueMinor,
      ]),
    ).toEqual([
      [2, 50, '0.0050', 1],
      [3.5, 12_345, '1.2345', 432],
    ]);
    expect(po.totalMinor).toBe(433);
    const [stored] = await api().database.query<{ unit_price_e4: string }>(
      'select unit_price_e4::text from bo_purchase_order_lines where purchase_order_id = $1 and product_id = $2',
      [ids.po, ids.flour],
    );
    expect(stored!.unit_price_e4).toBe('12345');
    ids.saltLine = po.lines[0].lineId;
    ids.flourLine = po.lines[1].lineId;
    // The supplier's copy shows the price with its four decimals and the line's value in the currency's.
    const mail = purchaseOrderMailText({ ...po, hotel: 'Riad Atlas', store: po.store.name }).replace(/[\u00a0\u202f]/g, ' ');
    expect(mail).toContain('3.5 kg × MAD 1.2345 = MAD 4.32');
    expect(mail).toContain('Total: MAD 4.33');

    await buyer.post(`/crm/bo/purchase-orders/${ids.po}/validate`);
    expect((await api().as('mo-buyer2').post('/crm/order-commande-confirmed', { purchaseOrderId: ids.po })).body.status).toBe(4);

    const beforeDelivery = await counts(api());
    const deliver = (flour: Record<string, unknown>) =>
      keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.flourLine, quantity: 3.5, ...flour }] });
    for (const [flour, field] of [
      [{ unitCost: '1.23456' }, 'lines.0.unitCost'],
      [{ unitCost: '0' }, 'lines.0.unitCost'],
      [{ unitCost: '1.2', unitCostMinor: 120 }, 'lines.0.unitCost'],
    ] as const) {
      const r = await deliver(flour);
      expect({ flour, status: r.status, field: r.body.field }).toEqual({ flour, status: 400, field });
    }
    expect(await counts(api())).toEqual(beforeDelivery);
    // No cost typed: the order line's 1.2345.
    const delivery = await deliver({});
    expect(delivery.status, JSON.stringify(delivery.body)).toBe(201);
    ids.delivery = delivery.body.deliveryId;
    const [line] = await api().database.query<{ unit_cost_e4: string }>('select unit_cost_e4::text from bo_delivery_lines where delivery_id = $1', [
      ids.delivery,
    ]);
    expect(line!.unit_cost_e4).toBe('12345');
    const listed = await keeper.get('/crm/bo/deliveries', { status: 0 });
    expect(listed.body.content.find((d: { deliveryId: number }) => d.deliveryId === ids.delivery).valueMinor).toBe(432);
    expect((await keeper.post(`/crm/bo/deliveries/${ids.delivery}/confirm`)).status).toBe(200);

    const cardex = await keeper.get('/crm/bo/reports/cardex', { product: ids.flour, store: ids.store });
    expect(cardex.body.columns.find((c: { key: string }) => c.key === 'unitCost')).toEqual({ key: 'unitCost', kind: 'price' });
    expect(
      cardex.body.rows.map((r: Record<string, unknown>) => [r['kind'], r['quantity'], r['unitCost'], r['valueMinor'], r['balanceAfter'], r['valueAfterMinor']]),
    ).toEqual([['delivery', 3.5, 12_345, 432, 3.5, 432]]);
    const csv = await keeper.get('/crm/bo/reports/cardex/export', { product: ids.flour, store: ids.store, format: 'csv' });
    const [head, first] = String(csv.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(head).toContain('unitCost (MAD)');
    expect(first).toContain(',1.2345,4.32,');
    const purchases = await keeper.get('/crm/bo/reports/purchases', { from: '2026-03-02', to: '2026-03-02', product: ids.flour });
    expect(purchases.body.rows.map((r: Record<string, unknown>) => [r['unitPrice'], r['valueMinor']])).toEqual([[12_345, 432]]);

    // A kilogram leaves at the average cost, kept to four decimals: 4.32 / 3.5 = 1.23428… → 1.2343; its value 1.23.
    const use = await keeper.post('/crm/bo/internal-orders', {
      kind: 'consumption',
      fromStoreId: ids.store,
      day: '2026-03-04',
      lines: [{ productId: ids.flour, quantity: 1 }],
    });
    expect((await keeper.post(`/crm/bo/internal-orders/${use.body.internalOrderId}/validate`)).status).toBe(200);
    const after = await keeper.get('/crm/bo/reports/cardex', { product: ids.flour, store: ids.store });
    expect(after.body.rows.at(-1)).toMatchObject({
      kind: 'consumption',
      quantity: -1,
      unitCost: 12_343,
      valueMinor: -123,
      balanceAfter: 2.5,
      valueAfterMinor: 309,
    });
    const theoretical = await keeper.get('/crm/bo/reports/theoretical', { product: ids.flour });
    // 3.09 over 2.5 kg: 1.236.
    expect(theoretical.body.rows).toMatchObject([{ quantity: 2.5, averageCost: 12_360, valueMinor: 309 }]);
  });

  it('adds stock at a four-decimal unit cost, as text or as before in minor units', async () => {
    const keeper = api().as('mo-stock');
    const bad = await keeper.post('/crm/bo/internal-orders', {
      kind: 'add_stock',
      toStoreId: ids.store,
      day: '2026-03-05',
      lines: [{ productId: ids.flour, quantity: 2, unitCost: '0.12345' }],
    });
    expect({ status: bad.status, field: bad.body.field }).toEqual({ status: 400, field: 'lines.0.unitCost' });
    const add = await keeper.post('/crm/bo/internal-orders', {
      kind: 'add_stock',
      toStoreId: ids.store,
      day: '2026-03-05',
      lines: [
        { productId: ids.flour, quantity: 2, unitCost: '0.1235' },
        { productId: ids.water, quantity: 3, unitCostMinor: 125 },
        { productId: ids.flour, quantity: 1 },
      ],
    });
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    expect((await keeper.post(`/crm/bo/internal-orders/${add.body.internalOrderId}/validate`)).status).toBe(200);
    const moves = await api().database.query<{ product_id: number; unit_cost_e4: string; value_minor: string }>(
      `select product_id, unit_cost_e4::text, value_minor::text from bo_stock_movements where source_type = 'internal_order' and source_id = $1 order by movement_id`,
      [add.body.internalOrderId],
    );
    // 2 × 0.1235 = 0.247 → 0.25; 3 × 1.25 = 3.75; 1 × the product's 1.2345 → 1.23.
    expect(moves.map((m) => [m.product_id, m.unit_cost_e4, m.value_minor])).toEqual([
      [ids.flour, '1235', '25'],
      [ids.water, '12500', '375'],
      [ids.flour, '12345', '123'],
    ]);
  });

  it('the database holds the rule around the endpoints: no negative price, no delivery line at zero unless free, no fraction of a ten-thousandth', async () => {
    const db = api().database;
    expect(await refusal(db, `update bo_purchase_order_lines set unit_price_e4 = -1 where line_id = ${ids.flourLine}`)).toMatch(
      /^23514 .*bo_po_lines_quantity/,
    );
    expect(await refusal(db, `update bo_products set purchase_price_e4 = -12345 where product_id = ${ids.flour}`)).toMatch(/^23514 .*bo_products_prices/);
    expect(
      await refusal(
        db,
        `insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_e4) values (${ids.delivery}, ${ids.flourLine}, ${ids.flour}, 1, 0)`,
      ),
    ).toMatch(/^23514 .*bo_delivery_lines_priced/);
    expect(
      await refusal(
        db,
        `insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_e4, free) values (${ids.delivery}, ${ids.flourLine}, ${ids.flour}, 1, 12345, true)`,
      ),
    ).toMatch(/^23514 .*bo_delivery_lines_priced/);
    // A price is a whole number of ten-thousandths: 1.23456 written as text into the column is no bigint.
    expect(await refusal(db, `update bo_purchase_order_lines set unit_price_e4 = '12345.6' where line_id = ${ids.flourLine}`)).toMatch(/^22P02 /);
    const [kept] = await db.query<{ unit_price_e4: string }>(`select unit_price_e4::text from bo_purchase_order_lines where line_id = ${ids.flourLine}`);
    expect(kept!.unit_price_e4).toBe('12345');
    // A movement written around the API is valued by the ledger's trigger with the same rule: 2 × 1.2345 = 2.469 → 2.47.
    await db.exec(`insert into bo_stock_movements (group_id, product_id, store_id, day, kind, quantity, unit_cost_e4, source_type, note, user_id)
      values (1, ${ids.flour}, ${ids.store}, '2026-03-06', 'add_stock', 2, 12345, 'test', 'around the API', 1)`);
    const [moved] = await db.query<{ value_minor: string }>(`select value_minor::text from bo_stock_movements where note = 'around the API'`);
    expect(moved!.value_minor).toBe('247');
  });

  it("the database and src/lib/domain agree: every currency's decimals, and quantity × price rounded half up", async () => {
    const db = api().database;
    const codes = [...new Set([...Object.keys(CURRENCIES), ...Intl.supportedValuesOf('currency')])].sort();
    const sql = await db.query<{ code: string; digits: number }>(
      `select code, auberge_currency_digits(code) as digits from unnest($1::text[]) code order by code`,
      [codes],
    );
    expect(sql.map((r) => [r.code, Number(r.digits)])).toEqual(codes.map((c) => [c, currencyDigits(c)]));
    const cases: [string, number, number][] = [];
    for (const q of ['1', '0.5', '2', '3.5', '0.001', '12.345', '999.999', '0.333']) {
      for (const price of [1, 49, 50, 51, 12_345, 10_050, 99_995, 123_456_789]) for (const digits of [0, 2, 3]) cases.push([q, price, digits]);
    }
    const values = await db.query<{ v: string }>(
      `select bo_purchase_value_minor(c.q::numeric, c.p::bigint, c.d::int)::text as v
      from unnest($1::text[], $2::text[], $3::text[]) with ordinality c(q, p, d, n) order by n`,
      [cases.map((c) => c[0]), cases.map((c) => String(c[1])), cases.map((c) => String(c[2]))],
    );
    expect(values.map((r) => Number(r.v))).toEqual(cases.map(([q, p, d]) => purchaseValueMinor(q, p, d)));
  });

  it("competitor prices are read exactly in the hotel currency's decimals: 1 250,50 kept, 0.125 refused naming the line", async () => {
    const admin = api().as('admin');
    const ok = await admin.post('/pms/rates/competitor-rates/import', {
      csv: 'date,competitor,price\n2026-05-01,Riad Money,"1 250,50"\n2026-05-02,Riad Money,1180.05\n2026-05-03,Riad Money,4.35',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const rows = await api().database.query<{ day: string; price_minor: string }>(
      `select to_char(r.day, 'YYYY-MM-DD') as day, r.price_minor::text as price_minor from competitor_rates r join competitors c using (competitor_id) where c.name = 'Riad Money' order by r.day`,
    );
    expect(rows.map((r) => [r.day, r.price_minor])).toEqual([
      ['2026-05-01', '125050'],
      ['2026-05-02', '118005'],
      ['2026-05-03', '435'],
    ]);
    const before = await counts(api());
    for (const price of ['0.125', '1.005', '12abc', '-5']) {
      const bad = await admin.post('/pms/rates/competitor-rates/import', {
        csv: `date,competitor,price\n2026-05-04,Riad Money,4.00\n2026-05-05,Riad Money,${price}`,
      });
      expect({ price, status: bad.status, field: bad.body.field }).toEqual({ price, status: 400, field: 'csv' });
      expect(bad.body.message).toContain('line 3');
    }
    expect((await admin.post('/pms/rates/competitor-rates/import', { csv: 'date,competitor,price\n2026-05-05,Riad Money,1.005' })).body.message).toContain(
      'at most 2 decimals',
    );
    expect(await counts(api())).toEqual(before);
  });
});

/** A database at migration 0033 (before purchase prices kept four decimals), built from the migration files themselves. */
async function databaseBefore0034(engine: Engine): Promise<{ db: Database; drop: () => Promise<void> }> {
  let db: Database;
  let drop = async () => {};
  if (engine === 'pglite') {
    db = await openDatabase({});
  } else {
    const base = process.env['TEST_DATABASE_URL']!;
    const name = `auberge_t_${process.ppid}_m34_${randomBytes(3).toString('hex')}`;
    const admin = await openDatabase({ url: adminUrl(base), poolSize: 1 });
    await admin.exec(`create database ${name}`);
    await admin.close();
    db = await openDatabase({ url: databaseUrlFor(base, name), poolSize: 2 });
    drop = async () => {
      const a = await openDatabase({ url: adminUrl(base), poolSize: 1 });
      await a.exec(`drop database if exists ${name} with (force)`);
      await a.close();
    };
  }
  const journal = JSON.parse(fs.readFileSync(new URL('../src/backend/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  for (const { tag } of journal.entries.filter((e) => e.idx < 34).sort((a, b) => a.idx - b.idx)) await applyMigration(db, tag);
  return { db, drop };
}

async function applyMigration(db: Database, tag: string): Promise<void> {
  const text = fs.readFileSync(new URL(`../src/backend/db/migrations/${tag}.sql`, import.meta.url), 'utf8');
  await db.exec(
    [
      'begin',
      ...text
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean),
      'commit',
    ].join(';\n'),
  );
}

for (const engine of ENGINES) {
  describe(`[${engine}] migration 0034: purchase prices move to ten-thousandths, amounts do not move`, () => {
    let fresh: { db: Database; drop: () => Promise<void> } | undefined;
    beforeAll(async () => {
      fresh = await databaseBefore0034(engine);
    }, 300_000);
    afterAll(async () => {
      await fresh?.db.close();
      await fresh?.drop();
    });

    it("multiplies every stored price by 10^(4 - the currency's decimals), keeps values, zeros and the ledger's guard", async () => {
      const db = fresh!.db;
      // A Moroccan hotel (MAD, 2 decimals) and a Japanese one (JPY, 0), with prices as minor units were kept.
      await db.exec(`
        insert into hotels (group_id, name, code, city, country_code, currency) values (71, 'Riad', 'R71', 'Fès', 'MA', 'MAD'), (72, 'Ryokan', 'R72', 'Kyoto', 'JP', 'JPY');
        insert into users (user_id, code, username, name, group_id) values (71, 'u71', 'u71', 'U', 71), (72, 'u72', 'u72', 'U', 72);
        insert into bo_suppliers (supplier_id, group_id, code, name) values (71, 71, 'S', 'S'), (72, 72, 'S', 'S');
        insert into bo_stores (store_id, group_id, code, name) values (71, 71, 'M', 'M'), (72, 72, 'M', 'M');
        insert into bo_products (product_id, group_id, reference, name, purchase_price_minor) values (71, 71, 'P', 'P', 125), (72, 72, 'P', 'P', 300), (73, 71, 'Z', 'Z', 0);
        insert into bo_purchase_orders (purchase_order_id, group_id, number, supplier_id, store_id, status, currency, day, total_minor, created_by)
          values (71, 71, 'PO-1', 71, 71, 4, 'MAD', '2026-01-02', 375, 71), (72, 72, 'PO-1', 72, 72, 4, 'JPY', '2026-01-02', 900, 72);
        insert into bo_purchase_order_lines (line_id, purchase_order_id, product_id, quantity, unit_price_minor) values (71, 71, 71, 3, 125), (72, 72, 72, 3, 300);
        insert into bo_deliveries (delivery_id, group_id, number, purchase_order_id, store_id, day, created_by) values (71, 71, 'BL-1', 71, 71, '2026-01-03', 71), (72, 72, 'BL-1', 72, 72, '2026-01-03', 72);
        insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_minor) values (71, 71, 71, 3, 125), (72, 72, 72, 3, 300);
        insert into bo_internal_orders (internal_order_id, group_id, number, kind, to_store_id, day, created_by) values (71, 71, 'IO-1', 'add_stock', 71, '2026-01-03', 71);
        insert into bo_internal_order_lines (internal_order_id, product_id, quantity, unit_cost_minor) values (71, 71, 2, 130);
        insert into bo_stock_movements (group_id, product_id, store_id, day, kind, quantity, unit_cost_minor, source_type, user_id)
          values (71, 71, 71, '2026-01-03', 'delivery', 3, 125, 'delivery', 71), (72, 72, 72, '2026-01-03', 'delivery', 3, 300, 'delivery', 72),
                 (71, 71, 71, '2026-01-04', 'consumption', -1, 0, 'internal_order', 71);
      `);
      // A line received at zero before 0031 asked for a cost (its check is NOT VALID for such rows).
      await db.exec(`alter table bo_delivery_lines drop constraint bo_delivery_lines_priced;
        insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_minor) values (71, 71, 71, 1, 0);
        alter table bo_delivery_lines add constraint bo_delivery_lines_priced check (case when free then unit_cost_minor = 0 else unit_cost_minor > 0 end) not valid;`);
      const valuesBefore = await db.query<{ v: string }>(
        `select string_agg(value_minor || '/' || value_after_minor, ',' order by movement_id) v from bo_stock_movements`,
      );
      expect(valuesBefore[0]!.v).toBe('375/375,900/900,-125/250');

      await applyMigration(db, '0034_purchase_price_precision');

      const one = async (q: string) => (await db.query<{ v: string }>(q))[0]!.v;
      expect(await one(`select string_agg(product_id || ':' || purchase_price_e4, ',' order by product_id) v from bo_products`)).toBe(
        '71:12500,72:3000000,73:0',
      );
      expect(await one(`select string_agg(line_id || ':' || unit_price_e4, ',' order by line_id) v from bo_purchase_order_lines`)).toBe('71:12500,72:3000000');
      expect(await one(`select string_agg(unit_cost_e4::text, ',' order by delivery_line_id) v from bo_delivery_lines`)).toBe('12500,3000000,0');
      expect(await one(`select string_agg(unit_cost_e4::text, ',') v from bo_internal_order_lines`)).toBe('13000');
      expect(await one(`select string_agg(unit_cost_e4::text, ',' order by movement_id) v from bo_stock_movements`)).toBe('12500,3000000,12500');
      expect(await one(`select string_agg(value_minor || '/' || value_after_minor, ',' order by movement_id) v from bo_stock_movements`)).toBe(
        '375/375,900/900,-125/250',
      );
      expect(await one(`select string_agg(total_minor::text, ',' order by purchase_order_id) v from bo_purchase_orders`)).toBe('375,900');
      // The ledger is append-only again, and posts in ten-thousandths: 2 × 1.2345 = 2.47 MAD, 2 × 1.2345 = 2 JPY.
      expect(await refusal(db, 'update bo_stock_movements set unit_cost_e4 = 1')).toMatch(/append-only/);
      await db.exec(`insert into bo_stock_movements (group_id, product_id, store_id, day, kind, quantity, unit_cost_e4, source_type, user_id)
        values (71, 71, 71, '2026-01-05', 'add_stock', 2, 12345, 'test', 71), (72, 72, 72, '2026-01-05', 'add_stock', 2, 12345, 'test', 72)`);
      expect(await one(`select string_agg(value_minor::text, ',' order by movement_id) v from bo_stock_movements where source_type = 'test'`)).toBe('247,2');
      // An issue leaves at the average cost in ten-thousandths: (250 + 247) / 4 = 1.2425.
      await db.exec(
        `insert into bo_stock_movements (group_id, product_id, store_id, day, kind, quantity, source_type, user_id) values (71, 71, 71, '2026-01-06', 'consumption', -1, 'test2', 71)`,
      );
      expect(await one(`select unit_cost_e4 || '/' || value_minor v from bo_stock_movements where source_type = 'test2'`)).toBe('12425/-124');
      // The checks followed the renamed columns.
      expect(await refusal(db, 'update bo_products set purchase_price_e4 = -1 where product_id = 71')).toMatch(/bo_products_prices/);
      expect(await refusal(db, 'insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_e4) values (71, 71, 71, 1, 0)')).toMatch(
        /bo_delivery_lines_priced/,
      );
    });
  });
}
