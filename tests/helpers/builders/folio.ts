import type { TestApi } from '../test-api.ts';
import { insertReturning, type Columns } from './insert-returning.ts';
import type { StayHandle, OrderHandle } from './stay.ts';

type OnOrder = Pick<OrderHandle, 'orderId' | 'groupId'>;
type OnItem = Pick<StayHandle, 'orderId' | 'itemId' | 'groupId'>;

/**
 * A payment on an order's folio written as the ledger holds it, without the cashier's path (no
 * audit, no cash-drawer check): history, or a payment the API would refuse on that stay or day.
 * POST /crm/orders/{id}/add/payment is the way a test takes money. Amounts in the hotel's currency
 * unless `currency` and `hotelAmountMinor` say otherwise.
 */
export async function aPayment(
  api: TestApi,
  on: OnOrder,
  o: {
    method: 'cash' | 'card' | 'transfer' | 'cheque';
    amountMinor: number;
    day: string;
    currency?: string;
    hotelAmountMinor?: number;
    createdBy?: { userId: number };
    folioNo?: number;
  },
): Promise<{ paymentId: number }> {
  let currency = o.currency;
  if (currency === undefined) {
    const [h] = await api.database.query<{ currency: string }>(`select currency from hotels where group_id = $1`, [on.groupId]);
    currency = h!.currency;
  }
  const row = await insertReturning<{ payment_id: number }>(
    api,
    'payments',
    {
      group_id: on.groupId,
      order_id: on.orderId,
      method: o.method,
      currency,
      amount_minor: o.amountMinor,
      hotel_amount_minor: o.hotelAmountMinor ?? o.amountMinor,
      day: o.day,
      created_by: o.createdBy?.userId ?? null,
      folio_no: o.folioNo ?? 1,
    },
    'payment_id',
  );
  return { paymentId: row.payment_id };
}

/** A dated charge on a stay's item (an extra, a fee, a city tax …): amount tax included, its VAT rate in basis points. */
export async function aCharge(
  api: TestApi,
  on: OnItem,
  o: {
    day: string;
    kind: 'room_night' | 'extra' | 'cancellation' | 'no_show' | 'fee' | 'city_tax';
    description: string;
    amountMinor: number;
    taxRateBp: number;
    family?: string;
    quantity?: number;
    unitPriceMinor?: number;
    complimentary?: boolean;
  },
): Promise<{ chargeId: number }> {
  const cols: Columns = {
    group_id: on.groupId,
    order_id: on.orderId,
    item_id: on.itemId,
    day: o.day,
    kind: o.kind,
    description: o.description,
    amount_minor: o.amountMinor,
    tax_rate_bp: o.taxRateBp,
    family: o.family ?? 'room',
    quantity: o.quantity ?? 1,
    unit_price_minor: o.unitPriceMinor ?? null,
    complimentary: o.complimentary ?? false,
  };
  const row = await insertReturning<{ charge_id: number }>(api, 'order_charges', cols, 'charge_id');
  return { chargeId: row.charge_id };
}

/** A business day the hotel closed (the night audit's record; its figures when a report reads them). */
export async function aClosedDay(api: TestApi, o: { groupId: number; day: string; closedAt?: string; figures?: Columns }): Promise<void> {
  await insertReturning(api, 'business_days', { group_id: o.groupId, day: o.day, ...(o.closedAt ? { closed_at: o.closedAt } : {}), ...o.figures }, 'day');
}

/** A tag (an RFID card number …) on a stay. */
export async function aTag(api: TestApi, stay: Pick<StayHandle, 'reservationId' | 'groupId'>, tag: string): Promise<void> {
  await api.database.query(`insert into reservation_tags (group_id, reservation_id, tag) values ($1, $2, $3)`, [stay.groupId, stay.reservationId, tag]);
}

/** A guest registered on a stay (the registration card), primary unless said. */
export async function aRegisteredGuest(
  api: TestApi,
  stay: Pick<StayHandle, 'reservationId' | 'groupId'>,
  o: {
    firstName: string;
    lastName: string;
    isPrimary?: boolean;
    nationality?: string;
    birthDate?: string;
    docType?: { docTypeId: number };
    docNumber?: string;
  },
): Promise<{ guestId: number }> {
  const row = await insertReturning<{ guest_id: number }>(
    api,
    'reservation_guests',
    {
      group_id: stay.groupId,
      reservation_id: stay.reservationId,
      first_name: o.firstName,
      last_name: o.lastName,
      is_primary: o.isPrimary ?? true,
      ...(o.nationality !== undefined ? { nationality: o.nationality } : {}),
      ...(o.birthDate !== undefined ? { birth_date: o.birthDate } : {}),
      ...(o.docType !== undefined ? { doc_type_id: o.docType.docTypeId } : {}),
      ...(o.docNumber !== undefined ? { doc_number: o.docNumber } : {}),
    },
    'guest_id',
  );
  return { guestId: row.guest_id };
}

/** The hotel's exchange rate of a currency on a day (units of the hotel's currency for one unit). */
export async function anExchangeRate(api: TestApi, o: { groupId: number; currency: string; day: string; rate: string }): Promise<void> {
  await api.database.query(`insert into exchange_rates (group_id, currency, day, rate) values ($1, $2, $3, $4::numeric)`, [
    o.groupId,
    o.currency,
    o.day,
    o.rate,
  ]);
}

/**
 * An extra sold on an order (a minibar, a dinner): its order item and its charges on a day, tax
 * included, one charge for the whole quantity or, with `chargePerUnit`, one per unit (what a
 * bulk posting needs). Returns the item's id.
 */
export async function anExtra(
  api: TestApi,
  on: OnOrder,
  o: {
    day: string;
    description: string;
    unitPriceMinor: number;
    quantity?: number;
    taxRateBp: number;
    family: string;
    chargePerUnit?: boolean;
  },
): Promise<{ itemId: number }> {
  const quantity = o.quantity ?? 1;
  const item = await insertReturning<{ item_id: number }>(
    api,
    'order_items',
    {
      group_id: on.groupId,
      order_id: on.orderId,
      kind: 'product',
      description: o.description,
      quantity,
      unit_price_minor: o.unitPriceMinor,
      total_minor: quantity * o.unitPriceMinor,
    },
    'item_id',
  );
  const [count, amount, perCharge] = o.chargePerUnit ? [quantity, o.unitPriceMinor, 1] : [1, quantity * o.unitPriceMinor, quantity];
  await api.database.query(
    `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, quantity, unit_price_minor, tax_rate_bp, family)
    select $1, $2, $3, $4::date, 'extra', $5, $6, $7, $8, $9, $10 from generate_series(1, $11::int)`,
    [on.groupId, on.orderId, item.item_id, o.day, o.description, amount, perCharge, o.unitPriceMinor, o.taxRateBp, o.family, count],
  );
  return { itemId: item.item_id };
}
