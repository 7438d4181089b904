import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';

/**
 * Issue 32, defects 2 and 6: a charge on an issued invoice never changes or disappears. A stay's
 * "Edit dates or price" and a discount are refused on it (409 naming the invoice, the credit note
 * offered), and the database refuses it to any statement that bypasses the endpoints.
 */
const FIXED = new Date('2026-03-10T10:00:00Z');

interface NightRow {
  charge_id: number;
  day: string;
  amount_minor: string;
  tax_rate_bp: number;
  invoice_id: number | null;
}

async function nights(
  api: TestApi,
  stay: StayHandle,
): Promise<Array<{ chargeId: number; day: string; amountMinor: number; taxRateBp: number; invoiceId: number | null }>> {
  const rows = await api.database.query<NightRow>(
    `select charge_id, day::text as day, amount_minor::text, tax_rate_bp, invoice_id from order_charges
    where item_id = $1 and kind = 'room_night' order by day, charge_id`,
    [stay.itemId],
  );
  return rows.map((r) => ({ chargeId: r.charge_id, day: r.day, amountMinor: Number(r.amount_minor), taxRateBp: r.tax_rate_bp, invoiceId: r.invoice_id }));
}

/** Every charge is billed at most once: no charge on two invoice lines. */
async function billedTwice(api: TestApi): Promise<unknown[]> {
  return api.database.query(`select charge_id, count(*)::int n from invoice_lines l join invoices i on i.invoice_id = l.invoice_id
    where i.kind = 'invoice' and l.charge_id is not null group by charge_id having count(*) > 1`);
}

