import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aPerson, aRoom, aRoomType, aStay, aTag, type StayHandle } from './helpers/builders/index.ts';

// Issue 32, defect 5: the RFID wallet payment method settled a folio without taking the money from
// the wallet. Now it debits the stay's wallet in the same transaction or is refused, and the
// database keeps remaining = limit - charges + refunds >= 0 and a wallet payment matched by its movement.
const NOW = new Date('2026-03-10T12:00:00Z');

async function wallet(api: TestApi, tag: string) {
  const [row] = await api.database.query<{ spent: string; limit: string; moves: string | null }>(
    `select w.spent_minor::text spent, w.limit_minor::text "limit",
    (select string_agg(c.amount_minor::text || ':' || coalesce(c.payment_id::text, '-'), ',' order by c.wallet_charge_id) from wallet_charges c where c.wallet_id = w.wallet_id) moves
    from rfid_wallets w where w.rfid_key = $1 and w.active`,
    [tag],
  );
  return row!;
}

async function counts(api: TestApi) {
  const [row] = await api.database.query<
    Record<string, number>
  >(`select (select count(*) from payments)::int payments, (select count(*) from wallet_charges)::int moves,
    (select coalesce(sum(spent_minor), 0)::int from rfid_wallets) spent, (select count(*) from accounting_entries)::int entries`);
  return row!;
}

