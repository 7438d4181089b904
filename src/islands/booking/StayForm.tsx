import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { refuseAdults, refuseCheckin, refuseCheckout, refuseNights, refuseRooms, type FieldRefusal } from '../../lib/stores/booking-fields.ts';
import {
  $booking,
  $bookingMode,
  addKid,
  checkoutOf,
  MAX_ADULTS,
  MAX_KIDS,
  MAX_NIGHTS,
  MAX_ROOMS,
  removeKid,
  setAdults,
  setCheckin,
  setCheckout,
  setForced,
  setKidAge,
  setNights,
  setRooms,
  setSegment,
} from '../../lib/stores/booking-draft.ts';
import { $bookingBusy } from '../../lib/stores/booking-draft-actions.ts';
import { formatDay } from '../../lib/format.ts';
import { DayField } from '../ui/DayField.tsx';
import type { BookingT } from './booking-i18n.ts';

export interface SegmentChoice {
  segmentId: number;
  name: string;
  channel: number;
  /** The channel's name in the reader's language ("Agences de voyages et voyagistes"), not its number. */
  channelName?: string;
}

const AGES = Array.from({ length: 18 }, (_, i) => i);
/**
 * A field of the search that never changes what was typed: the text stays as it is, a value the
 * draft cannot take is refused with a message beside the field (and blocks the search), a value
 * it can take goes to the draft. The draft's own changes (check-out from nights …) show when the
 * field is not being edited.
 */
function Checked(p: {
  t: BookingT;
  label: string;
  value: string;
  refuse: (text: string) => FieldRefusal | null;
  onValue: (text: string) => void;
  min?: string | number | undefined;
  max?: string | number | undefined;
}) {
  const id = useId();
  const [text, setText] = useState(p.value);
  /** A refused value the clerk typed and has not corrected yet. */
  const [held, setHeld] = useState(false);
  // The draft moved (check-out from nights, a restored draft …): show it, unless a refused value is being corrected.
  useEffect(() => {
    if (!held) setText(p.value);
  }, [p.value, held]);
  const refusal = p.refuse(text);
  const message = refusal ? p.t(refusal.key, refusal.vars) : '';
  const speak = message !== '';
  return (
    <label>
      {p.label}
      <input
        type="number"
        value={text}
        min={p.min}
        max={p.max}
        required
        aria-invalid={refusal !== null}
        aria-describedby={speak ? id : undefined}
        ref={(el) => el?.setCustomValidity(message)}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          const ok = p.refuse(next) === null;
          setHeld(!ok);
          if (ok) p.onValue(next);
        }}
      />
      {speak && (
        <span id={id} className="booking-field-error" role="alert">
          {message}
        </span>
      )}
    </label>
  );
}

/**
 * A day of the search: typed or chosen on the calendar (DayField). A real day the draft refuses
 * (before today, too many nights …) is held with the draft's own reason beside the field; the
 * draft only gets days it takes.
 */
function CheckedDay(p: {
  t: BookingT;
  locale: string;
  label: string;
  value: string;
  today: string;
  refuse: (day: string) => FieldRefusal | null;
  onValue: (day: string) => void;
}) {
  const [held, setHeld] = useState<string | null>(null);
  const refusal = held === null ? null : p.refuse(held);
  const vars =
    refusal?.vars && typeof refusal.vars['today'] === 'string' ? { ...refusal.vars, today: formatDay(refusal.vars['today'], p.locale) } : refusal?.vars;
  return (
    <DayField
      t={p.t}
      locale={p.locale}
      label={p.label}
      value={held ?? p.value}
      today={p.today || undefined}
      required
      error={refusal ? p.t(refusal.key, vars) : null}
      onChange={(day) => {
        // '': the field says why (not a date, before the first day it takes); the draft keeps its day.
        if (day === '') return;
        const refused = p.refuse(day) !== null;
        setHeld(refused ? day : null);
        if (!refused) p.onValue(day);
      }}
    />
  );
}

/** Dates (check-in with nights or check-out, in step), guests with kid ages, rooms, segment and channel. */
export function StayForm(props: { t: BookingT; locale: string; segments: SegmentChoice[]; onSearch: () => void }) {
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
        <CheckedDay
          t={t}
          locale={props.locale}
          label={t('booking.stay.checkin')}
          value={s.checkin}
          today={mode.today}
          refuse={(v) => refuseCheckin(v, mode.today)}
          onValue={setCheckin}
        />
        <Checked
          t={t}
          label={t('booking.stay.nights')}
          value={String(s.nights)}
          min={1}
          max={MAX_NIGHTS}
          refuse={refuseNights}
          onValue={(v) => setNights(Number(v))}
        />
        <CheckedDay
          t={t}
          locale={props.locale}
          label={t('booking.stay.checkout')}
          value={s.checkin ? checkoutOf(s) : ''}
          today={mode.today}
          refuse={(v) => refuseCheckout(v, s.checkin)}
          onValue={setCheckout}
        />
        <Checked
          t={t}
          label={t('booking.stay.adults')}
          value={String(s.adults)}
          min={1}
          max={MAX_ADULTS}
          refuse={refuseAdults}
          onValue={(v) => setAdults(Number(v))}
        />
        <Checked
          t={t}
          label={t('booking.stay.rooms')}
          value={String(s.rooms)}
          min={1}
          max={MAX_ROOMS}
          refuse={refuseRooms}
          onValue={(v) => setRooms(Number(v))}
        />
      </fieldset>
      <fieldset className="booking-row booking-kids" disabled={locked}>
        <legend>{t('booking.stay.kids')}</legend>
        {s.kidAges.map((age, i) => (
          <span className="booking-kid" key={i}>
            <label>
              {t('booking.stay.kidAge', { n: i + 1 })}
              <select value={age} onChange={(e) => setKidAge(i, Number(e.currentTarget.value))}>
                {AGES.map((a) => (
                  <option key={a} value={a}>
                    {t('booking.stay.years', { n: a, count: a })}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="admin-btn admin-btn--small" aria-label={t('booking.stay.removeKid', { n: i + 1 })} onClick={() => removeKid(i)}>
              ×
            </button>
          </span>
        ))}
        {s.kidAges.length < MAX_KIDS && (
          <button type="button" className="admin-btn admin-btn--small" onClick={() => addKid()}>
            {t('booking.stay.addKid')}
          </button>
        )}
      </fieldset>
      {!mode.partner && (
        <fieldset className="booking-row" disabled={locked}>
          <label>
            {t('booking.stay.segment')}
            <select value={s.segmentId ?? ''} onChange={(e) => setSegment(props.segments.find((g) => g.segmentId === Number(e.currentTarget.value)) ?? null)}>
              <option value="">{t('booking.stay.segmentNone')}</option>
              {props.segments.map((g) => (
                <option key={g.segmentId} value={g.segmentId}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <output className="booking-channel">
            {s.channel !== null
              ? t('booking.stay.channel', { channel: props.segments.find((g) => g.channel === s.channel)?.channelName ?? s.channel })
              : t('booking.stay.channelDefault')}
          </output>
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
