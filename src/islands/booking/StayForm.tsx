import { useStore } from '@nanostores/react';
import {
  $booking, $bookingMode, addKid, checkoutOf, MAX_ADULTS, MAX_KIDS, MAX_NIGHTS, MAX_ROOMS, removeKid, setAdults, setCheckin, setCheckout, setForced,
  setKidAge, setNights, setRooms, setSegment,
} from '../../lib/stores/booking-draft.ts';
import { $bookingBusy } from '../../lib/stores/booking-draft-actions.ts';
import type { BookingT } from './booking-i18n.ts';

export interface SegmentChoice {
  segmentId: number;
  name: string;
  channel: number;
}

const AGES = Array.from({ length: 18 }, (_, i) => i);
/** A number field being retyped is empty for a moment: that is no value, not 0. */
const num = (set: (n: number) => void) => (e: { currentTarget: HTMLInputElement }) => {
  const n = e.currentTarget.valueAsNumber;
  if (!Number.isNaN(n)) set(n);
};

/** Dates (check-in with nights or check-out, in step), guests with kid ages, rooms, segment and channel. */
export function StayForm(props: { t: BookingT; segments: SegmentChoice[]; onSearch: () => void }) {
  const { t } = props;
  const s = useStore($booking);
  const mode = useStore($bookingMode);
  const busy = useStore($bookingBusy);
  const locked = s.hold !== null;
  return (
    <form
      className="booking-panel booking-stay"
      aria-labelledby="booking-stay-title"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch();
      }}
    >
      <h2 id="booking-stay-title">{t('booking.stay.title')}</h2>
      <fieldset className="booking-row" disabled={locked}>
        <label>{t('booking.stay.checkin')}
          <input type="date" value={s.checkin} min={mode.today || undefined} required onChange={(e) => setCheckin(e.currentTarget.value)} />
        </label>
        <label>{t('booking.stay.nights')}
          <input type="number" min={1} max={MAX_NIGHTS} value={s.nights} required onChange={num(setNights)} />
        </label>
        <label>{t('booking.stay.checkout')}
          <input type="date" value={s.checkin ? checkoutOf(s) : ''} min={s.checkin || undefined} required onChange={(e) => setCheckout(e.currentTarget.value)} />
        </label>
        <label>{t('booking.stay.adults')}
          <input type="number" min={1} max={MAX_ADULTS} value={s.adults} required onChange={num(setAdults)} />
        </label>
        <label>{t('booking.stay.rooms')}
          <input type="number" min={1} max={MAX_ROOMS} value={s.rooms} required onChange={num(setRooms)} />
        </label>
      </fieldset>
      <fieldset className="booking-row booking-kids" disabled={locked}>
        <legend>{t('booking.stay.kids')}</legend>
        {s.kidAges.map((age, i) => (
          <span className="booking-kid" key={i}>
            <label>{t('booking.stay.kidAge', { n: i + 1 })}
              <select value={age} onChange={(e) => setKidAge(i, Number(e.currentTarget.value))}>
                {AGES.map((a) => <option key={a} value={a}>{t('booking.stay.years', { n: a, count: a })}</option>)}
              </select>
            </label>
            <button type="button" className="admin-btn admin-btn--small" aria-label={t('booking.stay.removeKid', { n: i + 1 })} onClick={() => removeKid(i)}>×</button>
          </span>
        ))}
        {s.kidAges.length < MAX_KIDS && <button type="button" className="admin-btn admin-btn--small" onClick={() => addKid()}>{t('booking.stay.addKid')}</button>}
      </fieldset>
      {!mode.partner && (
        <fieldset className="booking-row" disabled={locked}>
          <label>{t('booking.stay.segment')}
            <select
              value={s.segmentId ?? ''}
              onChange={(e) => setSegment(props.segments.find((g) => g.segmentId === Number(e.currentTarget.value)) ?? null)}
            >
              <option value="">{t('booking.stay.segmentNone')}</option>
              {props.segments.map((g) => <option key={g.segmentId} value={g.segmentId}>{g.name}</option>)}
            </select>
          </label>
          <output className="booking-channel">{s.channel !== null ? t('booking.stay.channel', { channel: s.channel }) : t('booking.stay.channelDefault')}</output>
          {mode.canForce && (
            <label className="booking-check">
              <input type="checkbox" checked={s.forced} onChange={(e) => setForced(e.currentTarget.checked)} />
              {t('booking.stay.forced')}
            </label>
          )}
        </fieldset>
      )}
      <div className="booking-actions">
        <button type="submit" className="admin-btn admin-btn--primary" disabled={locked || busy !== null}>
          {busy === 'quote' ? t('booking.stay.searching') : t('booking.stay.search')}
        </button>
      </div>
    </form>
  );
}
