import { useStore } from '@nanostores/react';
import { planName } from '../../lib/i18n/plan-name.ts';
import { $booking, resetBooking } from '../../lib/stores/booking-draft.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import type { BookingT } from './booking-i18n.ts';

/** What was just booked, each with the link to its details; the toasts say it too but fade. */
export function BookedPanel(props: { t: BookingT; locale: string }) {
  const { t, locale } = props;
  const s = useStore($booking);
  if (!s.booked.length) return null;
  return (
    <section className="booking-panel booking-booked" aria-labelledby="booking-booked-title">
      <h2 id="booking-booked-title" tabIndex={-1}>
        {t('booking.booked.title')}
      </h2>
      <ul>
        {s.booked.map((r) => (
          <li key={r.id}>
            {t('booking.booked.item', {
              number: r.number,
              guest: r.guestName,
              checkin: formatDay(r.checkin, locale),
              checkout: formatDay(r.checkout, locale),
              total: formatMoney(r.totalMinor, r.currency, locale),
            })}
            {r.plan ? ` · ${t('booking.booked.plan', { plan: planName(locale, { name: r.plan, nameFr: r.planFr }) })}` : ''}{' '}
            <a href={`/front-desk/details?id=${r.id}`}>{t('booking.booked.open', { number: r.number })}</a>
          </li>
        ))}
      </ul>
      <button type="button" className="admin-btn" onClick={() => resetBooking()}>
        {t('booking.booked.again')}
      </button>
    </section>
  );
}
