import type { TestApi } from '../test-api.ts';
import { FIXTURE } from '../fixtures.ts';
import { addDays } from '../../../src/lib/domain/days.ts';
import { RESERVATION_STATUS, type ReservationStatus } from '../../../src/lib/domain/reservation-status.ts';
import { aPerson, type CustomerHandle, type SegmentHandle } from './customers.ts';
import type { RoomHandle, RoomTypeHandle } from './rooms.ts';
import { UNCHARGED, writeStay, type StayRow } from './stay-rows.ts';

/** A stay the builder wrote or booked: every id a test needs, by name. */
export interface StayHandle {
  reservationId: number;
  orderId: number;
  itemId: number;
  /** The stay's number ('<order>-1'). */
  number: string;
  /** '' while the order is a draft. */
  orderNumber: string;
  groupId: number;
  customerId: number;
  roomTypeId: number;
  roomId: number | null;
  checkin: string;
  checkout: string;
  status: ReservationStatus;
  guestName: string;
  nightMinor: number;
  /** nights × nightMinor. */
  priceMinor: number;
}

/** An order several stays share (`aStay(api).inOrder(order)`): its id and number. */
export interface OrderHandle {
  orderId: number;
  number: string;
  groupId: number;
  customerId: number;
}

type Ref<K extends string> = { [P in K]: number };

/**
 * A stay, built the way a test reads: `aStay(api).inRoom(r101).arriving('2026-03-09').nights(3)
 * .inHouse('2026-03-09T15:00:00Z').create()`. Statuses are RESERVATION_STATUS's; the hotel, the
 * room type and the room come from the handles given. create() writes it in SQL (any date, any
 * status: what the API rightly refuses to make in the past); book() makes an expected stay through
 * the booking API, as a clerk does.
 */
export class StayBuilder {
  private groupId: number | undefined;
  private customer: (Ref<'customerId'> & { name?: string }) | undefined;
  private roomTypeId: number | undefined;
  private roomId: number | null = null;
  private checkin: string | undefined;
  private checkout: string | undefined;
  private nightCount: number | undefined;
  private status: ReservationStatus = RESERVATION_STATUS.EXPECTED;
  private row: Partial<StayRow> = {};
  private prefix = 'T';
  private orderNumber: string | undefined;
  private draft = false;
  private order: OrderHandle | undefined;

  private readonly api: TestApi;

  constructor(api: TestApi) {
    this.api = api;
  }

  /** The hotel (by default the room's or the room type's, else hotel 1). */
  forHotel(groupId: number): this {
    this.groupId = groupId;
    return this;
  }

  /** Who booked (by default a new person of the hotel named after the guest). */
  forCustomer(customer: Ref<'customerId'> & { name?: string }): this {
    this.customer = customer;
    return this;
  }

  /** The guest's name on the stay (by default the customer's name). */
  guest(name: string): this {
    this.row.guestName = name;
    return this;
  }

  /** The room type sold, without a room yet. */
  ofType(type: Pick<RoomTypeHandle, 'roomTypeId' | 'groupId'> | Ref<'roomTypeId'>): this {
    this.roomTypeId = type.roomTypeId;
    if ('groupId' in type) this.groupId = type.groupId;
    return this;
  }

  /** The room (and so its type and hotel). */
  inRoom(room: Pick<RoomHandle, 'roomId' | 'roomTypeId' | 'groupId'>): this {
    this.roomId = room.roomId;
    this.roomTypeId = room.roomTypeId;
    this.groupId = room.groupId;
    return this;
  }

  arriving(day: string): this {
    this.checkin = day;
    return this;
  }

  leaving(day: string): this {
    this.checkout = day;
    this.nightCount = undefined;
    return this;
  }

  nights(n: number): this {
    this.nightCount = n;
    this.checkout = undefined;
    return this;
  }

  /** Arrival and departure at once. */
  dates(checkin: string, checkout: string): this {
    return this.arriving(checkin).leaving(checkout);
  }

  withStatus(status: ReservationStatus): this {
    this.status = status;
    return this;
  }

  expected(): this {
    return this.withStatus(RESERVATION_STATUS.EXPECTED);
  }

  /** Checked in (at that instant, when given). */
  inHouse(checkedInAt?: string): this {
    if (checkedInAt !== undefined) this.row.checkedInAt = checkedInAt;
    return this.withStatus(RESERVATION_STATUS.IN_HOUSE);
  }

  /** Departed (checked in and out at those instants, when given). */
  checkedOut(o: { checkedInAt?: string; checkedOutAt?: string } = {}): this {
    if (o.checkedInAt !== undefined) this.row.checkedInAt = o.checkedInAt;
    if (o.checkedOutAt !== undefined) this.row.checkedOutAt = o.checkedOutAt;
    return this.withStatus(RESERVATION_STATUS.DEPARTED);
  }

