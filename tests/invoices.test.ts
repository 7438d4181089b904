import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aCompany, aDeskHotel, FIXTURE, type CustomerHandle, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';

const FIXED = new Date('2026-03-10T10:00:00Z');

async function counts(api: TestApi) {
  const [row] = await api.database.query(`select (select count(*) from invoices)::int invoices, (select count(*) from invoice_lines)::int lines,
    (select coalesce(string_agg(kind || year || ':' || last_seq, ',' order by kind), '') from invoice_counters) counters,
    (select count(*) from accounting_entries)::int entries, (select count(*) from order_charges where invoice_id is not null)::int invoiced`);
  return row;
}

/** Stored totals agree to the cent: lines = total = net + tax = the rates' bases + their tax. */
async function assertTotals(api: TestApi, invoiceId: number): Promise<void> {
  const [r] = await api.database.query<{ total: string; net: string; tax: string; lines: string; rates_net: string; rates_tax: string }>(
    `
    select i.total_minor::text total, i.net_minor::text net, i.tax_minor::text tax,
      (select sum(amount_minor) from invoice_lines where invoice_id = i.invoice_id)::text lines,
      (select sum(net_minor) from invoice_taxes where invoice_id = i.invoice_id)::text rates_net,
      (select sum(tax_minor) from invoice_taxes where invoice_id = i.invoice_id)::text rates_tax
    from invoices i where i.invoice_id = $1`,
    [invoiceId],
  );
  expect(Number(r!.lines)).toBe(Number(r!.total));
  expect(Number(r!.net) + Number(r!.tax)).toBe(Number(r!.total));
  expect(Number(r!.rates_net)).toBe(Number(r!.net));
  expect(Number(r!.rates_tax)).toBe(Number(r!.tax));
}

