import type { bookingEn } from '../../lib/i18n/booking.en.ts';

export type BookingKey = keyof typeof bookingEn;
export type BookingMessages = Partial<Record<BookingKey, string>>;
export type BookingT = (key: BookingKey, vars?: Record<string, string | number>) => string;

/** Labels arrive as props from the server render: no dictionary in the island's bundle. */
export function translator(messages: BookingMessages): BookingT {
  return (key, vars) => {
    const text = messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name]))) : text;
  };
}

/** Minor units in the hotel's currency (MAD for Riad Atlas), in the screen's language. */
export function formatMoney(locale: string, minor: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** 'YYYY-MM-DD' shown as the language writes dates, without crossing a time zone. */
export function formatDay(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
