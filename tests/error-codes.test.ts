import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, aUser, type StayHandle } from './helpers/builders/index.ts';
import { apiErrorOf } from '../src/lib/api-error.ts';
import { errorText } from '../src/lib/i18n/error-text.ts';
import { errorsEn } from '../src/lib/i18n/errors.en.ts';
import { errorsFr } from '../src/lib/i18n/errors.fr.ts';

const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

type Reply = Awaited<ReturnType<ReturnType<TestApi['as']>['get']>>;

/**
 * Issue 36: every refusal answers `{ error, code, params, field, message }`; `code` is a key of the
 * error catalogue in both languages, `params` carry money with its currency and days as dates, and
 * the screen's French (errorText) is not the English message.
 */
function refusal(r: Reply, status: number) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  const body = r.body as { error: string; code: string; params: Record<string, unknown>; message: string };
  expect(Object.keys(body)).toEqual(expect.arrayContaining(['error', 'code', 'params', 'message']));
  expect(body.code in errorsEn && body.code in errorsFr, body.code).toBe(true);
  const french = errorText(apiErrorOf(status, body, ''), 'fr');
  expect(french).not.toBe(body.message);
  return { ...body, french: french.replace(/[\u00a0\u202f]/g, ' ') };
}

describeApi(
  'error codes: the API says what it refused as a code with params',
  (api) => {
    const clerk = () => api().as('clerk1');
    let stay: StayHandle;

    beforeAll(async () => {
      const desk = await aDeskHotel(api(), { prefix: 'EC' });
      await aUser(api(), 'ec-cashier').named('Claire Caisse').atServicePoint(1).speaking('fr').withRoles('cashier').create();
      stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', TODAY).inHouse('2026-03-08T15:00:00Z').create();
    });

    it('a credit note above what is left of the invoice names the amounts as money, not cents', async () => {
      expect((await clerk().post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'card', amountMinor: 20000 })).status).toBe(201);
      const invoice = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
      const r = refusal(await clerk().post('/crm/credit-notes', { invoiceId: invoice.body.invoiceId, amountMinor: 1509150, reason: 'Too much' }), 400);
      expect(r).toMatchObject({
        error: 'invalid_input',
        field: 'amountMinor',
        code: 'errors.creditNote.aboveLeft',
        params: {
          amount: { minor: 1509150, currency: 'MAD' },
          number: invoice.body.number,
          left: { minor: 20000, currency: 'MAD' },
          total: { minor: 20000, currency: 'MAD' },
        },
      });
      expect(r.french).toBe(`15 091,50 MAD dépasse ce qui reste de la facture ${invoice.body.number} : 200,00 MAD sur 200,00 MAD.`);
    });

    it('an invoice of charges adding up to less than zero says the total as money', async () => {
      const dinner = await clerk().post(`/crm/folio/${stay.orderId}/charges`, { kind: 'extra', description: 'Dinner', unitPriceMinor: 3000, family: 'food' });
      expect(dinner.status, JSON.stringify(dinner.body)).toBe(201);
      const discounted = await clerk().post(`/crm/folio/${stay.orderId}/discount`, { chargeId: dinner.body.chargeId, mode: 'amount', value: 1000 });
      expect(discounted.status, JSON.stringify(discounted.body)).toBe(201);
      const r = refusal(await clerk().post('/crm/invoices', { orderId: stay.orderId, chargeIds: [discounted.body.chargeId] }), 409);
      expect(r).toMatchObject({ error: 'conflict', code: 'errors.invoice.notPositive', params: { total: { minor: -1000, currency: 'MAD' } } });
      expect(r.french).toMatch(/^Ces prestations totalisent -10,00 MAD : /);
    });

    it('a cashier’s cash without an open drawer, and a route the role may not call, in words', async () => {
      const cash = refusal(await api().as('ec-cashier').post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 100 }), 409);
      expect(cash).toMatchObject({ code: 'errors.cashDrawer.noShift' });
      expect(cash.french).toMatch(/^Vous n’avez pas de caisse ouverte/);
      const route = refusal(await api().as('ec-cashier').put(`/pms/reservations/${stay.reservationId}`, { checkout: '2026-03-12' }), 403);
      expect(route).toMatchObject({
        error: 'forbidden',
        code: 'errors.access.roles',
        params: {
          action: { term: 'errors.action.change' },
          area: { list: [{ term: 'errors.section.reservation' }, { term: 'errors.section.frontDesk' }], join: 'or' },
          roles: { list: [{ term: 'role.admin' }, { term: 'role.front_desk' }], join: 'or' },
        },
      });
      expect(route.french).toBe('Vous ne pouvez pas modifier cela dans Réservation ou Réception : il faut le rôle Administrateur ou Réception.');
    });

    it('input refusals name the field and the zod check with its limit; money read from text names its code', async () => {
      const admin = api().as('admin');
      const store = await admin.post('/crm/bo/stores', { code: 'EC', name: 'Cuisine' });
      const flour = await admin.post('/crm/bo/products', { reference: 'F-55', name: 'Farine T55', unit: 'kg', purchasePriceMinor: 900 });
      expect([store.status, flour.status]).toEqual([201, 201]);
      const zero = refusal(
        await admin.post('/crm/bo/internal-orders', {
          kind: 'add_stock',
          toStoreId: store.body.storeId,
          day: TODAY,
          lines: [{ productId: flour.body.productId, quantity: 0, unitCostMinor: 900 }],
        }),
        400,
      );
      expect(zero).toMatchObject({ field: 'lines.0.quantity', code: 'errors.input.mustBeAbove', params: { min: 0 } });
      expect(zero.french).toBe('Quantité (ligne 1) : doit être supérieur à 0.');
      const price = refusal(await admin.post('/crm/bo/products', { reference: 'F-56', name: 'Farine T65', unit: 'kg', purchasePrice: '1,23456' }), 400);
      expect(price).toMatchObject({ field: 'purchasePrice', code: 'errors.money.tooManyDecimals', params: { text: '1,23456', decimals: 4 } });
      expect(price.french).toBe('Prix d’achat : « 1,23456 » a plus de décimales que les 4 permises. Vérifiez le montant.');
      const missing = refusal(await admin.post('/crm/bo/stores', { name: 'No code' }), 400);
      expect(missing).toMatchObject({ field: 'code', code: 'errors.input.required' });
    });

    it('too little stock names the product and the store, quantities in the language’s format', async () => {
      const admin = api().as('admin');
      const store = await admin.post('/crm/bo/stores', { code: 'BAR-EC', name: 'Bar du patio', posId: 2 });
      const juice = await admin.post('/crm/bo/products', { reference: 'J-EC', name: 'Jus d’orange', unit: 'bottle', purchasePriceMinor: 900 });
      const io = await admin.post('/crm/bo/internal-orders', {
        kind: 'add_stock',
        toStoreId: store.body.storeId,
        day: TODAY,
        lines: [{ productId: juice.body.productId, quantity: 3.5, unitCostMinor: 900 }],
      });
      expect((await admin.post(`/crm/bo/internal-orders/${io.body.internalOrderId}/validate`)).status).toBe(200);
      const sold = await clerk().post(`/crm/folio/${stay.orderId}/charges`, {
        kind: 'extra',
        description: 'Orange juice',
        quantity: 4,
        unitPriceMinor: 3000,
        family: 'beverage',
        posId: 2,
        productId: juice.body.productId,
      });
      const r = refusal(sold, 409);
      expect(r).toMatchObject({
        field: 'quantity',
        code: 'errors.stock.notEnough',
        params: { inStock: 3.5, product: 'Jus d’orange', store: 'Bar du patio', asked: 4 },
      });
      expect(r.french).toBe('Seulement 3,5 de Jus d’orange en stock dans Bar du patio : impossible d’en sortir 4.');
    });

    it('a call the API does not have, and a body that is not JSON', async () => {
      const none = refusal(await clerk().get('/pms/no-such-call'), 404);
      expect(none).toMatchObject({ error: 'not_found', code: 'errors.http.noRoute', params: { method: 'GET', path: '/no-such-call' } });
      const text = refusal(await clerk().raw('POST', `/crm/orders/${stay.orderId}/add/payment`, 'method=card', { 'content-type': 'text/plain' }), 415);
      expect(text).toMatchObject({ error: 'unsupported_media_type', field: 'body', code: 'errors.body.notJsonType', params: { type: 'text/plain' } });
    });
  },
  { now: () => FIXED },
);
