import type { LineText } from './stay-lines.ts';

/** An order as the orders API answers it (items, charges by day, events, totals), its list, and its records (payments, mails, archives). Money in minor units. */

/** What a charge on an order item is for (order_charges.kind). */
export const CHARGE_KINDS = ['room_night', 'extra', 'cancellation', 'no_show', 'fee', 'discount', 'city_tax', 'wallet'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export interface TOrderCustomerDto {
  id: number;
  kind: 'person' | 'company';
  name: string;
  email: string;
  phone: string;
}

/** What a reservation item shows of its stay. */
export interface TItemStayDto {
  id: number;
  number: string;
  guestName: string;
  status: number;
  roomName: string | null;
  checkin: string;
  checkout: string;
}

export interface TOrderChargeDto {
  chargeId: number;
  itemId: number;
  day: string;
  kind: ChargeKind;
  /** The English sentence, or the clerk's own words when `text` is null. */
  description: string;
  /** The line's kind and values, said in the reader's language (stored-texts.ts). */
  text: LineText | null;
  amountMinor: number;
}

export interface TOrderItemDto {
  itemId: number;
  orderId: number;
  kind: 'room' | 'product' | 'service';
  status: number;
  description: string;
  /** The line's kind and values, said in the reader's language (stored-texts.ts). */
  text: LineText | null;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  serviceStart: string | null;
  serviceEnd: string | null;
  /** The stay when the item is a room. */
  reservation: TItemStayDto | null;
}

/** The charges of one day (the folio's day lines). */
export interface TChargeDayDto {
  day: string;
  totalMinor: number;
  charges: TOrderChargeDto[];
}

export interface TOrderEventDto {
  id: number;
  type: string;
  /** The English sentence, or the clerk's own words when `text` is null. */
  message: string;
  /** The event's kind and values, said in the reader's language (stored-texts.ts). */
  text: LineText | null;
  user: { userId: number; name: string } | null;
  createdAt: string;
}

/**
 * Money of an order, in minor units of its currency. Payments and invoices (a later issue) add
 * their own lines here (paid, invoiced, balance) from their tables, which reference the order.
 */
export interface TOrderTotalsDto {
  /** The stored order total, kept equal to the sum of its charges by every write. */
  totalMinor: number;
  chargesMinor: number;
  byKind: Record<TOrderChargeDto['kind'], number>;
}

export interface TOrderDto {
  orderId: number;
  groupId: number;
  number: string | null;
  type: string;
  status: number;
  statusName: 'pending' | 'preorder' | 'confirmed' | string;
  currency: string;
  customer: TOrderCustomerDto | null;
  createdAt: string;
  confirmedAt: string | null;
  items: TOrderItemDto[];
  chargesByDay: TChargeDayDto[];
  events: TOrderEventDto[];
  totals: TOrderTotalsDto;
}

export interface TOrderItemDetailDto extends TOrderItemDto {
  orderNumber: string | null;
  currency: string;
  charges: TOrderChargeDto[];
}

export interface TOrderRowDto {
  orderId: number;
  number: string | null;
  type: string;
  status: number;
  customer: { id: number; name: string } | null;
  currency: string;
  totalMinor: number;
  items: number;
  /** First night / last day of the order's services (null without dated items). */
  serviceStart: string | null;
  serviceEnd: string | null;
  createdAt: string;
  confirmedAt: string | null;
}

export interface TOrderPageDto {
  content: TOrderRowDto[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

export interface TOrderPaymentDto {
  paymentId: number;
  day: string;
  method: string;
  currency: string;
  amountMinor: number;
  rate: string;
  hotelAmountMinor: number;
  reference: string;
  user: string | null;
  createdAt: string;
}

export interface TOrderMessageDto {
  id: number;
  orderId: number;
  orderNumber: string | null;
  template: number;
  to: string;
  subject: string;
  body: string;
  status: string;
  error: string | null;
  user: string | null;
  createdAt: string;
}

export interface TOrderArchiveDto {
  id: number;
  text: string;
  user: string | null;
  createdAt: string;
}
