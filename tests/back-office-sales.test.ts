import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { deskStayFactory, seedDeskHotel } from './helpers/desk-fixture.ts';

const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';
const addStay = deskStayFactory('BS');

describeApi(
  "back office: an extra sold on a folio takes its product from the point of sale's store",
  (api) => {
    let stay = 0;
    const ids = { bar: 0, juice: 0, otherHotel: 0 };

    beforeAll(async () => {
      await seedDeskHotel(api(), { prefix: 'BS' });
      stay = await addStay(api(), { checkin: '2026-03-08', checkout: '2026-03-12', status: 2, roomId: 911, checkedInAt: '2026-03-08T15:00:00Z' });
      const admin = api().as('admin');
      ids.bar = (await admin.post('/crm/bo/stores', { code: 'BAR', name: 'Bar store', posId: 2 })).body.storeId;
      ids.juice = (await admin.post('/crm/bo/products', { reference: 'J-025', name: 'Orange juice', unit: 'bottle', purchasePriceMinor: 900 })).body.productId;
      const io = await admin.post('/crm/bo/internal-orders', {
        kind: 'add_stock',
        toStoreId: ids.bar,
        day: TODAY,
        lines: [{ productId: ids.juice, quantity: 3, unitCostMinor: 900 }],
      });
      expect((await admin.post(`/crm/bo/internal-orders/${io.body.internalOrderId}/validate`)).status).toBe(200);
      await api().database.exec(`insert into bo_products (product_id, group_id, reference, name) values (8801, 2, 'X', 'Other hotel')`);
    });

    const sell = (quantity: number, extra: Record<string, unknown> = {}) =>
      api()
        .as('clerk1')
        .post(`/crm/folio/${stay}/charges`, {
          kind: 'extra',
          description: 'Orange juice',
          quantity,
          unitPriceMinor: 3000,
          family: 'beverage',
          posId: 2,
          productId: ids.juice,
          ...extra,
        });
    const onHand = async () =>
      Number(
        (
          await api().database.query<{ q: string }>(`select quantity q from bo_stock_balances where product_id = $1 and store_id = $2`, [ids.juice, ids.bar])
        )[0]!.q,
      );
    const charges = async () => (await api().database.query<{ n: number }>(`select count(*)::int n from order_charges where kind = 'extra'`))[0]!.n;

    it('the bar sells two: the folio has the extra and the bar store two fewer, valued at average cost', async () => {
      const sold = await sell(2);
      expect(sold.status).toBe(201);
      expect(await onHand()).toBe(1);
      const [move] = await api().database.query<Record<string, string>>(
        `select kind, quantity, value_minor, source_type, source_id, day::text as day from bo_stock_movements where source_type = 'folio'`,
      );
      expect(move).toMatchObject({ kind: 'sale', source_type: 'folio', day: TODAY });
      expect(Number(move!['quantity'])).toBe(-2);
      expect(Number(move!['value_minor'])).toBe(-1800);
      expect(Number(move!['source_id'])).toBe(sold.body.chargeId);
    });

    it("more than the store holds is refused and nothing is charged; another hotel's product names its field", async () => {
      const before = await charges();
      const refused = await sell(4);
      expect(refused.status).toBe(409);
      expect(refused.body.field).toBe('quantity');
      expect(await charges()).toBe(before);
      const foreign = await sell(1, { productId: 8801 });
      expect(foreign.status).toBe(400);
      expect(foreign.body.field).toBe('productId');
      expect(await charges()).toBe(before);
      // No point of sale named: the extra is charged, no store is touched.
      expect((await sell(1, { posId: undefined })).status).toBe(201);
      expect(await onHand()).toBe(1);
    });
  },
  { now: () => FIXED },
);
