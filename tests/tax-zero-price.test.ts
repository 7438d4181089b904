import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';

// Issue 32, defect 8: a new room type with no rate was quoted and booked at 0.00, and a delivery
// whose unit cost was left empty entered the stock at 0. Nothing is sold or valued at zero unless
// it is explicitly free (a complimentary plan, a free line).
const NOW = new Date('2026-03-10T12:00:00Z');

const SETUP = `
  insert into customers (customer_id, group_id, kind, first_name, last_name) values (9601, 1, 'person', 'Zero', 'Price');
  insert into room_types (room_type_id, group_id, code, name, capacity, base_rate_minor, sort_order) values
    (9611, 1, 'ZNEW', 'New Loft', 2, 0, 1), (9612, 1, 'ZSTD', 'Priced Standard', 2, 80000, 2);
  insert into rooms (room_id, group_id, name, room_type_id) values (9621, 1, 'Z1', 9611), (9622, 1, 'Z2', 9611), (9623, 1, 'Z3', 9612);
  insert into room_rates (group_id, room_type_id, day, channel, price_minor) values (1, 9611, '2026-05-02', 15, 70000);
  insert into users (user_id, code, username, name, group_id, pos_id) values
    (9651, 'z-buyer', 'z-buyer', 'Zaid Buyer', 1, null), (9652, 'z-buyer2', 'z-buyer2', 'Zineb Buyer', 1, null), (9653, 'z-stock', 'z-stock', 'Zakia Stock', 1, null);
  insert into user_preferred_hotels (user_id, group_id) values (9651, 1), (9652, 1), (9653, 1);
  insert into user_roles (user_id, role_id) select v.u, r.role_id from (values (9651, 'buyer'), (9652, 'buyer'), (9653, 'stock_keeper')) v(u, code)
    join roles r on r.code = v.code;
`;

async function counts(api: TestApi) {
  const [row] = await api.database.query<Record<string, number>>(`select (select count(*) from orders)::int orders, (select count(*) from order_charges)::int charges,
    (select count(*) from reservations)::int stays, (select count(*) from bo_deliveries)::int deliveries, (select count(*) from bo_stock_movements)::int movements`);
  return row!;
}

const book = (over: Record<string, unknown> = {}) => ({ customerId: 9601, roomTypeId: 9611, checkin: '2026-05-01', checkout: '2026-05-03', adults: 2, ...over });