  /** Cancelled (at that instant, for that reason and fee, when given): no night charges unless withCharges(). */
  cancelled(o: { at?: string; reason?: string; priceMinor?: number } = {}): this {
    if (o.at !== undefined) this.row.cancelledAt = o.at;
    if (o.reason !== undefined) this.row.cancelReason = o.reason;
    if (o.priceMinor !== undefined) this.row.cancelPriceMinor = o.priceMinor;
    return this.withStatus(RESERVATION_STATUS.CANCELLED);
  }

  /** A no-show: no night charges unless withCharges(). */
  noShow(): this {
    return this.withStatus(RESERVATION_STATUS.NO_SHOW);
  }

  /** Each night's price, minor units (10000 unless said). */
  withNightPrice(minor: number): this {
    this.row.nightMinor = minor;
    return this;
  }

  /** The nights' VAT rate, basis points (0 unless said: the fixtures' figures are written at 0 %). */
  withTax(bp: number): this {
    this.row.nightTaxRateBp = bp;
    return this;
  }

  /** Without room-night charges (a stay whose folio the test writes itself). */
  withoutCharges(): this {
    this.row.charges = false;
    return this;
  }

  withCharges(): this {
    this.row.charges = true;
    return this;
  }

  /** The stay's currency (the hotel's unless said). */
  inCurrency(currency: string): this {
    this.row.currency = currency;
    return this;
  }

  guests(adults: number, kidAges = ''): this {
    this.row.adults = adults;
    this.row.kidAges = kidAges;
    return this;
  }

  inSegment(segment: Pick<SegmentHandle, 'segmentId'>): this {
    this.row.segmentId = segment.segmentId;
    return this;
  }

  onChannel(channel: number): this {
    this.row.channel = channel;
    return this;
  }

  /** Booked by a partner for their company. */
  forPartner(company: Ref<'customerId'>): this {
    this.row.partnerId = company.customerId;
    return this;
  }

  withBoNumber(boNumber: string): this {
    this.row.boNumber = boNumber;
    return this;
  }

  invoiced(): this {
    this.row.invoiced = true;
    return this;
  }

  /** When it was booked (the stay's and its new order's creation time). */
  createdAt(at: string): this {
    this.row.createdAt = at;
    return this;
  }

  /** The order number's prefix: numbers read '<prefix>-<order id>-1' ('T' unless said). */
  numbered(prefix: string): this {
    this.prefix = prefix;
    return this;
  }

  /** The order's number as people read it ('R-0001'; the stay is 'R-0001-1'), when the test is about numbers. */
  withOrderNumber(number: string): this {
    this.orderNumber = number;
    return this;
  }

  /** In a draft order (pending, no number until confirmed): the stay has the provisional number 'DRAFT-<stay id>'. */
  inDraftOrder(): this {
    this.draft = true;
    return this;
  }

  /** Joins an existing order as its next stay ('<order>-2' …). */
  inOrder(order: OrderHandle): this {
    this.order = order;
    this.groupId ??= order.groupId;
    this.customer ??= { customerId: order.customerId };
    return this;
  }

  private dayRange(): { checkin: string; checkout: string } {
    if (!this.checkin) throw new Error('aStay: say its arrival with arriving() or dates()');
    const checkout = this.checkout ?? (this.nightCount !== undefined ? addDays(this.checkin, this.nightCount) : undefined);
    if (!checkout) throw new Error('aStay: say its departure with leaving(), nights() or dates()');
    return { checkin: this.checkin, checkout };
  }

  private async customerOf(groupId: number): Promise<Ref<'customerId'> & { name?: string }> {
    if (this.customer) return this.customer;
    const name = this.row.guestName ?? 'Guest';
    const [first, ...last] = name.split(' ');
    return aPerson(this.api)
      .forHotel(groupId)
      .named(last.length ? first! : '', last.length ? last.join(' ') : name)
      .create();
  }

