import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { convertAmount } from './convert-amount.ts';
import { EXCHANGE_DESK, EXCHANGE_READERS, exchangeCall } from './exchange-data.ts';
import { ZConvertQuery, ZDayRatesQuery, ZExchangeOperationBody, ZRateIdParams, ZRatesQuery, ZSaveRateBody, ZSlipQuery } from './exchange.schemas.ts';
import { findExchangeRate } from './find-exchange-rate.ts';
import { exportExchangeRates, listDayRates, listExchangeRates } from './list-exchange-rates.ts';
import { exportExchangeSlip, listExchangeSlip } from './list-exchange-slip.ts';
import { recordExchangeOperation } from './record-exchange-operation.ts';
import { saveExchangeRate } from './save-exchange-rate.ts';

/**
 * Exchange (CRM), in the caller's current hotel:
 * - GET /exchange/v2, /exchange/all/v2 (+ /export), /exchange/v2/{id}, GET /exchange/v2/execute/3: staff readers;
 * - PUT /exchange/v2: the exchange_rate permission (checked here, not only by the menu);
 * - POST /exchange/v2/operations (the desk) and GET /exchange/v2/operations (+ /export, the slip).
 */
export function registerExchangeRoutes(app: ApiApp): void {
  route(app, 'GET', '/exchange/v2', { roles: EXCHANGE_READERS }, async (c) => {
    const q = parseQuery(c, ZDayRatesQuery);
    const h = await exchangeCall(c, EXCHANGE_READERS);
    return c.json(await listDayRates(h.db, { groupId: h.groupId, hotelCurrency: h.hotelCurrency, day: q.day ?? h.today }));
  });

  route(app, 'GET', '/exchange/all/v2', { roles: EXCHANGE_READERS }, async (c) => {
    const query = parseQuery(c, ZRatesQuery);
    const h = await exchangeCall(c, EXCHANGE_READERS);
    return c.json(await listExchangeRates(h.db, { groupId: h.groupId, hotelCurrency: h.hotelCurrency, query }));
  });

  route(app, 'GET', '/exchange/all/v2/export', { roles: EXCHANGE_READERS }, async (c) => {
    const query = parseQuery(c, ZRatesQuery);
    const h = await exchangeCall(c, EXCHANGE_READERS);
    return exportFileResponse(await exportExchangeRates(h.db, { groupId: h.groupId, query, today: h.today, lang: c.get('user').language }));
  });

  const convert = async (c: Context<ApiEnv>) => {
    const q = parseQuery(c, ZConvertQuery);
    const h = await exchangeCall(c, EXCHANGE_READERS);
    return c.json(
      await convertAmount(h.db, {
        groupId: h.groupId,
        hotelCurrency: h.hotelCurrency,
        fromCurr: q.fromCurr,
        toCurr: q.toCurr,
        value: q.value,
        day: q.day ?? h.today,
      }),
    );
  };
  // The spec's path carries a fixed '3'; the plain path answers the same.
  route(app, 'GET', '/exchange/v2/execute/3', { roles: EXCHANGE_READERS }, convert);
  route(app, 'GET', '/exchange/v2/execute', { roles: EXCHANGE_READERS }, convert);

  route(app, 'PUT', '/exchange/v2', { roles: EXCHANGE_READERS, permissions: ['exchange_rate'] }, async (c) => {
    const body = await parseBody(c, ZSaveRateBody);
    const h = await exchangeCall(c, EXCHANGE_READERS);
    if (!h.user.permissions.includes('exchange_rate'))
      throw forbidden('Changing exchange rates needs the exchange-rate permission; ask an administrator.', { key: 'errors.exchange.needsPermission' });
    const saved = await saveExchangeRate(h.db, { groupId: h.groupId, hotelCurrency: h.hotelCurrency, userId: h.user.userId, body, now: c.get('deps').now() });
    return c.json(saved.rate, saved.created ? 201 : 200);
  });

  route(app, 'GET', '/exchange/v2/operations', { roles: EXCHANGE_READERS }, async (c) => {
    const q = parseQuery(c, ZSlipQuery);
    const h = await exchangeCall(c, EXCHANGE_READERS);
    return c.json(await listExchangeSlip(h.db, { groupId: h.groupId, hotelName: h.hotelName, hotelCurrency: h.hotelCurrency, day: q.day ?? h.today }));
  });

  route(app, 'GET', '/exchange/v2/operations/export', { roles: EXCHANGE_READERS }, async (c) => {
    const q = parseQuery(c, ZSlipQuery);
    const h = await exchangeCall(c, EXCHANGE_READERS);
    return exportFileResponse(await exportExchangeSlip(h.db, { groupId: h.groupId, day: q.day ?? h.today, format: q.format, lang: c.get('user').language }));
  });

  route(app, 'POST', '/exchange/v2/operations', { roles: EXCHANGE_DESK }, async (c) => {
    const body = await parseBody(c, ZExchangeOperationBody);
    const h = await exchangeCall(c, EXCHANGE_DESK);
    const op = await recordExchangeOperation(h.db, {
      groupId: h.groupId,
      hotelCurrency: h.hotelCurrency,
      today: h.today,
      userId: h.user.userId,
      body,
      now: c.get('deps').now(),
    });
    return c.json(op, 201);
  });

  route(app, 'GET', '/exchange/v2/:id', { roles: EXCHANGE_READERS }, async (c) => {
    const { id } = parseParams(c, ZRateIdParams);
    const h = await exchangeCall(c, EXCHANGE_READERS);
    const rate = await findExchangeRate(h.db, { groupId: h.groupId, id });
    if (!rate) throw notFound(`No exchange rate ${id} in hotel ${h.groupId}.`, { key: 'errors.exchange.noRate' });
    return c.json(rate);
  });
}
