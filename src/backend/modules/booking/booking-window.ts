import { addDays } from '../../../lib/domain/days.ts';
import { invalid } from '../../http/errors.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** How far ahead a stay may be booked or moved, in days (BOOKING_HORIZON_DAYS, default two years). */
export function bookingHorizonDays(env: Record<string, string | undefined> = process.env): number {
  const raw = env['BOOKING_HORIZON_DAYS'];
  const n = raw === undefined || raw.trim() === '' ? 730 : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 3650) throw new Error(`BOOKING_HORIZON_DAYS must be a whole number of days from 1 to 3650, got '${raw}'.`);
  return n;
}

/**
 * The business limits of a stay's dates (issue 8 §6), the same for booking, holding, quoting and
 * every date edit: no arrival before the hotel's business day, no departure beyond the horizon.
 * `arrivalFixed`: an in-house stay's arrival is history, so only its departure is checked.
 */
export function refuseStayWindow(o: {
  checkin: string;
  checkout: string;
  today: string;
  arrivalFixed?: boolean;
  horizonDays?: number;
}): { field: string; message: string } | null {
  const last = addDays(o.today, o.horizonDays ?? bookingHorizonDays());
  if (!o.arrivalFixed && o.checkin < o.today)
    return { field: 'checkin', message: `${o.checkin} is before the hotel's business day ${o.today}; a stay cannot start in the past` };
  if (o.checkin > last)
    return { field: 'checkin', message: `${o.checkin} is beyond the booking horizon (${last}, ${o.horizonDays ?? bookingHorizonDays()} days ahead)` };
  if (o.checkout > last)
    return { field: 'checkout', message: `${o.checkout} is beyond the booking horizon (${last}, ${o.horizonDays ?? bookingHorizonDays()} days ahead)` };
  return null;
}

/** refuseStayWindow as a 400 naming the field. */
export function assertStayWindow(o: Parameters<typeof refuseStayWindow>[0], names: { checkin?: string; checkout?: string } = {}): void {
  const r = refuseStayWindow(o);
  if (r) {
    const past = r.field === 'checkin' && o.checkin < o.today && !o.arrivalFixed;
    throw invalid(
      r.field === 'checkin' ? (names.checkin ?? 'checkin') : (names.checkout ?? 'checkout'),
      r.message,
      past
        ? { key: 'errors.window.startsInPast', params: { today: dayP(o.today) } }
        : { key: 'errors.window.beyondHorizon', params: { days: o.horizonDays ?? bookingHorizonDays() } },
    );
  }
}
