import { formatDay, formatMoney } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n/t.ts';
import { lineText } from '../../../lib/i18n/stored-texts.ts';
import type { TOrderDto } from './orders.schemas.ts';
import type { TOrderPaymentDto } from './order-record.schemas.ts';

/** The order confirmation mail (plain text): items with their stays, total, payments and balance due. */
export function confirmationMail(o: { order: TOrderDto; payments: readonly TOrderPaymentDto[]; hotelName: string; lang: 'en' | 'fr' }): {
  subject: string;
  text: string;
} {
  const { lang, order } = o;
  // Money in the currency's units, written as the guest's language writes it (585,00 MAD; MAD 585.00); days as dd/mm/yyyy.
  const amount = (minor: number) => formatMoney(minor, order.currency.trim(), lang);
  const day = (d: string) => formatDay(d, lang);
  const number = order.number ?? String(order.orderId);
  const charges = order.totals.chargesMinor;
  const paid = o.payments.reduce((s, p) => s + p.hotelAmountMinor, 0);
  const lines = order.items.map((i) => {
    const text = lineText(i, lang);
    return i.reservation
      ? t(lang, 'mail.order.lineWithStay', {
          text,
          number: i.reservation.number,
          from: day(i.reservation.checkin),
          to: day(i.reservation.checkout),
          amount: amount(i.totalMinor),
        })
      : t(lang, 'mail.order.line', { text, amount: amount(i.totalMinor) });
  });
  const text = [
    t(lang, 'mail.hello', { name: order.customer?.name || t(lang, 'mail.order.guest') }),
    '',
    t(lang, 'mail.order.intro', { hotel: o.hotelName }),
    '',
    ...lines,
    '',
    t(lang, 'mail.order.total', { amount: amount(charges) }),
    t(lang, 'mail.order.paid', { amount: amount(paid) }),
    t(lang, 'mail.order.due', { amount: amount(charges - paid) }),
    '',
    t(lang, 'mail.bye'),
    o.hotelName,
  ].join('\n');
  return { subject: t(lang, 'mail.order.subject', { number, hotel: o.hotelName }), text };
}
