import { formatDay, formatMoney } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n/t.ts';
import type { MailMessage } from '../../mail/send-mail.ts';
import { planName } from '../../../lib/i18n/plan-name.ts';
import type { TSitePlanDto } from '../../../lib/domain/booking-site-dto.ts';

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
  const lang = o.language;
  const day = (d: string) => formatDay(d, lang);
  const lines = [
    t(lang, 'mail.hello', { name: o.guestName }),
    '',
    t(lang, 'mail.site.intro', { hotel: o.hotelName }),
    t(lang, 'mail.site.stay', { number: o.number, roomType: o.roomTypeName, from: day(o.checkin), to: day(o.checkout), nights: o.nights }),
    t(lang, 'mail.site.rate', { plan: planName(lang, o.plan), total: formatMoney(o.totalMinor, o.currency, lang) }),
    o.plan.freeCancelUntil ? t(lang, 'mail.site.freeCancel', { day: day(o.plan.freeCancelUntil) }) : t(lang, 'mail.site.noRefund'),
    '',
    t(lang, 'mail.site.link'),
    o.link,
    '',
    t(lang, 'mail.bye'),
    o.hotelName,
  ];
  return { to: o.to, subject: t(lang, 'mail.site.subject', { number: o.number, hotel: o.hotelName }), text: lines.join('\n') };
}
