import { expect, it } from 'vitest';
import { describeApi } from '../helpers/test-api.ts';
import { openModelHotel, START_DAY } from './model-hotel.ts';
import { fingerprints, folioViolations, ledgerViolations, reportViolations, type IssuedDocument } from './ledger-invariants.ts';

// The model's checks must be able to fail: books that do not balance are named.
describeApi(
  'ledger model: the invariant checks see broken books',
  (api) => {
    it('finds nothing wrong with a plain stay, then names receivables the folio does not hold, a changed invoice and a taxes report that misses one', async () => {
      const hotel = await openModelHotel(api());
      const booked = await hotel.caller.post('/pms/reservations', {
        customerId: hotel.customerId,
        roomTypeId: hotel.roomTypes.A,
        checkin: START_DAY,
        checkout: '2026-03-12',
        adults: 1,
      });
      expect(booked.status).toBe(201);
      const orderId = booked.body.orderId as number;
      expect((await hotel.caller.post(`/crm/orders/${orderId}/add/payment`, { method: 'card', amountMinor: 30000 })).status).toBe(201);
      const issued = await hotel.caller.post('/crm/invoices', { orderId });
      expect(issued.status).toBe(201);
      const id = Number(issued.body.invoiceId);
      const detail = (await hotel.caller.get(`/crm/invoices/${id}`)).body as { totalMinor: number; taxes: IssuedDocument['taxes'] };
      const doc: IssuedDocument = {
        invoiceId: id,
        kind: 'invoice',
        orderId,
        day: START_DAY,
        totalMinor: detail.totalMinor,
        taxes: detail.taxes,
        fingerprint: (await fingerprints(api(), hotel.groupId)).get(id)!,
      };
      expect(await ledgerViolations(api(), hotel, [doc], [])).toEqual([]);
      expect(await folioViolations(hotel, orderId)).toEqual([]);
      expect(await reportViolations(api(), hotel, { from: '2026-03-01', to: START_DAY, issued: [doc], closedDays: [] })).toEqual([]);

      // A balanced entry the folio knows nothing of (written around the endpoints).
      await api().database
        .exec(`insert into accounting_entries (group_id, entry_no, day, journal, source, source_id, order_id, account, label, debit_minor, credit_minor) values
      (${hotel.groupId}, 999999, '${START_DAY}', 'sales', 'charge', 0, ${orderId}, auberge_account(${hotel.groupId}, 'ledger', 'guests'), 'stray', 500, 0),
      (${hotel.groupId}, 999999, '${START_DAY}', 'sales', 'charge', 0, ${orderId}, auberge_account(${hotel.groupId}, 'family', 'food'), 'stray', 0, 500)`);
      const broken = await ledgerViolations(api(), hotel, [{ ...doc, fingerprint: 'as it was once' }], []);
      expect(broken.some((b) => b.startsWith('accounting entries (receivables) differ from the folio'))).toBe(true);
      expect(broken).toContain(`issued invoice ${id} changed since issue (or vanished)`);
      const taxes = await reportViolations(api(), hotel, { from: '2026-03-01', to: START_DAY, issued: [doc, { ...doc, invoiceId: -1 }], closedDays: [] });
      expect(taxes.length).toBeGreaterThan(0);
      expect(taxes[0]).toMatch(/^taxes report at \d+ bp/);
    });
  },
  { now: () => new Date(`${START_DAY}T10:00:00Z`) },
);
