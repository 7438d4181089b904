import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aPerson, aRoom, aRoomType, aStay, aTag, type StayHandle } from './helpers/builders/index.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

/**
 * Issue 35 §2: what the wallets screen does, through the API: a service point's charge, its
 * movements, a refund in part then of the rest (the folio gets the reversing line, the wallet has
 * that much more to spend), a refund beyond the charge refused by the use case and by the
 * database, and a stay that has left buying nothing more on its card.
 */
describeApi(
  'RFID wallet movements and refunds (CRM)',
  (api) => {
    let stay: StayHandle;
    let gone: StayHandle;
    beforeAll(async () => {
      const a = api();
      const guest = await aPerson(a).named('Rita', 'Refund').create();
      const type = await aRoomType(a).coded('RSTD', 'Standard').sleeping(2).atRackRate(10000).sortedAt(1).create();
      const room = await aRoom(a).ofType(type).named('R201').create();
      stay = await aStay(a).numbered('R').forCustomer(guest).inRoom(room).dates('2026-03-09', '2026-03-12').inHouse().create();
      gone = await aStay(a).numbered('R').forCustomer(guest).ofType(type).dates('2026-03-08', '2026-03-10').inHouse().create();
      await aTag(a, stay, 'TAG-R');
      await aTag(a, gone, 'TAG-GONE');
      for (const tag of ['TAG-R', 'TAG-GONE']) expect((await a.as('clerk1').post(`/crm/rfid-wallets/init?rfidKey=${tag}`)).status).toBe(201);
      expect((await a.as('clerk1').post(`/crm/rfid-wallets/set-limit?rfidKey=TAG-R&itemId=${stay.itemId}&limitAmount=100`)).status).toBe(200);
      expect((await a.as('clerk1').post(`/crm/rfid-wallets/set-limit?rfidKey=TAG-GONE&itemId=${gone.itemId}&limitAmount=100`)).status).toBe(200);
    });

    it('lists the movements of a charge, then refunds part of it and the rest, each on the folio', async () => {
      const charge = await api()
        .as('clerk1')
        .post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-R', amountMinor: 3000, posId: 2, description: '2 cocktails', family: 'beverage' });
      expect(charge.status, JSON.stringify(charge.body)).toBe(201);
      const list = await api().as('clerk1').get('/crm/rfid-wallets/movements', { rfidKey: 'TAG-R' });
      expect(list.status).toBe(200);
      expect(list.body.wallet).toMatchObject({ remainingMinor: 7000, spentMinor: 3000 });
      expect(list.body.movements).toMatchObject([{ kind: 'charge', amountMinor: 3000, posName: 'Bar', refundableMinor: 3000, user: 'Clerk One' }]);
      const id = charge.body.walletChargeId;

      const part = await api()
        .as('clerk1')
        .post('/crm/rfid-wallets/refund', { rfidKey: 'TAG-R', walletChargeId: id, amountMinor: 1000, reason: 'one returned' });
      expect(part.status, JSON.stringify(part.body)).toBe(201);
      expect(part.body).toMatchObject({ amountMinor: -1000, remainingMinor: 8000 });
      const tooMuch = await api().as('clerk1').post('/crm/rfid-wallets/refund', { rfidKey: 'TAG-R', walletChargeId: id, amountMinor: 2500 });
      expect(tooMuch.status, JSON.stringify(tooMuch.body)).toBe(409);
      expect(tooMuch.body.code).toBe('errors.wallet.refundTooMuch');
      const rest = await api().as('clerk1').post('/crm/rfid-wallets/refund', { rfidKey: 'TAG-R', walletChargeId: id });
      expect(rest.status, JSON.stringify(rest.body)).toBe(201);
      expect(rest.body).toMatchObject({ amountMinor: -2000, remainingMinor: 10000 });
      expect((await api().as('clerk1').post('/crm/rfid-wallets/refund', { rfidKey: 'TAG-R', walletChargeId: id })).status).toBe(409);
      // A refund's own movement is not refunded again.
      const refundRow = (await api().as('clerk1').get('/crm/rfid-wallets/movements', { rfidKey: 'TAG-R' })).body.movements[0];
      expect(refundRow).toMatchObject({ kind: 'refund', refundableMinor: 0 });
      const r2 = await api().as('clerk1').post('/crm/rfid-wallets/refund', { rfidKey: 'TAG-R', walletChargeId: refundRow.walletChargeId });
      expect(r2.status).toBe(400);
      expect(r2.body.field).toBe('walletChargeId');

      const folio = await api().database.query<{ amount_minor: number; family: string; tax_rate_bp: number }>(
        `select amount_minor::int, family, tax_rate_bp from order_charges where order_id = $1 and kind = 'wallet' order by charge_id`,
        [stay.orderId],
      );
      expect(folio.map((f) => f.amount_minor)).toEqual([3000, -1000, -2000]);
      expect(new Set(folio.map((f) => `${f.family}:${f.tax_rate_bp}`)).size).toBe(1);
    });

    it('refuses bad input with a 400 naming the field, and callers without a cash role', async () => {
      for (const [body, field] of [
        [{ rfidKey: 'TAG-R', walletChargeId: 'x' }, 'walletChargeId'],
        [{ rfidKey: 'TAG-R', walletChargeId: 1, amountMinor: -5 }, 'amountMinor'],
        [{ rfidKey: 'TAG-R', walletChargeId: 1, amountMinor: 1.5 }, 'amountMinor'],
        [{ rfidKey: 'bad key', walletChargeId: 1 }, 'rfidKey'],
      ] as const) {
        const r = await api().as('clerk1').post('/crm/rfid-wallets/refund', body);
        expect(r.status, JSON.stringify([body, r.body])).toBe(400);
        expect(r.body.field).toBe(field);
      }
      expect((await api().as('housekeeper1').post('/crm/rfid-wallets/refund', { rfidKey: 'TAG-R', walletChargeId: 1 })).status).toBe(403);
      expect((await api().as('housekeeper1').get('/crm/rfid-wallets/movements', { rfidKey: 'TAG-R' })).status).toBe(403);
    });

    it('the database refuses a refund beyond its charge and a service point charging a closed wallet, written around the API', async () => {
      const charge = await api()
        .as('clerk1')
        .post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-R', amountMinor: 500, posId: 2, description: 'water', family: 'beverage' });
      expect(charge.status).toBe(201);
      const [w] = await api().database.query<{ wallet_id: number }>(`select wallet_id from rfid_wallets where rfid_key = 'TAG-R' and active`);
      await expect(
        api().database.query(`insert into wallet_charges (group_id, wallet_id, amount_minor, description, refund_of) values (1, $1, -600, 'forged', $2)`, [
          w!.wallet_id,
          charge.body.walletChargeId,
        ]),
      ).rejects.toThrow(/more than is left/);
      await expect(
        api().database.query(`insert into wallet_charges (group_id, wallet_id, amount_minor, description) values (1, $1, -600, 'forged')`, [w!.wallet_id]),
      ).rejects.toThrow(/wallet_charges_amount/);
      expect((await api().as('clerk1').post('/crm/rfid-wallets/disable?rfidKey=TAG-R')).status).toBe(200);
      await expect(
        api().database.query(`insert into wallet_charges (group_id, wallet_id, amount_minor, description, pos_id) values (1, $1, 100, 'forged', 2)`, [
          w!.wallet_id,
        ]),
      ).rejects.toThrow(/is disabled/);
      const closed = await api().as('clerk1').post('/crm/rfid-wallets/refund', { rfidKey: 'TAG-R', walletChargeId: charge.body.walletChargeId });
      expect(closed.status).toBe(409);
      expect(closed.body.code).toBe('errors.wallet.refundClosed');
    });

    it('a stay that has left buys nothing more on its card', async () => {
      await api().database.query(`update reservations set status = 3 where reservation_id = $1`, [gone.reservationId]);
      const r = await api().as('clerk1').post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-GONE', amountMinor: 100, posId: 2, description: 'late drink' });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('errors.wallet.stayGone');
    });
  },
  { now: () => NOW },
);
