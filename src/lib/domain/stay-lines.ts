import { daysBetween } from './days.ts';

/**
 * The kinds of stored lines and order events (order_charges, order_items, order_events,
 * bo_purchase_order_events: text_key):
 * catalogue keys (src/lib/i18n/stored-texts.*.ts), said in the reader's language when shown.
 */
export const STORED_LINE_KEYS = [
  'folio.line.roomNight',
  'folio.line.cancellationFee',
  'folio.line.noShowFee',
  'folio.line.cityTax',
  'folio.line.discountOn',
  'folio.line.earlyDeparture',
  'folio.line.roomNights',
  'folio.line.roomTypeNights',
  'folio.line.roomTypeDayUse',
  'folio.line.wallet',
  'folio.line.walletRefund',
  'folio.event.booked',
  'folio.event.bookedNoRoom',
  'folio.event.confirmed',
  'folio.event.mailSent',
  'folio.event.mailOutbox',
  'folio.event.mailFailed',
  'folio.event.invoiced',
  'folio.event.credited',
  'po.event.created',
  'po.event.validated',
  'po.event.approved',
  'po.event.delivery',
  'po.event.cancelled',
  'po.event.mailSent',
  'po.event.mailOutbox',
  'po.event.mailFailed',
  'po.event.archived',
  'po.event.restored',
] as const;
export type StoredLineKey = (typeof STORED_LINE_KEYS)[number];

/** A value of a stored line: a number (a count the plural agrees with), a name as typed, a day or an amount (said in the reader's format), or a line of its own (what a discount lowers). */
export type LineParam = string | number | DayParam | MoneyLineParam | LineText;
export interface DayParam {
  day: string;
}
/** An amount in integer minor units of its currency. */
export interface MoneyLineParam {
  minor: number;
  currency: string;
}
/** A line's kind and values (text_key, text_params). */
export interface LineText {
  key: StoredLineKey;
  params: { [name: string]: LineParam };
}

/** A dated charge of a stay as the lines need it (order_charges). */
export interface StayChargeInput {
  day: string;
  kind: string;
  amountMinor: number;
  description?: string;
}

/**
 * One line of a stay's bill: room nights at one price (quantity = nights), or one fee (quantity 1).
 * quantity × unitPriceMinor = totalMinor, always.
 */
export interface StayLine {
  kind: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  /** Room nights: the first night and the day after the last one of the line. */
  from: string | null;
  to: string | null;
  description: string | null;
}

export interface StayLines {
  lines: StayLine[];
  /** Room nights charged. */
  nights: number;
  totalMinor: number;
}

/**
 * The one computation of a stay's lines and totals, from its dated charges: the room nights
 * grouped by price (consecutive nights at one price make one line), then every other charge as a
 * line of its own. Screens show what it returns; the order item is written from it.
 */
export function stayLines(charges: readonly StayChargeInput[]): StayLines {
  const sorted = [...charges].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const lines: StayLine[] = [];
  let nights = 0;
  let last: StayLine | null = null;
  for (const c of sorted.filter((x) => x.kind === 'room_night')) {
    nights += 1;
    if (last && last.unitPriceMinor === c.amountMinor && last.to === c.day) {
      last.quantity += 1;
      last.totalMinor += c.amountMinor;
      last.to = nextDay(c.day, 1);
    } else {
      last = {
        kind: 'room_night',
        quantity: 1,
        unitPriceMinor: c.amountMinor,
        totalMinor: c.amountMinor,
        from: c.day,
        to: nextDay(c.day, 1),
        description: null,
      };
      lines.push(last);
    }
  }
  for (const c of sorted.filter((x) => x.kind !== 'room_night')) {
    lines.push({
      kind: c.kind,
      quantity: 1,
      unitPriceMinor: c.amountMinor,
      totalMinor: c.amountMinor,
      from: null,
      to: null,
      description: c.description ?? null,
    });
  }
  return { lines, nights, totalMinor: lines.reduce((s, l) => s + l.totalMinor, 0) };
}

/** The room item's line: its room type and nights (said 'Double, 3 nights' or 'Double, 3 nuits'), from the same count as its quantity. */
export const roomItemDescription = (typeName: string, nights: number): LineText => ({ key: 'folio.line.roomNights', params: { type: typeName, nights } });

const nextDay = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The price of a stay whose nights change: the same average per night over the new number of
 * nights (a longer stay costs more, a moved one the same), rounded to whole minor units. The
 * server saves it and the edit-dates dialog shows it before saving.
 */
export function repriceStay(priceMinor: number, from: { checkin: string; checkout: string }, to: { checkin: string; checkout: string }): number {
  const before = daysBetween(from.checkin, from.checkout);
  const after = daysBetween(to.checkin, to.checkout);
  if (before <= 0 || after <= 0 || before === after) return priceMinor;
  return Math.round((priceMinor * after) / before);
}
