import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, anExchangeRate, aUser, FIXTURE, type StayHandle, type UserHandle } from './helpers/builders/index.ts';

// Hotel 1's business day is 2026-03-10 (no day closed yet); the euro is worth 10.85 dirhams that day.
const FIXED = new Date('2026-03-10T10:00:00Z');
const DAY = '2026-03-10';

/** The drawer's totals as [currency, float, in, out, expected, counted, difference]. */
const totalsOf = (shift: { totals: Array<Record<string, unknown>> }) =>
  shift.totals.map((t) => [t['currency'], t['floatMinor'], t['inMinor'], t['outMinor'], t['expectedMinor'], t['countedMinor'], t['differenceMinor']]);

async function refusal(api: TestApi, statement: string): Promise<string> {
  const err = await api.database.exec(statement).then(
    () => undefined,
    (e: Error) => e,
  );
  expect(err, statement).toBeInstanceOf(Error);
  return (err as Error).message;
}

describeApi(
  'cash drawer: shifts, movements, expected, counted and difference',
  (api) => {
    const cashier = () => api().as('cd-cashier');
    let stay: StayHandle;
    let claire: UserHandle;
    let shiftId = 0;
    let paymentId = 0;

    beforeAll(async () => {
      const desk = await aDeskHotel(api(), { prefix: 'CD' });
      claire = await aUser(api(), 'cd-cashier').named('Claire Caisse').atServicePoint(1).speaking('fr').withRoles('cashier').create();
      await aUser(api(), 'cd-auditor').named('Nadia Audit').atServicePoint(1).speaking('en').withRoles('night_auditor', 'front_desk').create();
      await anExchangeRate(api(), { groupId: FIXTURE.hotel1, currency: 'EUR', day: DAY, rate: '10.85' });
      stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-09', '2026-03-12').inHouse('2026-03-09T15:00:00Z').create();
    });

    it("refuses a cashier's cash (payment or exchange) until their drawer is open, and says so; a card payment needs no drawer", async () => {
      const cash = await cashier().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 30000 });
      expect(cash.status).toBe(409);
      expect(cash.body).toMatchObject({ error: 'conflict', code: 'errors.cashDrawer.noShift', params: {} });
      expect(cash.body.message).toContain('open your drawer');
      const exchange = await cashier().post('/crm/exchange/v2/operations', { currency: 'EUR', amountMinor: 2000, guestName: 'Ann Guest', docNumber: 'P1' });
      expect([exchange.status, exchange.body.code]).toEqual([409, 'errors.cashDrawer.noShift']);
      const card = await cashier().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'card', amountMinor: 1000 });
      expect(card.status).toBe(201);
      // Correcting that card payment to cash is taking cash too: refused the same way, the payment left as it was.
      const toCash = await cashier().put(`/crm/payments/${card.body.paymentId}`, { method: 'cash' });
      expect([toCash.status, toCash.body.code]).toEqual([409, 'errors.cashDrawer.noShift']);
      expect((await api().database.query(`select method from payments where payment_id = $1`, [card.body.paymentId]))[0]).toEqual({ method: 'card' });
      expect((await api().database.query(`select count(*)::int n from cash_movements`))[0]).toEqual({ n: 0 });
    });

    it('opens a shift with its float; a second open shift is refused', async () => {
      expect((await cashier().post('/crm/cash-drawer/shifts', { openingFloatMinor: -1 })).body.field).toBe('openingFloatMinor');
      expect((await cashier().post('/crm/cash-drawer/shifts', { openingFloatMinor: 10.5 })).status).toBe(400);
      const opened = await cashier().post('/crm/cash-drawer/shifts', { openingFloatMinor: 50000 });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      expect(opened.body).toMatchObject({ cashierName: 'Claire Caisse', house: false, open: true, openedDay: DAY, currency: 'MAD', openingFloatMinor: 50000 });
      expect(totalsOf(opened.body)).toEqual([['MAD', 50000, 0, 0, 50000, null, null]]);
      shiftId = opened.body.shiftId;
      const again = await cashier().post('/crm/cash-drawer/shifts', { openingFloatMinor: 0 });
      expect([again.status, again.body.code]).toEqual([409, 'errors.cashDrawer.alreadyOpen']);
    });

    it('counts every cash movement of the cashier in the open shift: payments in dirhams and euros, a refund, an exchange; expected per currency', async () => {
      const mad = await cashier().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 30000 });
      expect(mad.status, JSON.stringify(mad.body)).toBe(201);
      paymentId = mad.body.paymentId;
      expect((await cashier().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', currency: 'EUR', amountMinor: 2000 })).status).toBe(201);
      expect((await cashier().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: -5000 })).status).toBe(201);
      expect(
        (await cashier().post('/crm/exchange/v2/operations', { currency: 'EUR', amountMinor: 2000, guestName: 'Ann Guest', docNumber: 'P1' })).status,
      ).toBe(201);
      const drawer = await cashier().get('/crm/cash-drawer');
      expect(drawer.status).toBe(200);
      expect(drawer.body).toMatchObject({ groupId: 1, businessDay: DAY, currency: 'MAD', canSupervise: false, others: [], mineElsewhere: null });
      // MAD: 500.00 float + 300.00 in − 50.00 refund − 217.00 paid out for €20 = 533.00; EUR: €20 paid + €20 bought.
      expect(totalsOf(drawer.body.mine)).toEqual([
        ['MAD', 50000, 30000, 26700, 53300, null, null],
        ['EUR', 0, 4000, 0, 4000, null, null],
      ]);
      expect(drawer.body.mine.movements.map((m: Record<string, unknown>) => [m['kind'], m['currency'], m['amountMinor'], m['hotelAmountMinor']])).toEqual([
        ['payment', 'MAD', 30000, 30000],
        ['payment', 'EUR', 2000, 21700],
        ['refund', 'MAD', -5000, -5000],
        ['exchange_in', 'EUR', 2000, 21700],
        ['exchange_out', 'MAD', -21700, -21700],
      ]);
      // A correction of an open day's payment moves its drawer line with it.
      expect((await cashier().put(`/crm/payments/${paymentId}`, { amountMinor: 31000 })).status).toBe(200);
      const edited = await cashier().get(`/crm/cash-drawer/shifts/${shiftId}`);
      expect(totalsOf(edited.body)[0]).toEqual(['MAD', 50000, 31000, 26700, 54300, null, null]);
    });

    it('closes the shift with the counted cash: every currency counted, the difference kept and shown', async () => {
      const missing = await cashier().post(`/crm/cash-drawer/shifts/${shiftId}/close`, { counts: [{ currency: 'MAD', countedMinor: 54000 }] });
      expect([missing.status, missing.body.field]).toEqual([400, 'counts']);
      expect(missing.body.message).toContain('EUR');
      expect(
        (
          await cashier().post(`/crm/cash-drawer/shifts/${shiftId}/close`, {
            counts: [
              { currency: 'MAD', countedMinor: -1 },
              { currency: 'EUR', countedMinor: 0 },
            ],
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await api()
            .as('clerk1')
            .post(`/crm/cash-drawer/shifts/${shiftId}/close`, {
              counts: [
                { currency: 'MAD', countedMinor: 0 },
                { currency: 'EUR', countedMinor: 0 },
              ],
            })
        ).status,
      ).toBe(403);
      const closed = await cashier().post(`/crm/cash-drawer/shifts/${shiftId}/close`, {
        counts: [
          { currency: 'MAD', countedMinor: 54000 },
          { currency: 'eur', countedMinor: 4000 },
        ],
        note: 'short 3.00',
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(closed.body).toMatchObject({ open: false, closedDay: DAY, closedByName: 'Claire Caisse', note: 'short 3.00' });
      expect(totalsOf(closed.body)).toEqual([
        ['MAD', 50000, 31000, 26700, 54300, 54000, -300],
        ['EUR', 0, 4000, 0, 4000, 4000, 0],
      ]);
      const again = await cashier().post(`/crm/cash-drawer/shifts/${shiftId}/close`, {
        counts: [
          { currency: 'MAD', countedMinor: 54300 },
          { currency: 'EUR', countedMinor: 4000 },
        ],
      });
      expect([again.status, again.body.code]).toEqual([409, 'errors.cashDrawer.closed']);
      const list = await cashier().get('/crm/cash-drawer/shifts');
      expect(
        list.body.shifts.map((s: { shiftId: number; totals: Array<{ differenceMinor: number }> }) => [s.shiftId, s.totals.map((t) => t.differenceMinor)]),
      ).toEqual([[shiftId, [-300, 0]]]);
      // The drawer is closed: cash is refused again, and a payment it counted can no longer change.
      expect((await cashier().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 100 })).status).toBe(409);
      expect((await cashier().put(`/crm/payments/${paymentId}`, { amountMinor: 30000 })).status).toBe(409);
      expect((await cashier().del(`/crm/payments/${paymentId}`)).status).toBe(409);
      expect((await cashier().get('/crm/cash-drawer')).body.mine).toBeNull();
    });

    it('puts the cash of staff without a drawer in the house drawer, which a night auditor sees and counts', async () => {
      expect((await api().as('clerk1').post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 12000 })).status).toBe(201);
      const auditor = await api().as('cd-auditor').get('/crm/cash-drawer');
      expect(auditor.body.canSupervise).toBe(true);
      const house = auditor.body.others.find((s: { house: boolean }) => s.house);
      expect(totalsOf(house)).toEqual([['MAD', 0, 12000, 0, 12000, null, null]]);
      expect((await cashier().get(`/crm/cash-drawer/shifts/${house.shiftId}`)).status).toBe(403);
      const closed = await api()
        .as('cd-auditor')
        .post(`/crm/cash-drawer/shifts/${house.shiftId}/close`, { counts: [{ currency: 'MAD', countedMinor: 12000 }] });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(totalsOf(closed.body)).toEqual([['MAD', 0, 12000, 0, 12000, 12000, 0]]);
      expect((await api().as('cd-auditor').get('/crm/cash-drawer/shifts')).body.shifts).toHaveLength(2);
      expect((await api().as('housekeeper1').get('/crm/cash-drawer')).status).toBe(403);
    });

    it('the database holds the shift invariants whatever writes around the API', async () => {
      const a = api();
      const closedShift = shiftId;
      // One open shift per cashier.
      await a.database.exec(
        `insert into cash_shifts (group_id, cashier_id, currency, opening_float_minor, opened_day) values (1, ${claire.userId}, 'MAD', 0, '${DAY}')`,
      );
      const [open] = await a.database.query<{ id: number }>(`select shift_id id from cash_shifts where cashier_id = $1 and closed_at is null`, [claire.userId]);
      expect(
        await refusal(
          a,
          `insert into cash_shifts (group_id, cashier_id, currency, opening_float_minor, opened_day) values (2, ${claire.userId}, 'EUR', 0, '${DAY}')`,
        ),
      ).toMatch(/cash_shifts_one_open_per_cashier/);
      // A closed shift, its movements and its counts never change.
      expect(await refusal(a, `update cash_shifts set note = 'rewritten' where shift_id = ${closedShift}`)).toMatch(/was closed/);
      expect(await refusal(a, `delete from cash_shifts where shift_id = ${closedShift}`)).toMatch(/cannot be deleted/);
      expect(
        await refusal(a, `update cash_shift_counts set counted_minor = 54300, difference_minor = 0 where shift_id = ${closedShift} and currency = 'MAD'`),
      ).toMatch(/is closed/);
      expect(
        await refusal(a, `update cash_movements set amount_minor = 1, hotel_amount_minor = 1 where shift_id = ${closedShift} and kind = 'refund'`),
      ).toMatch(/is closed/);
      expect(await refusal(a, `delete from cash_movements where shift_id = ${closedShift}`)).toMatch(/is closed/);
      expect(
        await refusal(
          a,
          `insert into cash_movements (shift_id, group_id, kind, currency, amount_minor, hotel_amount_minor, day, payment_id) values (${closedShift}, 1, 'payment', 'MAD', 100, 100, '${DAY}', (select max(payment_id) from payments))`,
        ),
      ).toMatch(/is closed/);
      expect(await refusal(a, `delete from payments where payment_id = ${paymentId}`)).toMatch(/is closed/);
      // An open shift closes only with a count of each currency equal to float + movements, and a difference = counted − expected.
      expect(await refusal(a, `update cash_shifts set opening_float_minor = 1 where shift_id = ${open!.id}`)).toMatch(/kept as opened/);
      expect(
        await refusal(a, `update cash_shifts set closed_at = now(), closed_day = '${DAY}', closed_by = ${claire.userId} where shift_id = ${open!.id}`),
      ).toMatch(/no count matching/);
      expect(await refusal(a, `insert into cash_shift_counts values (${open!.id}, 'MAD', 0, 10, 0)`)).toMatch(/cash_shift_counts_difference/);
      // A card payment corrected to cash straight in the table (any path) lands in the cashier's open shift.
      await a.database.exec(`update payments set method = 'cash' where method = 'card' and created_by = ${claire.userId}`);
      expect(
        await refusal(
          a,
          `begin; insert into cash_shift_counts values (${open!.id}, 'MAD', 0, 0, 0); update cash_shifts set closed_at = now(), closed_day = '${DAY}', closed_by = ${claire.userId} where shift_id = ${open!.id}; commit;`,
        ),
      ).toMatch(/no count matching the expected cash of MAD 1000/);
      await a.database.exec(`rollback`).catch(() => undefined);
      await a.database.exec(
        `insert into cash_shift_counts values (${open!.id}, 'MAD', 1000, 990, -10); update cash_shifts set closed_at = now(), closed_day = '${DAY}', closed_by = ${claire.userId} where shift_id = ${open!.id};`,
      );
      expect((await a.database.query(`select closed_at is not null closed from cash_shifts where shift_id = ${open!.id}`))[0]).toEqual({ closed: true });
      // A movement belongs to a shift of its own hotel, and to one source.
      await a.database.exec(
        `insert into cash_shifts (group_id, cashier_id, currency, opening_float_minor, opened_day) values (1, ${claire.userId}, 'MAD', 0, '${DAY}')`,
      );
      expect(
        await refusal(
          a,
          `insert into cash_movements (shift_id, group_id, kind, currency, amount_minor, hotel_amount_minor, day, exchange_operation_id) select max(shift_id), 2, 'exchange_in', 'EUR', 100, 1085, '${DAY}', (select min(operation_id) from exchange_operations) from cash_shifts`,
        ),
      ).toMatch(/belongs to hotel 1, not 2/);
      expect(
        await refusal(
          a,
          `insert into cash_movements (shift_id, group_id, kind, currency, amount_minor, hotel_amount_minor, day) select max(shift_id), 1, 'payment', 'MAD', 100, 100, '${DAY}' from cash_shifts`,
        ),
      ).toMatch(/cash_movements_source/);
    });
  },
  { now: () => FIXED },
);
