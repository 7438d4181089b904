import { formatMoney } from '../../../lib/format.ts';
import { lineText } from '../../../lib/i18n/stored-texts.ts';
import type { TOrderDto } from './orders.schemas.ts';
import type { TOrderPaymentDto } from './order-record.schemas.ts';

const TEXT = {
  en: {
    subject: (n: string, hotel: string) => `Your order ${n} at ${hotel} is confirmed`,
    hello: (name: string) => `Dear ${name},`,
    intro: (hotel: string) => `Thank you for choosing ${hotel}. Here is the summary of your order:`,
    stay: (from: string, to: string) => `from ${from} to ${to}`,
    total: 'Total',
    paid: 'Paid',
    due: 'Balance due',
    bye: 'We look forward to welcoming you.',
    guest: 'guest',
  },
  fr: {
    subject: (n: string, hotel: string) => `Votre commande ${n} chez ${hotel} est confirmée`,
    hello: (name: string) => `Bonjour ${name},`,
    intro: (hotel: string) => `Merci d’avoir choisi ${hotel}. Voici le récapitulatif de votre commande :`,
    stay: (from: string, to: string) => `du ${from} au ${to}`,
    total: 'Total',
    paid: 'Payé',
    due: 'Reste à payer',
    bye: 'Au plaisir de vous accueillir.',
    guest: 'client',
  },
} as const;

/** The order confirmation mail (plain text): items with their stays, total, payments and balance due. */
export function confirmationMail(o: { order: TOrderDto; payments: readonly TOrderPaymentDto[]; hotelName: string; lang: 'en' | 'fr' }): {
  subject: string;
  text: string;
} {
  const t = TEXT[o.lang];
  // Money in the currency's units, written as the guest's language writes it (585,00 MAD; MAD 585.00).
  const amount = (minor: number, currency: string) => formatMoney(minor, currency.trim(), o.lang);
  const { order } = o;
  const number = order.number ?? String(order.orderId);
  const charges = order.totals.chargesMinor;
  const paid = o.payments.reduce((s, p) => s + p.hotelAmountMinor, 0);
  const lines = order.items.map((i) => {
    const stay = i.reservation ? ` (${i.reservation.number}, ${t.stay(i.reservation.checkin, i.reservation.checkout)})` : '';
    return `- ${lineText(i, o.lang)}${stay}: ${amount(i.totalMinor, order.currency)}`;
  });
  const text = [
    t.hello(order.customer?.name || t.guest),
    '',
    t.intro(o.hotelName),
    '',
    ...lines,
    '',
    `${t.total}: ${amount(charges, order.currency)}`,
    `${t.paid}: ${amount(paid, order.currency)}`,
    `${t.due}: ${amount(charges - paid, order.currency)}`,
    '',
    t.bye,
    o.hotelName,
  ].join('\n');
  return { subject: t.subject(number, o.hotelName), text };
}
