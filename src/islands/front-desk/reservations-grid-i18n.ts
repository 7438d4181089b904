import type { reservationsEn } from '../../lib/i18n/reservations.en.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';

export { translator };

export type ReservationsKey = keyof typeof reservationsEn;
export type ReservationsMessages = Messages<ReservationsKey>;