describeApi(
  'ledger: an invoiced charge never changes (stay edits, discounts, the database)',
  (api) => {
    const clerk = () => api().as('clerk1');

    let desk: DeskHotel;
    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'LI' });
    });

    it('refuses to re-price or shorten a stay whose nights are invoiced, naming the invoice; nothing changes, nothing is billed twice', async () => {
      const stay = await desk.stay().dates('2026-03-12', '2026-03-15').withTax(1000).create();
      const before = await nights(api(), stay);
      const invoice = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);

      const price = await clerk().put(`/pms/reservations/${stay.reservationId}`, { priceMinor: 24000 });
      expect(price.status, JSON.stringify(price.body)).toBe(409);
      expect(price.body.message).toContain(invoice.body.number);
      expect(price.body.message).toMatch(/credit note/);
      const shorter = await clerk().put(`/pms/reservations/${stay.reservationId}`, { checkout: '2026-03-14' });
      expect(shorter.status, JSON.stringify(shorter.body)).toBe(409);
      expect(shorter.body.message).toContain(invoice.body.number);
      expect(shorter.body.message).toContain('2026-03-14');
      const moved = await clerk().post(`/pms/reservations/${stay.reservationId}/reschedule`, { checkin: '2026-03-20', checkout: '2026-03-23' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(409);
      expect(moved.body.message).toContain(invoice.body.number);

      // The invoiced nights are as billed: same charges, amounts, 10 % VAT, on the invoice.
      const after = await nights(api(), stay);
      expect(after).toEqual(before.map((n) => ({ ...n, invoiceId: invoice.body.invoiceId })));
      const [res] = await api().database.query<{ price_minor: string; checkout: string }>(
        `select price_minor::text, checkout::text from reservations where reservation_id = $1`,
        [stay.reservationId],
      );
      expect(res).toEqual({ price_minor: '30000', checkout: '2026-03-15' });
      const again = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(again.status).toBe(409);
      expect(await billedTwice(api())).toEqual([]);
    });

    it("extends an invoiced stay: the invoiced nights stay, the new night takes the hotel's room rate and is billed once", async () => {
      const stay = await desk.stay().dates('2026-03-12', '2026-03-14').withTax(1000).create();
      const first = (await clerk().post('/crm/invoices', { orderId: stay.orderId })).body;
      const before = await nights(api(), stay);
      const longer = await clerk().put(`/pms/reservations/${stay.reservationId}`, { checkout: '2026-03-15' });
      expect(longer.status, JSON.stringify(longer.body)).toBe(200);
      const after = await nights(api(), stay);
      expect(after.slice(0, 2)).toEqual(before);
      const [room] = await api().database.query<{ rate: number }>(`select rate_bp as rate from tax_rates where group_id = 1 and family = 'room'`);
      expect(room!.rate).toBeGreaterThan(0);
      expect(after[2]).toMatchObject({ day: '2026-03-14', amountMinor: 10000, taxRateBp: room!.rate, invoiceId: null });
      const second = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(second.status, JSON.stringify(second.body)).toBe(201);
      const detail = (await clerk().get(`/crm/invoices/${second.body.invoiceId}`)).body;
      expect(detail.lines.map((l: { chargeId: number }) => l.chargeId)).toEqual([after[2]!.chargeId]);
      expect(detail.totalMinor).toBe(10000);
      expect(first.number).not.toBe(second.body.number);
      expect(await billedTwice(api())).toEqual([]);
    });

    it('re-prices only the nights not invoiced: they keep their charge and tax rate', async () => {
      const stay = await desk.stay().dates('2026-03-12', '2026-03-15').withTax(1000).create();
      const before = await nights(api(), stay);
      expect((await clerk().post('/crm/invoices', { orderId: stay.orderId, chargeIds: [before[0]!.chargeId] })).status).toBe(201);
      const res = await clerk().put(`/pms/reservations/${stay.reservationId}`, { priceMinor: 36000 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const after = await nights(api(), stay);
      expect(after.map((n) => [n.chargeId, n.amountMinor, n.taxRateBp])).toEqual([
        [before[0]!.chargeId, 10000, 1000],
        [before[1]!.chargeId, 13000, 1000],
        [before[2]!.chargeId, 13000, 1000],
      ]);
      // Below what the invoiced night holds, the price cannot be met without changing it.
      const tooLow = await clerk().put(`/pms/reservations/${stay.reservationId}`, { priceMinor: 9000 });
      expect(tooLow.status).toBe(409);
      expect(tooLow.body.message).toMatch(/credit note/);
      expect(await nights(api(), stay)).toEqual(after);
      expect(await folioTotalsAdrift(api())).toEqual([]);
    });

    it('cancels a stay billed in advance: its invoiced nights stay on the folio as billed (a credit note gives the money back), the rest go', async () => {
      const stay = await desk.stay().dates('2026-03-20', '2026-03-23').withTax(1000).create();
      const [n1, n2, n3] = await nights(api(), stay);
      const invoice = (await clerk().post('/crm/invoices', { orderId: stay.orderId, chargeIds: [n1!.chargeId, n2!.chargeId] })).body;
      const cancelled = await clerk().post(`/pms/reservations/${stay.reservationId}/cancel`, { price: 0, reason: 'Plans changed' });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect((await nights(api(), stay)).map((n) => [n.chargeId, n.invoiceId])).toEqual([
        [n1!.chargeId, invoice.invoiceId],
        [n2!.chargeId, invoice.invoiceId],
      ]);
      expect(n3).toBeDefined();
      const credit = await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, reason: 'Stay cancelled' });
      expect(credit.status, JSON.stringify(credit.body)).toBe(201);
      expect((await clerk().get(`/crm/folio/${stay.orderId}`)).body.balanceMinor).toBe(0);
      expect(await folioTotalsAdrift(api())).toEqual([]);
    });

    it('refuses a discount on an invoiced charge (409 naming the invoice, the credit note offered); the folio and next invoice stay right', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', '2026-03-10').inHouse('2026-03-08T15:00:00Z').withTax(1000).create();
      const [n1, n2] = await nights(api(), stay);
      const invoice = (await clerk().post('/crm/invoices', { orderId: stay.orderId, chargeIds: [n1!.chargeId] })).body;
      const balance = async () => (await clerk().get(`/crm/folio/${stay.orderId}`)).body.balanceMinor;
      const before = await balance();
      const refused = await clerk().post(`/crm/folio/${stay.orderId}/discount`, { chargeId: n1!.chargeId, mode: 'amount', value: 1000 });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.message).toContain(invoice.number);
      expect(refused.body.message).toMatch(/credit note/);
      expect(await balance()).toBe(before);
      // The night not invoiced still takes one, linked to it.
      const ok = await clerk().post(`/crm/folio/${stay.orderId}/discount`, { chargeId: n2!.chargeId, mode: 'amount', value: 1000 });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      const [row] = await api().database.query<{ discount_of: number }>(`select discount_of from order_charges where charge_id = $1`, [ok.body.chargeId]);
      expect(row!.discount_of).toBe(n2!.chargeId);
      const next = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      expect((await clerk().get(`/crm/invoices/${next.body.invoiceId}`)).body.totalMinor).toBe(9000);
    });

    it('the database refuses any change or deletion of an invoiced charge, whoever writes it; the closing may still post it', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-08', '2026-03-10').inHouse('2026-03-08T15:00:00Z').withTax(1000).create();
      const [n1, n2] = await nights(api(), stay);
      const invoice = (await clerk().post('/crm/invoices', { orderId: stay.orderId, chargeIds: [n1!.chargeId] })).body;
      const db = api().database;
      const refused = new RegExp(`issued invoice ${invoice.number}`);
      for (const change of [
        'amount_minor = 1',
        'tax_rate_bp = 0',
        `day = '2026-03-20'`,
        `description = 'x'`,
        'folio_no = 2',
        'invoice_id = null',
        `kind = 'extra'`,
        'quantity = 2',
      ]) {
        await expect(db.exec(`update order_charges set ${change} where charge_id = ${n1!.chargeId}`), change).rejects.toThrow(refused);
      }
      await expect(db.exec(`delete from order_charges where charge_id = ${n1!.chargeId}`)).rejects.toThrow(refused);
      await expect(db.exec(`delete from order_charges where item_id = ${stay.itemId}`)).rejects.toThrow(refused);
      // Not invoiced: free to change (until posted), as before.
      await db.exec(`update order_charges set amount_minor = 9500 where charge_id = ${n2!.chargeId}`);
      await db.exec(`update order_charges set amount_minor = 10000 where charge_id = ${n2!.chargeId}`);
      // The posting of an invoiced charge (the closing's statement) goes through.
      await db.exec(`update order_charges set posted_day = day where charge_id = ${n1!.chargeId}`);
      const [posted] = await db.query<{ posted_day: string | null; invoice_id: number }>(
        `select posted_day::text, invoice_id from order_charges where charge_id = $1`,
        [n1!.chargeId],
      );
      expect(posted).toEqual({ posted_day: '2026-03-08', invoice_id: invoice.invoiceId });
      expect(await folioTotalsAdrift(api())).toEqual([]);
    });

    it('the database refuses a discount on an invoiced charge, one that names no charge, and a discount link on another kind', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r103).dates('2026-03-08', '2026-03-10').inHouse('2026-03-08T15:00:00Z').withTax(1000).create();
      const [n1, n2] = await nights(api(), stay);
      const invoice = (await clerk().post('/crm/invoices', { orderId: stay.orderId, chargeIds: [n1!.chargeId] })).body;
      const db = api().database;
      const insert = (kind: string, discountOf: number | null) =>
        db.exec(`insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family, discount_of)
      values (${stay.groupId}, ${stay.orderId}, ${stay.itemId}, '2026-03-10', '${kind}', 'Discount by SQL', -1000, 1000, 'room', ${discountOf ?? 'null'})`);
      await expect(insert('discount', n1!.chargeId)).rejects.toThrow(new RegExp(`issued invoice ${invoice.number}`));
      await expect(insert('discount', null)).rejects.toThrow(/names the charge/);
      await expect(insert('discount', 999999)).rejects.toThrow(/not a charge of order/);
      await expect(insert('extra', n2!.chargeId)).rejects.toThrow(/order_charges_discount_of/);
      await insert('discount', n2!.chargeId);
      await expect(db.exec(`update order_charges set discount_of = ${n1!.chargeId} where kind = 'discount' and order_id = ${stay.orderId}`)).rejects.toThrow(
        /issued invoice/,
      );
    });
  },
  { now: () => FIXED },
);