describeApi(
  'invoices and credit notes: gapless numbers, frozen documents, PDF, lists',
  (api) => {
    const clerk = () => api().as('clerk1');
    let desk: DeskHotel;
    let parisCorp: CustomerHandle;
    let stay: StayHandle;
    let invoice = { invoiceId: 0, number: '' };

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'IV' });
      await api().database.query(`update customers set country_code = 'GB', address = '1 High Street', city = 'London' where customer_id = $1`, [
        desk.guest.customerId,
      ]);
      parisCorp = await aCompany(api()).forHotel(FIXTURE.hotel2).called('Paris Corp').create();
      stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', '2026-03-10').inHouse('2026-03-08T15:00:00Z').create();
      await clerk().post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Dinner',
        quantity: 2,
        unitPriceMinor: 12345,
        taxRateBp: 1000,
        family: 'food',
      });
      await clerk().post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Wine',
        unitPriceMinor: 9999,
        taxRateBp: 2000,
        family: 'beverage',
      });
      await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'card', amountMinor: 30000 });
    });

    it("issues an invoice of the whole folio, in the guest's language, numbered RIAD-F2026-000001, totals to the cent", async () => {
      const res = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.number).toBe('RIAD-F2026-000001');
      invoice = res.body;
      const detail = (await clerk().get(`/crm/invoices/${invoice.invoiceId}`)).body;
      expect(detail).toMatchObject({
        kind: 'invoice',
        language: 'en',
        billTo: 'Karim Bennani',
        billToAddress: '1 High Street, London, GB',
        totalMinor: 20000 + 24690 + 9999,
        paidMinor: 30000,
      });
      expect(detail.taxes).toEqual([
        { taxRateBp: 0, netMinor: 20000, taxMinor: 0 },
        { taxRateBp: 1000, netMinor: 22445, taxMinor: 2245 },
        { taxRateBp: 2000, netMinor: 8332, taxMinor: 1667 },
      ]);
      expect(detail.balanceDueMinor).toBe(54689 - 30000);
      await assertTotals(api(), invoice.invoiceId);
      const again = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(again.status).toBe(409);
      expect(again.body.message).toContain('nothing left to invoice');
    });

    it('serves the PDF', async () => {
      const res = await clerk().get(`/crm/invoices/${invoice.invoiceId}/pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(String(res.body).startsWith('%PDF')).toBe(true);
    });

    it('refuses bad invoices with a 4xx naming the field, storing nothing', async () => {
      const other = await desk.otherHotelStay().dates('2026-03-09', '2026-03-11').create();
      const fresh = await desk.stay().dates('2026-03-20', '2026-03-21').create();
      const before = await counts(api());
      const cases: Array<[unknown, number, string | undefined]> = [
        [{ orderId: fresh.orderId, chargeIds: [1.5] }, 400, 'chargeIds.0'],
        [{ orderId: fresh.orderId, chargeIds: [999999] }, 400, 'chargeIds'],
        [{ orderId: fresh.orderId, customerId: parisCorp.customerId }, 400, 'customerId'],
        [{ orderId: 'x' }, 400, 'orderId'],
        [{ orderId: fresh.orderId, language: 'de' }, 400, 'language'],
        [{ orderId: fresh.orderId, folioNo: 0 }, 400, 'folioNo'],
        [{ orderId: other.orderId }, 404, undefined],
      ];
      for (const [body, status, field] of cases) {
        const res = await clerk().post('/crm/invoices', body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        if (field) expect(res.body.field, JSON.stringify(res.body)).toBe(field);
      }
      expect((await api().as(desk.partner.code).post('/crm/invoices', { orderId: stay.orderId })).status).toBe(403);
      expect(await counts(api())).toEqual(before);
    });

    it('corrects by credit notes in their own series, never above what is left; an issued invoice never changes', async () => {
      const before = await counts(api());
      const above = await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, amountMinor: 54690, reason: 'too much' });
      expect(above.status).toBe(400);
      expect(above.body.field).toBe('amountMinor');
      expect((await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, amountMinor: 0, reason: 'x' })).body.field).toBe('amountMinor');
      expect((await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, amountMinor: 10.5, reason: 'x' })).body.field).toBe('amountMinor');
      expect((await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, reason: '' })).body.field).toBe('reason');
      expect((await api().as('clerk2').post('/crm/credit-notes', { invoiceId: invoice.invoiceId, reason: 'x' })).status).toBe(404);
      expect(await counts(api())).toEqual(before);

      const part = await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, amountMinor: 10001, reason: 'Wine was corked' });
      expect(part.status, JSON.stringify(part.body)).toBe(201);
      expect(part.body).toMatchObject({ number: 'RIAD-A2026-000001', totalMinor: 10001 });
      await assertTotals(api(), part.body.invoiceId);
      const rest = await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, reason: 'Billed to the wrong customer' });
      expect(rest.body).toMatchObject({ number: 'RIAD-A2026-000002', totalMinor: 54689 - 10001 });
      expect((await clerk().post('/crm/credit-notes', { invoiceId: invoice.invoiceId, amountMinor: 1, reason: 'x' })).status).toBe(409);
      // Fully credited, its charges stay on it (the credit notes took them off the folio): billing
      // again, to the right customer, is a correcting charge (issue 32), never the same charges twice.
      const twice = await clerk().post('/crm/invoices', { orderId: stay.orderId, customerId: desk.company.customerId });
      expect(twice.status, JSON.stringify(twice.body)).toBe(409);
      expect(twice.body.message).toContain('nothing left to invoice');
      const rebill = await clerk().post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Stay billed again',
        unitPriceMinor: 54689,
        family: 'food',
      });
      expect(rebill.status, JSON.stringify(rebill.body)).toBe(201);
      const reissued = await clerk().post('/crm/invoices', { orderId: stay.orderId, customerId: desk.company.customerId });
      expect(reissued.status, JSON.stringify(reissued.body)).toBe(201);
      expect(reissued.body.number).toBe('RIAD-F2026-000002');
      expect((await clerk().get(`/crm/invoices/${reissued.body.invoiceId}`)).body.lines.map((l: { chargeId: number }) => l.chargeId)).toEqual([
        rebill.body.chargeId,
      ]);
      // The database itself keeps invoices frozen and credit notes within their invoice.
      await expect(api().database.exec(`update invoices set total_minor = 1 where invoice_id = ${invoice.invoiceId}`)).rejects.toThrow();
      await expect(api().database.exec(`delete from invoice_lines where invoice_id = ${invoice.invoiceId}`)).rejects.toThrow();
      await expect(
        api().database
          .exec(`insert into invoices (group_id, kind, year, seq, number, bill_to, currency, total_minor, net_minor, tax_minor, credited_invoice_id, day)
      values (1, 'credit_note', 2026, 99, 'X', 'x', 'MAD', 5, 5, 0, ${invoice.invoiceId}, '2026-03-10')`),
      ).rejects.toThrow(/exceeds/);
      expect(await api().database.query(`select entry_no from accounting_entries group by entry_no having sum(debit_minor) <> sum(credit_minor)`)).toEqual([]);
    });

    it('gives twenty invoices issued at once twenty consecutive numbers', async () => {
      const ids: number[] = [];
      for (let k = 0; k < 20; k++) {
        const { orderId } = await desk.stay().dates('2026-04-01', '2026-04-02').create();
        ids.push(orderId);
      }
      const replies = await Promise.all(ids.map((orderId) => clerk().post('/crm/invoices', { orderId })));
      expect(replies.map((r) => r.status)).toEqual(ids.map(() => 201));
      const seqs = replies.map((r) => Number(String(r.body.number).slice(-6))).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: 20 }, (_, k) => seqs[0]! + k));
      expect(seqs[0]).toBe(3);
      const [counter] = await api().database.query<{ last_seq: number }>(
        `select last_seq from invoice_counters where group_id = 1 and kind = 'invoice' and year = 2026`,
      );
      expect(counter!.last_seq).toBe(22);
    });

    it('keeps lines = total = VAT per rate + net over randomised folios', async () => {
      let seed = 12345;
      const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      // Five rates through five families of the hotel's tax configuration (a charge takes its family's rate).
      await api().database.exec(`update tax_rates set rate_bp = v.rate from (values ('service', 0), ('minibar', 550), ('laundry', 700)) v(family, rate)
      where tax_rates.group_id = 1 and tax_rates.family = v.family`);
      const families = ['service', 'minibar', 'laundry', 'food', 'beverage'];
      for (let k = 0; k < 8; k++) {
        const { orderId } = await desk.stay().dates('2026-05-01', '2026-05-02').create();
        for (let n = 1 + Math.floor(rnd() * 5); n > 0; n--) {
          const res = await clerk().post(`/crm/folio/${orderId}/charges`, {
            kind: 'extra',
            description: `Item ${n}`,
            quantity: 1 + Math.floor(rnd() * 3),
            unitPriceMinor: 1 + Math.floor(rnd() * 99999),
            family: families[Math.floor(rnd() * families.length)],
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
        }
        const inv = await clerk().post('/crm/invoices', { orderId });
        expect(inv.status).toBe(201);
        await assertTotals(api(), inv.body.invoiceId);
      }
    });

    it("groups one company's invoices under a debtor invoice (add-invoice), and refuses mixing customers", async () => {
      const a = await desk.stay().dates('2026-06-01', '2026-06-02').create();
      const b = await desk.stay().dates('2026-06-03', '2026-06-04').create();
      const c = await desk.stay().dates('2026-06-05', '2026-06-06').create();
      const ia = (await clerk().post('/crm/invoices', { orderId: a.orderId, customerId: desk.company.customerId })).body;
      const ib = (await clerk().post('/crm/invoices', { orderId: b.orderId, customerId: desk.company.customerId })).body;
      const ic = (await clerk().post('/crm/invoices', { orderId: c.orderId })).body;
      const grouped = await clerk().post(`/crm/${ia.invoiceId}/add-invoice/${ib.invoiceId}`);
      expect(grouped.status, JSON.stringify(grouped.body)).toBe(200);
      expect(grouped.body.grouped).toEqual([{ invoiceId: ib.invoiceId, number: ib.number, totalMinor: 10000 }]);
      expect((await clerk().post(`/crm/${ia.invoiceId}/add-invoice/${ic.invoiceId}`)).body.field).toBe('otherId');
      expect((await clerk().post(`/crm/${ia.invoiceId}/add-invoice/${ib.invoiceId}`)).status).toBe(409);
    });

    it("lists with the spec's filters and exports; a partner sees only its company's invoices and PDFs", async () => {
      const all = await clerk().get('/crm/allinvoices/v2', { size: 200 });
      expect(all.status).toBe(200);
      expect(all.body.totalElements).toBeGreaterThan(30);
      const byNumber = await clerk().get('/crm/allinvoices/v2', { number: 'A2026-000002' });
      expect(byNumber.body.content.map((r: { number: string }) => r.number)).toEqual(['RIAD-A2026-000002']);
      const company = await clerk().get('/crm/allinvoices/v2', { customer: desk.company.customerId, kind: 'invoice' });
      expect(company.body.totalElements).toBe(3);
      expect((await clerk().get('/crm/allinvoices/v2', { createdfrom: '2026-13-01' })).body.field).toBe('createdfrom');
      const csv = await clerk().get('/crm/allinvoices/export', { customer: desk.company.customerId, format: 'csv' });
      expect(csv.status).toBe(200);
      expect(String(csv.body).split('\n')[0]).toContain('Number');

      const partner = await api().as(desk.partner.code).get('/crm/allinvoices/v2', { size: 200 });
      expect(partner.status).toBe(200);
      expect(partner.body.totalElements).toBe(3);
      expect(partner.body.content.every((r: { customer: { id: number } }) => r.customer.id === desk.company.customerId)).toBe(true);
      expect((await api().as(desk.partner.code).get(`/crm/invoices/${invoice.invoiceId}/pdf`)).status).toBe(404);
      const own = partner.body.content[0].invoiceId;
      expect((await api().as(desk.partner.code).get(`/crm/invoices/${own}/pdf`)).status).toBe(200);
      expect((await api().as('clerk2').get(`/crm/invoices/${own}`)).status).toBe(404);
    });

    it('lists the balanced accounting entries with filters and exports them; analyses invoiced revenue by month, segment and customer', async () => {
      const admin = api().as('admin');
      const res = await admin.get('/crm/accounting-entries', { groupId: 1, operationDateFrom: '2026-03-01', operationDateTo: '2026-03-31', size: 500 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.totals.debitMinor).toBe(res.body.totals.creditMinor);
      expect(res.body.content.some((l: { source: string }) => l.source === 'credit_note')).toBe(true);
      const byDoc = await admin.get('/crm/accounting-entries', { number: 'RIAD-A2026-000001' });
      expect(byDoc.body.content.every((l: { documentNumber: string }) => l.documentNumber === 'RIAD-A2026-000001')).toBe(true);
      expect(byDoc.body.totals.debitMinor).toBe(10001);
      expect((await admin.get('/crm/accounting-entries', { operationDateFrom: 'yesterday' })).body.field).toBe('operationDateFrom');
      expect((await api().as('housekeeper1').get('/crm/accounting-entries')).status).toBe(403);
      const xlsx = await admin.get('/crm/accounting-entries/export', { format: 'xlsx', groupId: 1 });
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
      const analysis = await admin.get('/crm/invoices/analysis', { group: 1, from: '2026-01-01', to: '2026-12-31' });
      expect(analysis.status).toBe(200);
      const [issued] = await api().database.query<{ net: string }>(
        `select sum(case when kind = 'invoice' then total_minor else -total_minor end)::text net from invoices where group_id = 1`,
      );
      expect(analysis.body.totalMinor).toBe(Number(issued!.net));
      expect(analysis.body.byMonth.map((m: { month: string }) => m.month)).toEqual(['2026-03']);
      expect(analysis.body.byCustomer[0]).toMatchObject({ name: expect.any(String) });
      expect(analysis.body.bySegment.reduce((s: number, x: { netMinor: number }) => s + x.netMinor, 0)).toBe(Number(issued!.net));
    });
  },
  { now: () => FIXED },
);
