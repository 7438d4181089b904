import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiJson, orEmpty } from '../../lib/api-client.ts';
import { $booking, chosenOffer, pickRoom, setPrice } from '../../lib/stores/booking-draft.ts';
import { formatMoney, majorInput, readMoney } from '../../lib/format.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';
import type { BookingT } from './booking-i18n.ts';
import type { TBookableRoomDto } from '../../lib/domain/booking-dto.ts';

type FreeRoom = TBookableRoomDto;

/** Staff only: a specific free room for each room booked, and a price agreed with the client. */
export function RoomChoice(props: { t: BookingT; locale: string }) {
  const { t, locale } = props;
  const s = useStore($booking);
  const [free, setFree] = useState<FreeRoom[] | null>(null);
  /** The price as typed while it is refused (more decimals than the currency has …); null shows the draft's. */
  const [typed, setTyped] = useState<string | null>(null);
  const errorId = useId();
  const chosen = chosenOffer(s);
  const type = chosen?.type;
  /** The price quoted on the plan chosen with the type. */
  const quotedMinor = chosen?.offer.priceMinor ?? 0;
  const roomTypeId = type?.roomTypeId;
  const checkin = s.quote?.checkin;
  const nights = s.quote?.nights;

  // Another room type, plan or search starts from its own quoted price.
  useEffect(() => setTyped(null), [roomTypeId, s.planId, checkin, nights]);

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
  const typedRead = typed === null ? null : readMoney(typed, currency, { field: 'price', locale });
  const refusal = typedRead && !typedRead.ok ? moneyErrorText(locale, typedRead.error, t('booking.price.label')) : null;
  return (
    <section className="booking-panel" aria-labelledby="booking-rooms-title">
      <h2 id="booking-rooms-title">{t('booking.rooms.title')}</h2>
      <fieldset className="booking-row" disabled={locked}>
        {s.roomIds.map((roomId, i) => (
          <label key={i}>
            {t('booking.rooms.room', { n: i + 1 })}
            <select value={roomId ?? ''} onChange={(e) => pickRoom(i, e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
              <option value="">{t('booking.rooms.any')}</option>
              {(free ?? []).map((r) => (
                <option key={r.roomId} value={r.roomId}>
                  {r.housekeepingStatus === 'DIRTY' ? t('booking.rooms.dirty', { room: r.name }) : r.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label>
          {t('booking.price.label')}
          <input
            type="text"
            inputMode="decimal"
            value={typed ?? (s.priceMinor !== null ? majorInput(s.priceMinor, currency) : '')}
            placeholder={majorInput(quotedMinor, currency)}
            aria-invalid={refusal !== null}
            aria-describedby={refusal ? errorId : undefined}
            ref={(el) => el?.setCustomValidity(refusal ?? '')}
            onChange={(e) => {
              const text = e.currentTarget.value;
              if (text.trim() === '') {
                setTyped(null);
                return setPrice(null);
              }
              const r = readMoney(text, currency, { field: 'price', locale });
              setTyped(text);
              if (r.ok) setPrice(r.minor);
            }}
          />
          {refusal && (
            <span id={errorId} className="booking-field-error" role="alert">
              {refusal}
            </span>
          )}
        </label>
        {s.priceChanged && (
          <button
            type="button"
            className="admin-btn admin-btn--small"
            onClick={() => {
              setTyped(null);
              setPrice(null);
            }}
          >
            {t('booking.price.reset')}
          </button>
        )}
      </fieldset>
      <p className="admin-muted">{t('booking.price.quoted', { price: formatMoney(quotedMinor, currency, locale) })}</p>
      {free !== null && free.length === 0 && <p className="admin-muted">{t('booking.rooms.none')}</p>}
    </section>
  );
}
