import { useStore } from '@nanostores/react';
import { $booking, chooseRoomType } from '../../lib/stores/booking-draft.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import type { BookingKey, BookingT } from './booking-i18n.ts';

/** The quote per room type: units left, price per night and total; sold-out types greyed. */
export function QuoteTable(props: { t: BookingT; locale: string }) {
  const { t, locale } = props;
  const s = useStore($booking);
  const q = s.quote;
  if (!q) return null;
  const guests = q.adults + q.kidAges.length;
  const money = (minor: number) => formatMoney(minor, q.currency, locale);
  const chosen = q.roomTypes.find((rt) => rt.roomTypeId === s.roomTypeId);
  return (
    <section className="booking-panel" aria-labelledby="booking-quote-title">
      <h2 id="booking-quote-title" tabIndex={-1}>{t('booking.quote.title')}</h2>
      {q.roomTypes.length === 0 ? (
        <p className="admin-muted">{t('booking.quote.none', { guests })}</p>
      ) : (
        <div className="admin-grid__scroll">
          <table className="admin-grid booking-quote">
            <caption>{t('booking.quote.caption', { checkin: formatDay(q.checkin, locale), checkout: formatDay(q.checkout, locale), nights: q.nights, guests })}{q.plan ? ` · ${t('booking.quote.plan')}: ${q.plan.name}` : ''}</caption>
            <thead>
              <tr>
                <th scope="col"><span className="sr-only">{t('booking.quote.col.choice')}</span></th>
                <th scope="col">{t('booking.quote.col.type')}</th>
                <th scope="col">{t('booking.quote.col.capacity')}</th>
                <th scope="col">{t('booking.quote.col.left')}</th>
                <th scope="col" className="booking-num">{t('booking.quote.col.perNight')}</th>
                <th scope="col" className="booking-num">{t('booking.quote.col.total')}</th>
              </tr>
            </thead>
            <tbody>
              {q.roomTypes.map((rt) => {
                const soldOut = rt.unitsLeft <= 0;
                const short = rt.unitsLeft < s.rooms;
                // A rate plan restriction refuses the stay: the server refuses the booking too (unless forced).
                const refused = rt.restriction ?? null;
                const selectable = (!short && !refused) || s.forced;
                return (
                  <tr key={rt.roomTypeId} className={soldOut || refused ? 'is-sold-out' : short ? 'is-short' : undefined} aria-disabled={!selectable || undefined}>
                    <td>
                      <input
                        type="radio"
                        name="booking-room-type"
                        aria-label={t('booking.quote.choose', { type: rt.name })}
                        checked={s.roomTypeId === rt.roomTypeId}
                        disabled={!selectable || s.hold !== null}
                        onChange={() => chooseRoomType(rt.roomTypeId)}
                      />
                    </td>
                    <th scope="row">{rt.name} <span className="admin-muted">{rt.code}</span></th>
                    <td>{rt.capacity}</td>
                    <td title={refused?.message}>{refused ? t('booking.quote.refused', { rule: t(`booking.quote.rule.${refused.rule}` as BookingKey), day: formatDay(refused.day, locale) }) : soldOut ? t('booking.quote.soldOut') : short ? t('booking.quote.notEnough', { left: rt.unitsLeft }) : rt.unitsLeft}</td>
                    <td className="booking-num">{money(rt.priceMinor)}</td>
                    <td className="booking-num">{money(rt.totalMinor)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {chosen && s.rooms > 1 && (
        <p className="booking-total">{t('booking.quote.forTotal', { rooms: s.rooms, count: s.rooms, total: money((s.priceChanged && s.priceMinor !== null ? s.priceMinor * q.nights : chosen.totalMinor) * s.rooms) })}</p>
      )}
    </section>
  );
}
