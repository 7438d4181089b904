import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aPerson, aRoom, aRoomRate, aRoomType, aUser, type CustomerHandle, type RoomTypeHandle } from './helpers/builders/index.ts';

// Issue 32, defect 8: a new room type with no rate was quoted and booked at 0.00, and a delivery
// whose unit cost was left empty entered the stock at 0. Nothing is sold or valued at zero unless
// it is explicitly free (a complimentary plan, a free line).
const NOW = new Date('2026-03-10T12:00:00Z');

/** A room type without a rate (the New Loft), a priced one, a guest, two buyers and a stock keeper. */
const z = {} as { guest: CustomerHandle; loft: RoomTypeHandle; standard: RoomTypeHandle };

async function seed(api: TestApi): Promise<void> {
  z.guest = await aPerson(api).named('Zero', 'Price').create();
  z.loft = await aRoomType(api).coded('ZNEW', 'New Loft').sleeping(2).atRackRate(0).sortedAt(1).create();
  z.standard = await aRoomType(api).coded('ZSTD', 'Priced Standard').sleeping(2).atRackRate(80000).sortedAt(2).create();
  await aRoom(api).ofType(z.loft).named('Z1').create();
  await aRoom(api).ofType(z.loft).named('Z2').create();
  await aRoom(api).ofType(z.standard).named('Z3').create();
  await aRoomRate(api, z.loft, { day: '2026-05-02', priceMinor: 70000 });
  await aUser(api, 'z-buyer').named('Zaid Buyer').withRoles('buyer').create();
  await aUser(api, 'z-buyer2').named('Zineb Buyer').withRoles('buyer').create();
  await aUser(api, 'z-stock').named('Zakia Stock').withRoles('stock_keeper').create();
}

async function counts(api: TestApi) {
  const [row] = await api.database.query<
    Record<string, number>
  >(`select (select count(*) from orders)::int orders, (select count(*) from order_charges)::int charges,
    (select count(*) from reservations)::int stays, (select count(*) from bo_deliveries)::int deliveries, (select count(*) from bo_stock_movements)::int movements`);
  return row!;
}

const book = (over: Record<string, unknown> = {}) => ({
  customerId: z.guest.customerId,
  roomTypeId: z.loft.roomTypeId,
  checkin: '2026-05-01',
  checkout: '2026-05-03',
  adults: 2,
  ...over,
});

