import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiJson, orEmpty } from '../../lib/api-client.ts';
import { $booking, pickRoom, setPrice } from '../../lib/stores/booking-draft.ts';
import { formatMoney } from '../../lib/format.ts';
import type { BookingT } from './booking-i18n.ts';

interface FreeRoom {
  roomId: number;
  name: string;
  housekeepingStatus: string;
}

/** Staff only: a specific free room for each room booked, and a price agreed with the client. */
export function RoomChoice(props: { t: BookingT; locale: string }) {
  const { t, locale } = props;
  const s = useStore($booking);
  const [free, setFree] = useState<FreeRoom[] | null>(null);
  const type = s.quote?.roomTypes.find((rt) => rt.roomTypeId === s.roomTypeId);
  const roomTypeId = type?.roomTypeId;
  const checkin = s.quote?.checkin;
  const nights = s.quote?.nights;

  useEffect(() => {
    setFree(null);
    if (roomTypeId === undefined || !checkin || !nights) return;
    const ctrl = new AbortController();
    const q = new URLSearchParams({ roomTypeId: String(roomTypeId), checkin, nights: String(nights) });
    void orEmpty('pms', 'free rooms', () => apiJson<FreeRoom[]>('pms', `/quotes/free-rooms?${q}`, { signal: ctrl.signal }), []).then((rooms) => {
      if (!ctrl.signal.aborted) setFree(rooms);
    });
    return () => ctrl.abort();
  }, [roomTypeId, checkin, nights]);

  if (!type || !s.quote) return null;
  const currency = s.quote.currency;
  const locked = s.hold !== null;
  return (
    <section className="booking-panel" aria-labelledby="booking-rooms-title">
      <h2 id="booking-rooms-title">{t('booking.rooms.title')}</h2>
      <fieldset className="booking-row" disabled={locked}>
        {s.roomIds.map((roomId, i) => (
          <label key={i}>{t('booking.rooms.room', { n: i + 1 })}
            <select value={roomId ?? ''} onChange={(e) => pickRoom(i, e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
              <option value="">{t('booking.rooms.any')}</option>
              {(free ?? []).map((r) => (
                <option key={r.roomId} value={r.roomId}>{r.housekeepingStatus === 'DIRTY' ? t('booking.rooms.dirty', { room: r.name }) : r.name}</option>
              ))}
            </select>
          </label>
        ))}
        <label>{t('booking.price.label')}
          <input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={s.priceMinor !== null ? s.priceMinor / 100 : ''}
            placeholder={(type.priceMinor / 100).toFixed(2)}
            onChange={(e) => setPrice(e.currentTarget.value === '' ? null : Math.round(e.currentTarget.valueAsNumber * 100))}
          />
        </label>
        {s.priceChanged && <button type="button" className="admin-btn admin-btn--small" onClick={() => setPrice(null)}>{t('booking.price.reset')}</button>}
      </fieldset>
      <p className="admin-muted">{t('booking.price.quoted', { price: formatMoney(type.priceMinor, currency, locale) })}</p>
      {free !== null && free.length === 0 && <p className="admin-muted">{t('booking.rooms.none')}</p>}
    </section>
  );
}
