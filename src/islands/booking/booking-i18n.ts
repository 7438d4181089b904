import type { bookingEn } from '../../lib/i18n/booking.en.ts';
import { translator, type Messages, type Translate } from '../../lib/i18n/translator.ts';

export { translator };

export type BookingKey = keyof typeof bookingEn;
export type BookingMessages = Messages<BookingKey>;
export type BookingT = Translate<BookingKey>;

