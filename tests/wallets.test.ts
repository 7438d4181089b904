import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aPerson, aRoom, aRoomType, aStay, aTag, FIXTURE, type StayHandle } from './helpers/builders/index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

async function snapshot(db: { query: <T>(sql: string) => Promise<T[]> }) {
  const [row] = await db.query<{ wallets: string | null; charges: number; folio: number; audits: string | null }>(`select
    (select string_agg(rfid_key || ':' || limit_minor || ':' || spent_minor || ':' || active, ',' order by wallet_id) from rfid_wallets) wallets,
    (select count(*)::int from wallet_charges) charges,
    (select count(*)::int from order_charges where kind = 'wallet') folio,
    (select string_agg(type_id::text, ',' order by audit_event_id) from audit_events where type_id in (30, 31)) audits`);
  return row!;
}

describeApi(
  'RFID wallets: init, limit, remaining, charge within the limit, disable (CRM)',
  (api) => {
    // Wally Wallet's stay (tag A) and a second one (tag B) in house, a past stay (an old tag), and another hotel's guest (tag L).
    let wally: StayHandle;
    let second: StayHandle;
    beforeAll(async () => {
      const a = api();
      const guest = await aPerson(a).named('Wally', 'Wallet').create();
      const other = await aPerson(a).forHotel(FIXTURE.hotel2).named('Other', 'Hotel').create();
      const standard = await aRoomType(a).coded('WSTD', 'Standard').sleeping(2).atRackRate(10000).sortedAt(1).create();
      const parisDouble = await aRoomType(a).forHotel(FIXTURE.hotel2).coded('WDBL', 'Double').sleeping(2).atRackRate(10000).sortedAt(1).create();
      const w101 = await aRoom(a).ofType(standard).named('W101').create();
      const w102 = await aRoom(a).ofType(standard).named('W102').create();
      wally = await aStay(a).numbered('W').forCustomer(guest).inRoom(w101).dates('2026-03-09', '2026-03-12').inHouse().create();
      second = await aStay(a).numbered('W').forCustomer(guest).inRoom(w102).dates('2026-03-09', '2026-03-12').inHouse().guest('Guest Two').create();
      const past = await aStay(a).numbered('W').forCustomer(guest).ofType(standard).dates('2026-03-01', '2026-03-03').checkedOut().create();
      const elsewhere = await aStay(a).numbered('L').forCustomer(other).ofType(parisDouble).dates('2026-03-09', '2026-03-12').inHouse().create();
      await aTag(a, wally, 'TAG-A');
      await aTag(a, second, 'TAG-B');
      await aTag(a, past, 'TAG-OLD');
      await aTag(a, elsewhere, 'TAG-L');
    });

    it("opens a wallet only with POST on a stay's tag (a GET changes nothing), with audit 30", async () => {
      const before = await snapshot(api().database);
      const get = await api().as('clerk1').get('/crm/rfid-wallets/init', { rfidKey: 'TAG-A' });
      expect(get.status).toBe(404);
      expect(await snapshot(api().database)).toEqual(before);
      const init = await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=TAG-A');
      expect(init.status, JSON.stringify(init.body)).toBe(201);
      expect(init.body).toMatchObject({
        rfidKey: 'TAG-A',
        active: true,
        currency: 'MAD',
        limitMinor: 0,
        spentMinor: 0,
        remainingMinor: 0,
        stay: { reservationId: wally.reservationId, itemId: wally.itemId, orderId: wally.orderId, number: wally.number, roomName: 'W101' },
      });
      expect((await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=TAG-A')).status).toBe(200);
      expect((await api().as('clerk1').get('/crm/rfid-wallets/init', { rfidKey: 'TAG-A' })).body.walletId).toBe(init.body.walletId);
      expect((await snapshot(api().database)).audits).toBe('30');
      expect((await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=NOPE')).status).toBe(404);
      expect((await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=TAG-OLD')).status).toBe(409);
      // Another hotel's tag is unknown here.
      expect((await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=TAG-L')).status).toBe(404);
      expect((await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=bad%00key')).body.field).toBe('rfidKey');
      expect((await api().as('housekeeper1').post('/crm/rfid-wallets/init?rfidKey=TAG-A')).status).toBe(403);
    });

    it("sets a limit on the stay's item, refusing bad amounts with a 400 naming the field", async () => {
      const before = await snapshot(api().database);
      for (const [q, field] of [
        [`rfidKey=TAG-A&itemId=${wally.itemId}&limitAmount=-5`, 'limitAmount'],
        [`rfidKey=TAG-A&itemId=${wally.itemId}&limitAmount=10.001`, 'limitAmount'],
        [`rfidKey=TAG-A&itemId=${wally.itemId}&limitAmount=abc`, 'limitAmount'],
        [`rfidKey=TAG-A&itemId=${wally.itemId}&limitAmount=99999999999`, 'limitAmount'],
        ['rfidKey=TAG-A&itemId=99999999999999&limitAmount=10', 'itemId'],
        ['rfidKey=TAG-A&itemId=1.5&limitAmount=10', 'itemId'],
        [`rfidKey=TAG-A&itemId=${second.itemId}&limitAmount=10`, 'itemId'],
        ['rfidKey=TAG-A&limitAmount=10', 'itemId'],
      ] as const) {
        const r = await api().as('clerk1').post(`/crm/rfid-wallets/set-limit?${q}`);
        expect(r.status, JSON.stringify([q, r.body])).toBe(400);
        expect(r.body.field).toBe(field);
      }
      expect(await snapshot(api().database)).toEqual(before);
      const set = await api().as('clerk1').post(`/crm/rfid-wallets/set-limit?rfidKey=TAG-A&itemId=${wally.itemId}&limitAmount=500.00`);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body).toMatchObject({ limitMinor: 50000, remainingMinor: 50000 });
      expect((await api().as('clerk2').post(`/crm/rfid-wallets/set-limit?rfidKey=TAG-A&itemId=${wally.itemId}&limitAmount=1`)).status).toBe(404);
    });

    it("charges from a service point onto the stay's folio within the limit only", async () => {
      const charge = await api().as('clerk1').post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-A', amountMinor: 12000, posId: 2, description: 'Dinner' });
      expect(charge.status, JSON.stringify(charge.body)).toBe(201);
      expect(charge.body).toMatchObject({ amountMinor: 12000, posId: 2, remainingMinor: 38000, folioChargeId: expect.any(Number) });
      const order = await api().as('clerk1').get(`/crm/order/${wally.orderId}`);
      const extras = order.body.chargesByDay
        .flatMap((d: { charges: { kind: string; description: string; amountMinor: number; day: string }[] }) => d.charges)
        .filter((c: { kind: string }) => c.kind === 'wallet');
      expect(extras).toEqual([expect.objectContaining({ day: '2026-03-10', description: 'RFID TAG-A: Dinner', amountMinor: 12000 })]);
      expect(order.body.totals.chargesMinor).toBe(30000 + 12000);
      const over = await api().as('clerk1').post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-A', amountMinor: 38001, description: 'Too much' });
      expect(over.status).toBe(409);
      expect(over.body.message).toContain('380.00 MAD left');
      const before = await snapshot(api().database);
      for (const [body, field] of [
        [{ rfidKey: 'TAG-A', amountMinor: 0, description: 'x' }, 'amountMinor'],
        [{ rfidKey: 'TAG-A', amountMinor: -1, description: 'x' }, 'amountMinor'],
        [{ rfidKey: 'TAG-A', amountMinor: 1.5, description: 'x' }, 'amountMinor'],
        [{ rfidKey: 'TAG-A', amountMinor: 2 ** 60, description: 'x' }, 'amountMinor'],
        [{ rfidKey: 'TAG-A', amountMinor: 100, description: 'a\u0000b' }, 'description'],
        [{ rfidKey: 'TAG-A', amountMinor: 100, description: 'x', posId: 1e12 }, 'posId'],
        [{ amountMinor: 100, description: 'x' }, 'rfidKey'],
      ] as const) {
        const r = await api().as('clerk1').post('/crm/rfid-wallets/charge', body);
        expect(r.status, JSON.stringify([body, r.body])).toBe(400);
        expect(r.body.field).toBe(field);
      }
      expect((await api().as('clerk1').post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-A', amountMinor: 100, description: 'x', posId: 3 })).status).toBe(404);
      expect(await snapshot(api().database)).toEqual(before);
      const remaining = await api().as('clerk1').get('/crm/rfid-wallets/remaining', { rfidKey: 'TAG-A' });
      expect(remaining.body).toMatchObject({ limitMinor: 50000, spentMinor: 12000, remainingMinor: 38000 });
      expect((await api().as('clerk1').post(`/crm/rfid-wallets/set-limit?rfidKey=TAG-A&itemId=${wally.itemId}&limitAmount=100`)).status).toBe(409);
    });

    it('lets 10 concurrent charges never pass the limit', async () => {
      await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=TAG-B');
      await api().as('clerk1').post(`/crm/rfid-wallets/set-limit?rfidKey=TAG-B&itemId=${second.itemId}&limitAmount=100`);
      // 10 × 30.00 against a 100.00 limit: exactly 3 pass, whatever the interleaving.
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api()
            .as('clerk1')
            .post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-B', amountMinor: 3000, description: `Drink ${i}` }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
      const [row] = await api().database.query<{ spent: string; n: number; folio: string }>(
        `select w.spent_minor::text spent,
      (select count(*)::int from wallet_charges c where c.wallet_id = w.wallet_id) n,
      (select sum(amount_minor)::text from order_charges where item_id = $1 and kind = 'wallet') folio
      from rfid_wallets w where rfid_key = 'TAG-B'`,
        [second.itemId],
      );
      expect(row).toEqual({ spent: '9000', n: 3, folio: '9000' });
    });

    it('a disabled tag (audit 31) pays nothing', async () => {
      const off = await api().as('clerk1').post('/crm/rfid-wallets/disable?rfidKey=TAG-A');
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ active: false, remainingMinor: 0 });
      const before = await snapshot(api().database);
      const r = await api().as('clerk1').post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-A', amountMinor: 100, description: 'Coffee' });
      expect(r.status).toBe(409);
      expect(r.body.message).toMatch(/disabled/);
      expect(await snapshot(api().database)).toEqual(before);
      expect(before.audits).toBe('30,30,30,30,31');
      // A new wallet can be opened on the card again.
      expect((await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=TAG-A')).status).toBe(201);
    });
  },
  { now: () => NOW },
);

describeApi('RFID and customer audit events cannot be forged', (api) => {
  it('refuses PUT /audit/event for types 4, 30 and 31', async () => {
    for (const type of [4, 30, 31]) {
      const r = await api().as('clerk1').put('/crm/audit/event', { type, message: 'forged' });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.field).toBe('type');
    }
  });
});