describeApi('nothing sold or valued at zero unless explicitly free', (api) => {
  const ids = { base: 0, comp: 0, supplier: 0, store: 0, product: 0, po: 0, line: 0, pricedLine: 0 };

  beforeAll(async () => {
    await api().database.exec(SETUP);
    const admin = api().as('admin');
    const base = await admin.post('/pms/rates/plans', { code: 'ZBAR', name: 'Best available' });
    expect(base.status, JSON.stringify(base.body)).toBe(201);
    ids.base = base.body.planId;
    const comp = await admin.post('/pms/rates/plans', { code: 'ZCOMP', name: 'House guest', complimentary: true });
    expect(comp.status, JSON.stringify(comp.body)).toBe(201);
    ids.comp = comp.body.planId;
  });

  it('quotes a room type without a rate as not sold, naming the type, the plan and the night missing', async () => {
    const res = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-05-01', nights: 2, guests: '2', ignoreAvailability: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const loft = res.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 9611);
    expect(loft.restriction).toMatchObject({ rule: 'no_rate', day: '2026-05-01', planCode: 'ZBAR' });
    expect(loft.restriction.message).toContain('No rate for New Loft on plan ZBAR on 2026-05-01');
    const priced = res.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 9612);
    expect(priced.restriction).toBeNull();
  });

  it('refuses to book it (forced or not), and refuses a typed price of zero, writing nothing', async () => {
    const before = await counts(api());
    const refused = await api().as('clerk1').post('/pms/reservations', book());
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.field).toBe('no_rate');
    expect(refused.body.message).toContain('New Loft');
    const forced = await api().as('admin').post('/pms/reservations', book({ forced: true }));
    expect(forced.status).toBe(409);
    const zero = await api().as('clerk1').post('/pms/reservations', book({ roomTypeId: 9612, priceMinor: 0 }));
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('priceMinor');
    expect(await counts(api())).toEqual(before);
    // A price the clerk gives sells it; the night with a rate alone is sold too.
    const typed = await api().as('clerk1').post('/pms/reservations', book({ priceMinor: 65000 }));
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const rated = await api().as('clerk1').post('/pms/reservations', book({ checkin: '2026-05-02', checkout: '2026-05-03' }));
    expect(rated.status, JSON.stringify(rated.body)).toBe(201);
    expect(rated.body.totalMinor).toBe(70000);
  });

  it('gives a stay away only on a complimentary plan: its nights are at zero, marked complimentary', async () => {
    const res = await api().as('clerk1').post('/pms/reservations', book({ checkin: '2026-05-05', checkout: '2026-05-07', planId: ids.comp }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.totalMinor).toBe(0);
    const nights = await api().database.query<{ amount_minor: string; complimentary: boolean; tax_rate_bp: number }>(
      `select amount_minor::text, complimentary, tax_rate_bp from order_charges where order_id = $1 order by day`, [res.body.orderId]);
    expect(nights).toEqual([{ amount_minor: '0', complimentary: true, tax_rate_bp: 1000 }, { amount_minor: '0', complimentary: true, tax_rate_bp: 1000 }]);
    const quote = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-05-05', nights: 2, guests: '2', plan: ids.comp, ignoreAvailability: 'true' });
    expect(quote.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === 9611).restriction).toBeNull();
  });

  it('refuses a delivery line whose unit cost is empty (400 naming the field); a free line is said so', async () => {
    const admin = api().as('admin');
    ids.supplier = (await admin.post('/crm/bo/suppliers', { code: 'ZSUP', name: 'Zero Supplies' })).body.supplierId;
    ids.store = (await admin.post('/crm/bo/stores', { code: 'ZMAIN', name: 'Zero store' })).body.storeId;
    ids.product = (await admin.post('/crm/bo/products', { reference: 'Z-SOAP', name: 'Soap', unit: 'piece', supplierId: ids.supplier })).body.productId;
    const po = await api().as('z-buyer').post('/crm/order-commande', { supplierId: ids.supplier, storeId: ids.store, day: '2026-03-02', lines: [
      { productId: ids.product, quantity: 10, unitPriceMinor: 0 }, { productId: ids.product, quantity: 5, unitPriceMinor: 250 },
    ] });
    expect(po.status, JSON.stringify(po.body)).toBe(201);
    ids.po = po.body.purchaseOrderId;
    await api().as('z-buyer').post(`/crm/bo/purchase-orders/${ids.po}/validate`);
    expect((await api().as('z-buyer2').post('/crm/order-commande-confirmed', { purchaseOrderId: ids.po })).body.status).toBe(4);
    const detail = await api().as('z-buyer').get(`/crm/bo/purchase-orders/${ids.po}`);
    const lines = detail.body.lines as { lineId: number; unitPriceMinor: number }[];
    ids.line = lines.find((l) => l.unitPriceMinor === 0)!.lineId;
    ids.pricedLine = lines.find((l) => l.unitPriceMinor === 250)!.lineId;

    const keeper = api().as('z-stock');
    const before = await counts(api());
    // The screen sends an empty cost as 0; an API call may leave it out (the order's price, 0 here).
    for (const line of [{ lineId: ids.line, quantity: 2, unitCostMinor: 0 }, { lineId: ids.line, quantity: 2 }]) {
      const r = await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.pricedLine, quantity: 1 }, line] });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.field).toBe('lines.1.unitCostMinor');
    }
    const freeWithCost = await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.line, quantity: 2, unitCostMinor: 100, free: true }] });
    expect(freeWithCost.body.field).toBe('lines.0.unitCostMinor');
    expect(await counts(api())).toEqual(before);

    const typed = await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.line, quantity: 2, unitCostMinor: 180 }] });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const free = await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.line, quantity: 1, free: true }] });
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    for (const d of [typed.body.deliveryId, free.body.deliveryId]) expect((await keeper.post(`/crm/bo/deliveries/${d}/confirm`)).status).toBe(200);
    const moves = await api().database.query<{ quantity: string; unit_cost_minor: string }>(
      `select quantity::text, unit_cost_minor::text from bo_stock_movements where product_id = $1 and kind = 'delivery' order by movement_id`, [ids.product]);
    expect(moves.map((m) => [Number(m.quantity), Number(m.unit_cost_minor)])).toEqual([[2, 180], [1, 0]]);
  });

  it('the database refuses a charge or a delivery line at zero unless it is marked free', async () => {
    const db = api().database;
    const [stay] = await db.query<{ order_id: number; item_id: number }>(`select order_id, item_id from reservations where customer_id = 9601 order by reservation_id limit 1`);
    await expect(db.exec(`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family)
      values (1, ${stay!.order_id}, ${stay!.item_id}, '2026-03-10', 'extra', 'Empty price', 0, 1000, 'food')`)).rejects.toThrow(/order_charges_priced/);
    await db.exec(`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family, complimentary)
      values (1, ${stay!.order_id}, ${stay!.item_id}, '2026-03-10', 'extra', 'Welcome drink', 0, 2000, 'beverage', true)`);
    const [d] = await db.query<{ delivery_id: number }>(`select delivery_id from bo_deliveries order by delivery_id desc limit 1`);
    await expect(db.exec(`insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_minor) values (${d!.delivery_id}, ${ids.line}, ${ids.product}, 1, 0)`))
      .rejects.toThrow(/bo_delivery_lines_priced/);
    await expect(db.exec(`insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_minor, free) values (${d!.delivery_id}, ${ids.line}, ${ids.product}, 1, 50, true)`))
      .rejects.toThrow(/bo_delivery_lines_priced/);
  });
}, { now: () => NOW });
