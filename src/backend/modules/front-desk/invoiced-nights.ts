import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { majorInput } from '../../../lib/format.ts';
import type { StayRow } from './stay-data.ts';
import { day as dayP, list, money as moneyP } from '../../../lib/domain/error-params.ts';

export interface NightCharge {
  chargeId: number;
  day: string;
  amountMinor: number;
  postedDay: string | null;
  invoiceId: number | null;
}

async function numbersOf(tx: Db, nights: readonly NightCharge[]): Promise<string> {
  const ids = [...new Set(nights.map((n) => n.invoiceId!))];
  const rows = await tx.select({ number: invoices.number }).from(invoices).where(inArray(invoices.invoiceId, ids)).orderBy(invoices.number);
  return rows.map((r) => r.number).join(', ');
}

/**
 * A stay's edit must leave its invoiced nights as they were billed (issue 32, defect 2): none of
 * them dropped by new dates, and a new price the nights not invoiced can still carry. Else a 409
 * naming the invoice: billed money is corrected by a credit note on it first. A night already
 * posted by a closing follows the posted nights' rule (it stays as it is), invoiced or not.
 */
export async function refuseInvoicedNightsChange(
  tx: Db,
  o: {
    stay: StayRow;
    nights: readonly NightCharge[];
    keptDays: ReadonlySet<string>;
    priceMinor: number;
    fixedMinor: number;
    openNights: number;
  },
): Promise<AppError | null> {
  const invoiced = o.nights.filter((n) => n.invoiceId !== null && n.postedDay === null);
  if (invoiced.length === 0) return null;
  const dropped = invoiced.filter((n) => !o.keptDays.has(n.day));
  if (dropped.length > 0) {
    const numbers = await numbersOf(tx, dropped);
    return conflict(
      `Reservation ${o.stay.number} cannot drop or move the night(s) of ${dropped.map((n) => n.day).join(', ')}: they are on issued invoice ${numbers}, ` +
        `and an invoiced night never changes or disappears. Issue a credit note on ${numbers} first (folio, Cashiering); a price to bill anew is then a new charge on the folio.`,
      { key: 'errors.stay.invoicedNightsDropped', params: { nights: list(dropped.map((n) => dayP(n.day))), invoices: numbers } },
    );
  }
  // The price fits the nights left free; it would have fitted had the invoiced nights been free.
  const fits = o.openNights > 0 ? o.priceMinor >= o.fixedMinor : o.priceMinor === o.fixedMinor;
  const postedMinor = o.fixedMinor - invoiced.reduce((sum, n) => sum + n.amountMinor, 0);
  if (!fits && o.priceMinor >= postedMinor) {
    const numbers = await numbersOf(tx, invoiced);
    const money = (m: number) => `${majorInput(m, o.stay.currency)} ${o.stay.currency}`;
    return conflict(
      `Reservation ${o.stay.number} cannot take the price ${money(o.priceMinor)}: its night(s) of ${invoiced.map((n) => n.day).join(', ')} are on issued invoice ${numbers} ` +
        `(with the posted ones, ${money(o.fixedMinor)}), and an invoiced night never changes. Issue a credit note on ${numbers} first (folio, Cashiering) for what the guest no longer owes; ` +
        'the nights not invoiced can still be re-priced.',
      {
        key: 'errors.stay.invoicedNightsPrice',
        params: { price: moneyP(o.priceMinor, o.stay.currency), invoices: numbers, fixed: moneyP(o.fixedMinor, o.stay.currency) },
      },
    );
  }
  return null;
}
