import type { bookingEn } from '../../lib/i18n/booking.en.ts';
import type { PlanInclude } from '../../lib/domain/rates-dto.ts';
import { translator, type Messages, type Translate } from '../../lib/i18n/translator.ts';
import type { DayFieldKey } from '../ui/day-field-text.ts';

export { translator };

/** The screen's labels, the names of what a rate plan includes (the rate management's, said once) and the day field's. */
export type BookingKey = keyof typeof bookingEn | `rates.inc.${PlanInclude}` | DayFieldKey;
export type BookingMessages = Messages<BookingKey>;
export type BookingT = Translate<BookingKey>;
