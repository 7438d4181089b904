import type { ApiApp } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { chargeWallet } from './charge-wallet.ts';
import { disableWallet } from './disable-wallet.ts';
import { initWallet } from './init-wallet.ts';
import { listWalletMovements } from './list-wallet-movements.ts';
import { refundWalletCharge } from './refund-wallet-charge.ts';
import { setWalletLimit } from './set-wallet-limit.ts';
import { listStayWallets, requireWallet, WALLET_STAFF, walletCall } from './wallet-data.ts';
import { ZRfidKeyQuery, ZSetLimitQuery, ZStayWalletsParams, ZWalletChargeBody, ZWalletRefundBody } from './wallets.schemas.ts';

/**
 * RFID wallets (CRM), staff of the caller's current hotel: init (POST opens, GET only reads),
 * set-limit, remaining, movements, charge from a service point, refund a charge, disable (audit 30 and 31).
 */
export function registerWalletRoutes(app: ApiApp): void {
  route(app, 'POST', '/rfid-wallets/init', { roles: WALLET_STAFF }, async (c) => {
    const { rfidKey } = parseQuery(c, ZRfidKeyQuery);
    const w = await walletCall(c);
    const res = await initWallet(w.db, { groupId: w.groupId, rfidKey, currency: w.currency, user: w.user, now: w.now });
    return c.json(res.wallet, res.created ? 201 : 200);
  });

  // The spec also lists GET init: here it only reads (a GET never opens a wallet).
  for (const path of ['/rfid-wallets/init', '/rfid-wallets/remaining']) {
    route(app, 'GET', path, { roles: WALLET_STAFF }, async (c) => {
      const { rfidKey } = parseQuery(c, ZRfidKeyQuery);
      const w = await walletCall(c);
      return c.json(await requireWallet(w.db, { groupId: w.groupId, rfidKey, currency: w.currency }));
    });
  }

  route(app, 'POST', '/rfid-wallets/set-limit', { roles: WALLET_STAFF }, async (c) => {
    const q = parseQuery(c, ZSetLimitQuery);
    const w = await walletCall(c);
    return c.json(await setWalletLimit(w.db, { groupId: w.groupId, currency: w.currency, user: w.user, ...q }));
  });

  route(app, 'POST', '/rfid-wallets/charge', { roles: WALLET_STAFF }, async (c) => {
    const body = await parseBody(c, ZWalletChargeBody);
    const w = await walletCall(c);
    return c.json(await chargeWallet(w.db, { groupId: w.groupId, currency: w.currency, today: w.today, user: w.user, body, now: w.now }), 201);
  });

  route(app, 'GET', '/rfid-wallets/stay/:reservationId', { roles: WALLET_STAFF }, async (c) => {
    const { reservationId } = parseParams(c, ZStayWalletsParams);
    const w = await walletCall(c);
    return c.json(await listStayWallets(w.db, { groupId: w.groupId, reservationId, currency: w.currency }));
  });

  route(app, 'GET', '/rfid-wallets/movements', { roles: WALLET_STAFF }, async (c) => {
    const { rfidKey } = parseQuery(c, ZRfidKeyQuery);
    const w = await walletCall(c);
    return c.json(await listWalletMovements(w.db, { groupId: w.groupId, rfidKey, currency: w.currency }));
  });

  route(app, 'POST', '/rfid-wallets/refund', { roles: WALLET_STAFF }, async (c) => {
    const body = await parseBody(c, ZWalletRefundBody);
    const w = await walletCall(c);
    return c.json(await refundWalletCharge(w.db, { groupId: w.groupId, currency: w.currency, user: w.user, body, now: w.now }), 201);
  });

  route(app, 'POST', '/rfid-wallets/disable', { roles: WALLET_STAFF }, async (c) => {
    const { rfidKey } = parseQuery(c, ZRfidKeyQuery);
    const w = await walletCall(c);
    return c.json(await disableWallet(w.db, { groupId: w.groupId, rfidKey, currency: w.currency, user: w.user, now: w.now }));
  });
}