describeApi(
  'RFID wallet payments debit the wallet',
  (api) => {
    const pay = (orderId: number, body: Record<string, unknown>) =>
      api()
        .as('clerk1')
        .post(`/crm/orders/${orderId}/add/payment`, { method: 'rfid_wallet', ...body });

    // Wanda Wallet's stay has the wallet (tag WP-TAG); her second stay has none.
    let wanda: StayHandle;
    let second: StayHandle;

    beforeAll(async () => {
      const a = api();
      const guest = await aPerson(a).named('Wanda', 'Wallet').create();
      const standard = await aRoomType(a).coded('WPSTD', 'Wallet Standard').sleeping(2).atRackRate(10000).sortedAt(1).create();
      const wp1 = await aRoom(a).ofType(standard).named('WP1').create();
      const wp2 = await aRoom(a).ofType(standard).named('WP2').create();
      const stay = () => aStay(a).numbered('WP').forCustomer(guest).dates('2026-03-09', '2026-03-12').inHouse().withTax(1000);
      wanda = await stay().inRoom(wp1).create();
      second = await stay().inRoom(wp2).create();
      await aTag(a, wanda, 'WP-TAG');
      expect((await api().as('clerk1').post('/crm/rfid-wallets/init?rfidKey=WP-TAG')).status).toBe(201);
      expect((await api().as('clerk1').post(`/crm/rfid-wallets/set-limit?rfidKey=WP-TAG&itemId=${wanda.itemId}&limitAmount=100`)).status).toBe(200);
    });

    it("takes a wallet payment from the stay's wallet in the same transaction", async () => {
      const paid = await pay(wanda.orderId, { amountMinor: 6000 });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect(await wallet(api(), 'WP-TAG')).toEqual({ spent: '6000', limit: '10000', moves: `6000:${paid.body.paymentId}` });
      const remaining = await api().as('clerk1').get('/crm/rfid-wallets/remaining', { rfidKey: 'WP-TAG' });
      expect(remaining.body).toMatchObject({ spentMinor: 6000, remainingMinor: 4000 });
      const folio = await api().as('clerk1').get(`/crm/folio/${wanda.orderId}`);
      expect(folio.status).toBe(200);
    });

    it('refuses a wallet payment beyond what remains (409 naming the card and what is left), writing nothing', async () => {
      const before = await counts(api());
      const over = await pay(wanda.orderId, { amountMinor: 4001 });
      expect(over.status, JSON.stringify(over.body)).toBe(409);
      expect(over.body.message).toContain("'WP-TAG'");
      expect(over.body.message).toContain('40.00 MAD left');
      expect(await counts(api())).toEqual(before);
      // Exactly what remains passes; the wallet is then empty.
      expect((await pay(wanda.orderId, { amountMinor: 4000 })).status).toBe(201);
      expect((await wallet(api(), 'WP-TAG')).spent).toBe('10000');
      // A service point can take nothing more either.
      expect((await api().as('clerk1').post('/crm/rfid-wallets/charge', { rfidKey: 'WP-TAG', amountMinor: 100, description: 'Coffee' })).status).toBe(409);
    });

    it('credits the wallet back on a refund by wallet, never more than it paid', async () => {
      const refund = await pay(wanda.orderId, { amountMinor: -2500 });
      expect(refund.status, JSON.stringify(refund.body)).toBe(201);
      expect((await wallet(api(), 'WP-TAG')).spent).toBe('7500');
      const before = await counts(api());
      const tooMuch = await pay(wanda.orderId, { amountMinor: -7501 });
      expect(tooMuch.status).toBe(409);
      expect(await counts(api())).toEqual(before);
    });

    it('refuses the wallet method where no wallet pays (409) or in a foreign currency (400 naming the field)', async () => {
      const before = await counts(api());
      const none = await pay(second.orderId, { amountMinor: 1000 });
      expect(none.status).toBe(409);
      expect(none.body.message).toMatch(/no active RFID wallet/);
      const eur = await pay(wanda.orderId, { amountMinor: 100, currency: 'EUR' });
      expect(eur.status).toBe(400);
      expect(eur.body.field).toBe('currency');
      expect(await counts(api())).toEqual(before);
    });

    it('the database refuses a wallet payment without its movement, a movement past the limit, and a spent amount set by hand', async () => {
      const db = api().database;
      const before = await counts(api());
      await expect(
        db.exec(`insert into payments (group_id, order_id, method, currency, amount_minor, hotel_amount_minor, day)
      values (1, ${wanda.orderId}, 'rfid_wallet', 'MAD', 1000, 1000, '2026-03-10')`),
      ).rejects.toThrow(/wallet/);
      const [w] = await db.query<{ wallet_id: number }>(`select wallet_id from rfid_wallets where rfid_key = 'WP-TAG' and active`);
      // 7500 spent of 10000: a movement of 2501 would leave the wallet below zero.
      await expect(
        db.exec(`insert into wallet_charges (group_id, wallet_id, amount_minor, description) values (1, ${w!.wallet_id}, 2501, 'by hand')`),
      ).rejects.toThrow(/rfid_wallets_amounts/);
      await expect(db.exec(`update rfid_wallets set spent_minor = 0 where wallet_id = ${w!.wallet_id}`)).rejects.toThrow(/only through a wallet movement/);
      await expect(db.exec(`update wallet_charges set amount_minor = 1 where wallet_id = ${w!.wallet_id}`)).rejects.toThrow(/append-only/);
      await expect(db.exec(`delete from wallet_charges where wallet_id = ${w!.wallet_id}`)).rejects.toThrow(/append-only/);
      // A refund movement must belong to a wallet payment, and a cash payment carries no wallet movement.
      await expect(
        db.exec(`insert into wallet_charges (group_id, wallet_id, amount_minor, description) values (1, ${w!.wallet_id}, -100, 'free money')`),
      ).rejects.toThrow(/wallet_charges_amount/);
      const [cash] = await db.query<{ payment_id: number }>(
        `select payment_id from payments where order_id = ${wanda.orderId} and method = 'rfid_wallet' order by payment_id limit 1`,
      );
      await expect(db.exec(`update payments set method = 'cash' where payment_id = ${cash!.payment_id}`)).rejects.toThrow(/wallet movements/);
      await expect(db.exec(`update payments set amount_minor = 5000, hotel_amount_minor = 5000 where payment_id = ${cash!.payment_id}`)).rejects.toThrow(
        /wallet movements are 6000/,
      );
      expect(await counts(api())).toEqual(before);
      // The wallet's books agree: spent = its movements, remaining = limit - charges + refunds >= 0.
      const [books] = await db.query<{
        ok: boolean;
      }>(`select bool_and(w.spent_minor = (select coalesce(sum(c.amount_minor), 0) from wallet_charges c where c.wallet_id = w.wallet_id)
      and w.limit_minor - w.spent_minor >= 0) ok from rfid_wallets w`);
      expect(books!.ok).toBe(true);
    });
  },
  { now: () => NOW },
);
