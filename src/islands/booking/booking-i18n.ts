import type { bookingEn } from '../../lib/i18n/booking.en.ts';
import { translator, type Messages, type Translate } from '../../lib/i18n/translator.ts';

export { translator };

export type BookingKey = keyof typeof bookingEn;
export type BookingMessages = Messages<BookingKey>;
export type BookingT = Translate<BookingKey>;

/** Minor units in the hotel's currency (MAD for Riad Atlas), in the screen's language. */
export function formatMoney(locale: string, minor: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** 'YYYY-MM-DD' shown as the language writes dates, without crossing a time zone. */
export function formatDay(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
