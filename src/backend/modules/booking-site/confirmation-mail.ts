import { formatMoney } from '../../../lib/format.ts';
import type { MailMessage } from '../../mail/send-mail.ts';
import { planName } from '../../../lib/i18n/plan-name.ts';
import type { TSitePlanDto } from '../../../lib/domain/booking-site-dto.ts';

const TEXT = {
  en: {
    subject: (n: string, hotel: string) => `Your booking ${n} at ${hotel}`,
    hello: (name: string) => `Dear ${name},`,
    intro: (hotel: string) => `Thank you for booking at ${hotel}. Your stay is confirmed:`,
    stay: (type: string, from: string, to: string, nights: number) => `${type}, from ${from} to ${to} (${nights} night${nights === 1 ? '' : 's'})`,
    rate: (plan: string, total: string) => `Rate: ${plan}. Total: ${total}.`,
    free: (day: string) => `Free cancellation until ${day}, from the link below.`,
    noRefund: 'This rate is not refundable.',
    link: 'See or cancel your booking:',
    bye: 'We look forward to welcoming you.',
  },
  fr: {
    subject: (n: string, hotel: string) => `Votre réservation ${n} chez ${hotel}`,
    hello: (name: string) => `Bonjour ${name},`,
    intro: (hotel: string) => `Merci d’avoir réservé chez ${hotel}. Votre séjour est confirmé :`,
    stay: (type: string, from: string, to: string, nights: number) => `${type}, du ${from} au ${to} (${nights} nuit${nights === 1 ? '' : 's'})`,
    rate: (plan: string, total: string) => `Tarif : ${plan}. Total : ${total}.`,
    free: (day: string) => `Annulation gratuite jusqu’au ${day}, depuis le lien ci-dessous.`,
    noRefund: 'Ce tarif n’est pas remboursable.',
    link: 'Consulter ou annuler votre réservation :',
    bye: 'Au plaisir de vous accueillir.',
  },
} as const;

/** The booking site's confirmation mail (plain text), with the signed link to the guest's booking. */
export function siteConfirmationMail(o: {
  language: 'en' | 'fr';
  to: string;
  hotelName: string;
  number: string;
  guestName: string;
  roomTypeName: string;
  checkin: string;
  checkout: string;
  nights: number;
  totalMinor: number;
  currency: string;
  plan: TSitePlanDto;
  link: string;
}): MailMessage {
  const w = TEXT[o.language];
  const lines = [
    w.hello(o.guestName),
    '',
    w.intro(o.hotelName),
    `${o.number}: ${w.stay(o.roomTypeName, o.checkin, o.checkout, o.nights)}`,
    w.rate(planName(o.language, o.plan), formatMoney(o.totalMinor, o.currency, o.language)),
    o.plan.freeCancelUntil ? w.free(o.plan.freeCancelUntil) : w.noRefund,
    '',
    w.link,
    o.link,
    '',
    w.bye,
    o.hotelName,
  ];
  return { to: o.to, subject: w.subject(o.number, o.hotelName), text: lines.join('\n') };
}