describeApi(
  'nothing sold or valued at zero unless explicitly free',
  (api) => {
    const ids = { base: 0, comp: 0, supplier: 0, store: 0, product: 0, po: 0, line: 0, pricedLine: 0 };

    beforeAll(async () => {
      await seed(api());
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
      const loft = res.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === z.loft.roomTypeId);
      expect(loft.restriction).toMatchObject({ rule: 'no_rate', day: '2026-05-01', planCode: 'ZBAR' });
      expect(loft.restriction.message).toContain('No rate for New Loft on plan ZBAR on 2026-05-01');
      const priced = res.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === z.standard.roomTypeId);
      expect(priced.restriction).toBeNull();
    });

    it('refuses to book it (forced or not), and refuses a typed price of zero, writing nothing', async () => {
      const before = await counts(api());
      const refused = await api().as('clerk1').post('/pms/reservations', book());
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.field).toBe('no_rate');
      expect(refused.body.message).toContain('New Loft');
      const forced = await api()
        .as('admin')
        .post('/pms/reservations', book({ forced: true }));
      expect(forced.status).toBe(409);
      const zero = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ roomTypeId: z.standard.roomTypeId, priceMinor: 0 }));
      expect(zero.status).toBe(400);
      expect(zero.body.field).toBe('priceMinor');
      expect(await counts(api())).toEqual(before);
      // A price the clerk gives sells it; the night with a rate alone is sold too.
      const typed = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ priceMinor: 65000 }));
      expect(typed.status, JSON.stringify(typed.body)).toBe(201);
      const rated = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-02', checkout: '2026-05-03' }));
      expect(rated.status, JSON.stringify(rated.body)).toBe(201);
      expect(rated.body.totalMinor).toBe(70000);
    });

    it('gives a stay away only on a complimentary plan: its nights are at zero, marked complimentary', async () => {
      const res = await api()
        .as('clerk1')
        .post('/pms/reservations', book({ checkin: '2026-05-05', checkout: '2026-05-07', planId: ids.comp }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.totalMinor).toBe(0);
      const nights = await api().database.query<{ amount_minor: string; complimentary: boolean; tax_rate_bp: number }>(
        `select amount_minor::text, complimentary, tax_rate_bp from order_charges where order_id = $1 order by day`,
        [res.body.orderId],
      );
      expect(nights).toEqual([
        { amount_minor: '0', complimentary: true, tax_rate_bp: 1000 },
        { amount_minor: '0', complimentary: true, tax_rate_bp: 1000 },
      ]);
      const quote = await api().as('clerk1').get('/pms/quotes', { checkin: '2026-05-05', nights: 2, guests: '2', plan: ids.comp, ignoreAvailability: 'true' });
      expect(quote.body.roomTypes.find((t: { roomTypeId: number }) => t.roomTypeId === z.loft.roomTypeId).restriction).toBeNull();
    });

    it('refuses a delivery line whose unit cost is empty (400 naming the field); a free line is said so', async () => {
      const admin = api().as('admin');
      ids.supplier = (await admin.post('/crm/bo/suppliers', { code: 'ZSUP', name: 'Zero Supplies' })).body.supplierId;
      ids.store = (await admin.post('/crm/bo/stores', { code: 'ZMAIN', name: 'Zero store' })).body.storeId;
      ids.product = (await admin.post('/crm/bo/products', { reference: 'Z-SOAP', name: 'Soap', unit: 'piece', supplierId: ids.supplier })).body.productId;
      const po = await api()
        .as('z-buyer')
        .post('/crm/order-commande', {
          supplierId: ids.supplier,
          storeId: ids.store,
          day: '2026-03-02',
          lines: [
            { productId: ids.product, quantity: 10, unitPriceMinor: 0 },
            { productId: ids.product, quantity: 5, unitPriceMinor: 250 },
          ],
        });
      expect(po.status, JSON.stringify(po.body)).toBe(201);
      ids.po = po.body.purchaseOrderId;
      await api().as('z-buyer').post(`/crm/bo/purchase-orders/${ids.po}/validate`);
      expect((await api().as('z-buyer2').post('/crm/order-commande-confirmed', { purchaseOrderId: ids.po })).body.status).toBe(4);
      const detail = await api().as('z-buyer').get(`/crm/bo/purchase-orders/${ids.po}`);
      const lines = detail.body.lines as { lineId: number; unitPriceE4: number }[];
      ids.line = lines.find((l) => l.unitPriceE4 === 0)!.lineId;
      ids.pricedLine = lines.find((l) => l.unitPriceE4 === 25_000)!.lineId;

      const keeper = api().as('z-stock');
      const before = await counts(api());
      // The screen sends an empty cost as 0; an API call may leave it out (the order's price, 0 here).
      for (const line of [
        { lineId: ids.line, quantity: 2, unitCostMinor: 0 },
        { lineId: ids.line, quantity: 2 },
      ]) {
        const r = await keeper.post('/crm/bo/deliveries', {
          purchaseOrderId: ids.po,
          day: '2026-03-03',
          lines: [{ lineId: ids.pricedLine, quantity: 1 }, line],
        });
        expect(r.status, JSON.stringify(r.body)).toBe(400);
        expect(r.body.field).toBe('lines.1.unitCostMinor');
      }
      const freeWithCost = await keeper.post('/crm/bo/deliveries', {
        purchaseOrderId: ids.po,
        day: '2026-03-03',
        lines: [{ lineId: ids.line, quantity: 2, unitCostMinor: 100, free: true }],
      });
      expect(freeWithCost.body.field).toBe('lines.0.unitCostMinor');
      expect(await counts(api())).toEqual(before);

      const typed = await keeper.post('/crm/bo/deliveries', {
        purchaseOrderId: ids.po,
        day: '2026-03-03',
        lines: [{ lineId: ids.line, quantity: 2, unitCostMinor: 180 }],
      });
      expect(typed.status, JSON.stringify(typed.body)).toBe(201);
      const free = await keeper.post('/crm/bo/deliveries', {
        purchaseOrderId: ids.po,
        day: '2026-03-03',
        lines: [{ lineId: ids.line, quantity: 1, free: true }],
      });
      expect(free.status, JSON.stringify(free.body)).toBe(201);
      for (const d of [typed.body.deliveryId, free.body.deliveryId]) expect((await keeper.post(`/crm/bo/deliveries/${d}/confirm`)).status).toBe(200);
      const moves = await api().database.query<{ quantity: string; unit_cost_e4: string }>(
        `select quantity::text, unit_cost_e4::text from bo_stock_movements where product_id = $1 and kind = 'delivery' order by movement_id`,
        [ids.product],
      );
      expect(moves.map((m) => [Number(m.quantity), Number(m.unit_cost_e4)])).toEqual([
        [2, 18_000],
        [1, 0],
      ]);
    });

    it('the database refuses a charge or a delivery line at zero unless it is marked free', async () => {
      const db = api().database;
      const [stay] = await db.query<{ order_id: number; item_id: number }>(
        `select order_id, item_id from reservations where customer_id = $1 order by reservation_id limit 1`,
        [z.guest.customerId],
      );
      await expect(
        db.exec(`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family)
      values (1, ${stay!.order_id}, ${stay!.item_id}, '2026-03-10', 'extra', 'Empty price', 0, 1000, 'food')`),
      ).rejects.toThrow(/order_charges_priced/);
      await db.exec(`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family, complimentary)
      values (1, ${stay!.order_id}, ${stay!.item_id}, '2026-03-10', 'extra', 'Welcome drink', 0, 2000, 'beverage', true)`);
      const [d] = await db.query<{ delivery_id: number }>(`select delivery_id from bo_deliveries order by delivery_id desc limit 1`);
      await expect(
        db.exec(
          `insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_e4) values (${d!.delivery_id}, ${ids.line}, ${ids.product}, 1, 0)`,
        ),
      ).rejects.toThrow(/bo_delivery_lines_priced/);
      await expect(
        db.exec(
          `insert into bo_delivery_lines (delivery_id, line_id, product_id, quantity, unit_cost_e4, free) values (${d!.delivery_id}, ${ids.line}, ${ids.product}, 1, 5000, true)`,
        ),
      ).rejects.toThrow(/bo_delivery_lines_priced/);
    });
  },
  { now: () => NOW },
);
