import { sql } from 'drizzle-orm';
import { formatMoney } from '../../../lib/format.ts';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { toHotelMinor } from '../../../lib/domain/cashiering.ts';
import { recordPaymentEntry } from '../accounting/index.ts';
import { recordDrawerCash, requireOpenDrawer } from '../cash-drawer/index.ts';
import type { Actor } from '../../core/actor.ts';
import { rowsOf } from '../../core/rows.ts';
import { auditFolio } from './audit-folio.ts';
import { findDayRate } from './day-rate.ts';
import { findOrderRow, isHotelCompany, requireFolio } from './folio-data.ts';
import { businessDayOn } from '../../core/business-day.ts';
import type { TPaymentRequest } from './folio.schemas.ts';
import { payByWallet } from './pay-by-wallet.ts';
import { money as moneyP } from '../../../lib/domain/error-params.ts';

/**
 * Takes a payment on a folio (audit 27), or a refund (negative), on the open business day: in the
 * currency the guest pays with, at that day's rate, kept on the payment with its hotel-currency amount.
 *
 * A group's city-ledger folio takes many payments at once, and every folio write of an order goes
 * one at a time (the order's row lock, then the folio's kept totals, migration 0023): so everything
 * that does not need the lock comes first — the checks, the rate, the payment's number, its
 * accounting entry and audit event — and the lock is taken by the statement that writes the payment,
 * leaving only the drawer movement (and a wallet's debit) between it and the commit. The database
 * still refuses a payment on a closed day (payments_open_day) whenever the day closed meanwhile.
 */
export async function addPayment(db: Db, opts: { orderId: number; input: TPaymentRequest; user: Actor; now: Date }): Promise<{ paymentId: number }> {
  return db.transaction(async (tx) => {
    const order = await findOrderRow(tx, opts.orderId);
    const i = opts.input;
    const folio = await requireFolio(tx, order.orderId, i.folioNo);
    const hotelCurrency = order.currency.trim();
    const currency = i.currency ?? hotelCurrency;
    let companyId: number | null = null;
    if (i.method === 'company_account') {
      companyId = i.companyId ?? folio.companyId;
      if (companyId === null)
        throw invalid('companyId', 'a company-account payment names the company whose account pays', { key: 'errors.payment.companyNeeded' });
      if (!(await isHotelCompany(tx, order.groupId, companyId)))
        throw invalid('companyId', `customer ${companyId} is not a company of hotel ${order.groupId}`, { key: 'errors.payment.notACompany' });
      if (currency !== hotelCurrency)
        throw invalid('currency', `a company account is kept in ${hotelCurrency}`, {
          key: 'errors.payment.companyCurrency',
          params: { currency: hotelCurrency },
        });
    } else if (i.companyId !== undefined) {
      throw invalid('companyId', 'only a company_account payment names a company', { key: 'errors.payment.companyOnlyOnAccount' });
    }
    if (i.method === 'rfid_wallet' && currency !== hotelCurrency)
      throw invalid('currency', `an RFID wallet is kept in ${hotelCurrency}`, { key: 'errors.payment.walletCurrency', params: { currency: hotelCurrency } });
    const day = businessDayOn(order.lastClosedDay, { timezone: order.timezone, now: opts.now });
    const rate = await findDayRate(tx, { groupId: order.groupId, currency, hotelCurrency, day });
    const hotelAmountMinor = toHotelMinor({ amountMinor: i.amountMinor, rate, from: currency, to: hotelCurrency });
    if (hotelAmountMinor === 0)
      throw invalid('amountMinor', `${formatMoney(i.amountMinor, currency, 'en')} is worth nothing in ${hotelCurrency} at ${rate}`, {
        key: 'errors.payment.worthNothing',
        params: { amount: moneyP(i.amountMinor, currency), currency: hotelCurrency },
      });
    await requireOpenDrawer(tx, { groupId: order.groupId, userId: opts.user.userId, method: i.method, roles: opts.user.roles });
    // The payment's number is taken first, so that its entry and audit event are written before the lock.
    const [next] = await rowsOf<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('payments', 'payment_id'))::int as id`);
    const paymentId = next!.id;
    await recordPaymentEntry(tx, {
      paymentId,
      groupId: order.groupId,
      orderId: order.orderId,
      orderNumber: order.number,
      method: i.method,
      hotelAmountMinor,
      day,
      companyId,
      customerId: order.customerId,
    });
    await auditFolio(tx, {
      order,
      user: opts.user,
      typeId: AUDIT.ADD_PAYMENT,
      text: {
        key: i.amountMinor < 0 ? 'audit.msg.folio.refund' : 'audit.msg.folio.payment',
        params: { amount: i.amountMinor, currency, method: i.method, folio: i.folioNo, order: order.number ?? order.orderId },
      },
      ...(currency !== hotelCurrency
        ? {
            detailText: { key: 'audit.detail.folio.exchange', params: { rate: String(rate), hotelAmount: hotelAmountMinor, currency: hotelCurrency } } as const,
          }
        : {}),
    });
    // The lock: the order's row, taken by the statement that writes the payment (and, through its
    // trigger, the folio's kept totals). It is held from here to the commit.
    const written = await rowsOf<{ paymentId: number }>(
      tx,
      sql`with locked as (select order_id from orders where order_id = ${order.orderId} for update)
      insert into payments (payment_id, group_id, order_id, folio_no, method, currency, amount_minor, rate, hotel_amount_minor, day, reference, company_id, created_by, created_at)
      select ${paymentId}::int, ${order.groupId}::int, locked.order_id, ${i.folioNo}::smallint, ${i.method}::text, ${currency}::char(3), ${i.amountMinor}::bigint,
        ${String(rate)}::numeric, ${hotelAmountMinor}::bigint, ${day}::date, ${i.reference}::text, ${companyId}::int, ${opts.user.userId}::int,
        ${opts.now.toISOString()}::timestamptz from locked
      returning payment_id as "paymentId"`,
    );
    if (written.length === 0) throw notFound(`No order has the id ${opts.orderId}.`, { key: 'errors.notFound.order' });
    await recordDrawerCash(tx, { paymentId, method: i.method });
    // The wallet method takes the money from the stay's wallet, in this transaction, or is refused.
    if (i.method === 'rfid_wallet') await payByWallet(tx, { order, paymentId, hotelAmountMinor, reference: i.reference, user: opts.user, now: opts.now });
    return { paymentId };
  });
}