  /** Writes the stay in SQL and returns its handle. */
  async create(): Promise<StayHandle> {
    if (this.roomTypeId === undefined) throw new Error('aStay: say its room type with ofType() or inRoom()');
    const groupId = this.groupId ?? FIXTURE.hotel1;
    const { checkin, checkout } = this.dayRange();
    const customer = await this.customerOf(groupId);
    const guestName = this.row.guestName ?? customer.name ?? 'Guest';
    let currency = this.row.currency;
    if (currency === undefined) {
      const [h] = await this.api.database.query<{ currency: string }>(`select currency from hotels where group_id = $1`, [groupId]);
      currency = h!.currency;
    }
    const nightMinor = this.row.nightMinor ?? 10000;
    const row: StayRow = {
      groupId,
      customerId: customer.customerId,
      roomTypeId: this.roomTypeId,
      roomId: this.roomId,
      checkin,
      checkout,
      status: this.status,
      nightMinor,
      currency,
      guestName,
      partnerId: this.row.partnerId ?? null,
      segmentId: this.row.segmentId ?? null,
      channel: this.row.channel ?? 15,
      adults: this.row.adults ?? 1,
      kidAges: this.row.kidAges ?? '',
      boNumber: this.row.boNumber ?? null,
      invoiced: this.row.invoiced ?? false,
      createdAt: this.row.createdAt ?? null,
      checkedInAt: this.row.checkedInAt ?? null,
      checkedOutAt: this.row.checkedOutAt ?? null,
      cancelledAt: this.row.cancelledAt ?? null,
      cancelReason: this.row.cancelReason ?? null,
      cancelPriceMinor: this.row.cancelPriceMinor ?? null,
      charges: this.row.charges ?? !UNCHARGED.includes(this.status),
      nightTaxRateBp: this.row.nightTaxRateBp ?? 0,
      order: this.order
        ? { orderId: this.order.orderId, number: this.order.number }
        : this.draft
          ? { draft: true }
          : this.orderNumber !== undefined
            ? { number: this.orderNumber }
            : { prefix: this.prefix },
    };
    const ids = await writeStay(this.api, row);
    const nights = Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000);
    return {
      ...ids,
      groupId,
      customerId: customer.customerId,
      roomTypeId: this.roomTypeId,
      roomId: this.roomId,
      checkin,
      checkout,
      status: this.status,
      guestName,
      nightMinor,
      priceMinor: nightMinor * nights,
    };
  }

  /**
   * Books the stay through POST /pms/reservations as that user (a clerk of the hotel), as the desk
   * does: an expected stay from the hotel's business day on, priced at the night price when given
   * (else the quote), numbered by the hotel. Its nights carry the hotel's VAT rate.
   */
  async book(userCode = 'clerk1'): Promise<StayHandle> {
    if (this.roomTypeId === undefined) throw new Error('aStay: say its room type with ofType() or inRoom()');
    if (this.status !== RESERVATION_STATUS.EXPECTED) throw new Error('aStay.book(): the booking API makes expected stays; create() writes the others');
    const groupId = this.groupId ?? FIXTURE.hotel1;
    const { checkin, checkout } = this.dayRange();
    const customer = await this.customerOf(groupId);
    const res = await this.api.as(userCode).post('/pms/reservations', {
      group: groupId,
      customerId: customer.customerId,
      roomTypeId: this.roomTypeId,
      ...(this.roomId !== null ? { roomId: this.roomId } : {}),
      checkin,
      checkout,
      adults: this.row.adults ?? 1,
      kidAges: this.row.kidAges ? this.row.kidAges.split(',').map(Number) : [],
      ...(this.row.guestName !== undefined ? { guestName: this.row.guestName } : {}),
      ...(this.row.nightMinor !== undefined ? { priceMinor: this.row.nightMinor } : {}),
      ...(this.row.segmentId != null ? { segmentId: this.row.segmentId } : {}),
      ...(this.row.channel !== undefined ? { channel: this.row.channel } : {}),
    });
    if (res.status !== 201) throw new Error(`aStay.book(): ${res.status} ${JSON.stringify(res.body)}`);
    const b = res.body as {
      id: number;
      orderId: number;
      itemId: number;
      number: string;
      customerId: number;
      guestName: string;
      priceMinor: number;
      totalMinor: number;
    };
    return {
      reservationId: b.id,
      orderId: b.orderId,
      itemId: b.itemId,
      number: b.number,
      orderNumber: b.number.replace(/-1$/, ''),
      groupId,
      customerId: b.customerId,
      roomTypeId: this.roomTypeId,
      roomId: this.roomId,
      checkin,
      checkout,
      status: RESERVATION_STATUS.EXPECTED,
      guestName: b.guestName,
      nightMinor: b.priceMinor,
      priceMinor: b.totalMinor,
    };
  }
}

export const aStay = (api: TestApi) => new StayBuilder(api);

/** An empty confirmed order of a customer, for several stays to share (`aStay(api).inOrder(order)`). */
export async function anOrder(api: TestApi, o: { customer: Pick<CustomerHandle, 'customerId' | 'groupId'>; prefix?: string }): Promise<OrderHandle> {
  const [row] = await api.database.query<{ order_id: number; number: string }>(
    `insert into orders (order_id, group_id, number, customer_id, currency)
     select n.id, $1, $2 || '-' || n.id, $3, h.currency from (select nextval(pg_get_serial_sequence('orders', 'order_id'))::int id) n, hotels h where h.group_id = $1
     returning order_id, number`,
    [o.customer.groupId, o.prefix ?? 'T', o.customer.customerId],
  );
  return { orderId: row!.order_id, number: row!.number, groupId: o.customer.groupId, customerId: o.customer.customerId };
}
