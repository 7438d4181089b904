import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aDeskHotel, RESERVATION_STATUS, type StayHandle } from './helpers/builders/index.ts';
import { folioTotalsAdrift } from './helpers/folio-totals.ts';

/**
 * Issue 32: the night audit with billed money. A no-show billed in advance keeps its invoiced
 * nights (the closing's no-show never deletes them: the database would refuse it), and the day's
 * credit note lowers the revenue and tax the closing stores for its day.
 */
const FIXED = new Date('2026-03-10T10:00:00Z');
const DAY = '2026-03-10';

describeApi(
  'ledger: the closing of a day with invoiced nights and a credit note',
  (api) => {
    const clerk = () => api().as('clerk1');
    const admin = () => api().as('admin');
    let stay: StayHandle;
    let credited = 0;

    beforeAll(async () => {
      const desk = await aDeskHotel(api(), { prefix: 'LZ' });
      stay = await desk.stay().dates(DAY, '2026-03-12').withTax(1000).create();
      const invoice = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
      const credit = await clerk().post('/crm/credit-notes', { invoiceId: invoice.body.invoiceId, amountMinor: 5500, reason: 'Rate agreed lower' });
      expect(credit.status, JSON.stringify(credit.body)).toBe(201);
      credited = credit.body.invoiceId;
    });

    it("closes the day: the no-show keeps its invoiced nights, and the stored revenue is the day's charges less its credit note", async () => {
      const closing = await admin().post(`/crm/orders/closing?closingdate=${DAY}&group=1`);
      expect(closing.status, JSON.stringify(closing.body)).toBe(200);
      const [res] = await api().database.query<{ status: number }>(`select status from reservations where reservation_id = $1`, [stay.reservationId]);
      expect(res!.status).toBe(RESERVATION_STATUS.NO_SHOW);
      const nights = await api().database.query<{ day: string; invoiced: boolean; posted: string | null }>(
        `select day::text, invoice_id is not null invoiced, posted_day::text posted
      from order_charges where item_id = $1 and kind = 'room_night' order by day`,
        [stay.itemId],
      );
      expect(nights).toEqual([
        { day: DAY, invoiced: true, posted: DAY },
        { day: '2026-03-11', invoiced: true, posted: null },
      ]);
      // The day's money: its night (100.00) and the no-show fee, less the credit note of 55.00.
      const [stored] = await api().database.query<{ revenue: string; by: Record<string, number> }>(
        `select revenue_minor::text revenue, revenue_by_department by from business_days where group_id = 1 and day = $1`,
        [DAY],
      );
      const [charges] = await api().database.query<{ s: string }>(`select sum(amount_minor)::text s from order_charges where group_id = 1 and day = $1`, [DAY]);
      expect(Number(stored!.revenue)).toBe(Number(charges!.s) - 5500);
      expect(Number(stored!.by['credit_note'])).toBe(-5500);
      const daily = (await admin().get('/pms/reports/daily', { day: DAY })).body;
      expect(daily).toMatchObject({ closed: true, revenueMinor: Number(stored!.revenue) });
      expect(await folioTotalsAdrift(api())).toEqual([]);
    });

    it("the Taxes report's posted VAT is that of the closed day's charges less its credit note, per rate", async () => {
      const taxes = (await admin().get('/pms/reports/taxes', { from: DAY, to: DAY })).body;
      const rows = await api().database.query<{ rate: number; gross: string }>(`select rate, sum(gross)::text gross from (
        select tax_rate_bp rate, amount_minor gross from order_charges where group_id = 1 and day = '${DAY}' and posted_day is not null and kind <> 'city_tax'
        union all select t.tax_rate_bp, -(t.net_minor + t.tax_minor) from invoice_taxes t where t.invoice_id = ${credited}
      ) x group by rate order by rate`);
      expect(taxes.posted.map((r: { taxRateBp: number; grossMinor: number }) => [r.taxRateBp, r.grossMinor])).toEqual(
        rows.map((r) => [r.rate, Number(r.gross)]),
      );
      expect(taxes.postedTotal.grossMinor + taxes.cityTax.amountMinor).toBe((await admin().get('/pms/reports/daily', { day: DAY })).body.revenueMinor);
    });
  },
  { now: () => FIXED },
);
