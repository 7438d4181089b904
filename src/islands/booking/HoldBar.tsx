import { useEffect, useState } from 'react';
import { planName } from '../../lib/i18n/plan-name.ts';
import { useStore } from '@nanostores/react';
import { $booking } from '../../lib/stores/booking-draft.ts';
import {
  $bookingBusy,
  bookForced,
  confirmDraft,
  expireHold,
  holdDraft,
  releaseHold,
  type BookingApi,
  type BookingTexts,
} from '../../lib/stores/booking-draft-actions.ts';
import { bookingWithoutHold, type Problem } from '../../lib/stores/booking-draft-requests.ts';
import { focusResult } from './focus-result.ts';
import { formatTime } from '../../lib/format.ts';
import type { BookingT } from './booking-i18n.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
};

/** Time left on the hold, every second; at zero the hold is dropped (its units are back on sale). */
function Countdown(props: { t: BookingT; expiresAt: string; confirmed: boolean; texts: BookingTexts }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (props.confirmed) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      expireHold(at, props.texts);
    }, 1000);
    return () => clearInterval(timer);
  }, [props.expiresAt, props.confirmed, props.texts]);
  if (props.confirmed) return null;
  return (
    <span className="booking-countdown" role="timer" aria-live="off">
      {props.t('booking.hold.left', { left: clock(Date.parse(props.expiresAt) - now) })}
    </span>
  );
}

/** Hold the chosen rooms, then confirm (one reservation per room) or release them. */
export function HoldBar(props: { t: BookingT; locale: string; api: BookingApi; texts: BookingTexts }) {
  const { t } = props;
  const s = useStore($booking);
  const busy = useStore($bookingBusy);
  const [problems, setProblems] = useState<Problem[]>([]);
  const hold = s.hold;
  const type = s.quote?.roomTypes.find((rt) => rt.roomTypeId === (hold?.roomTypeId ?? s.roomTypeId));
  const plan = s.planId === null ? undefined : (s.quote?.plans ?? []).find((p) => p.planId === s.planId);
  const held = `${type?.name ?? `#${hold?.roomTypeId}`}${plan ? ` (${planName(props.locale, plan)})` : ''}`;
  useEffect(() => setProblems([]), [s.quote, s.roomTypeId, s.client, s.draft]);
  return (
    <section className="booking-panel booking-holdbar" aria-label={t('booking.hold.hold')}>
      {problems.length > 0 && (
        <ul id="booking-problems" tabIndex={-1} className="admin-error booking-problems" role="alert">
          {problems.map((p) => (
            <li key={p}>{t(p)}</li>
          ))}
        </ul>
      )}
      {s.cancelled && !hold && (
        <p className="admin-muted" role="status">
          {t('booking.hold.released')}
        </p>
      )}
      {!hold && bookingWithoutHold(s) && (
        <button
          type="button"
          className="admin-btn admin-btn--primary admin-btn--danger"
          disabled={busy !== null}
          onClick={async () => {
            const found = await bookForced(props.api, props.texts);
            setProblems(found);
            focusResult(found.length > 0 ? 'booking-problems' : 'booking-booked-title');
          }}
        >
          {busy === 'confirm' ? t('booking.hold.confirming') : t('booking.hold.forcedBook')}
        </button>
      )}
      {!hold && !bookingWithoutHold(s) && (
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          disabled={busy !== null}
          onClick={async () => {
            const found = await holdDraft(props.api);
            setProblems(found);
            focusResult(found.length > 0 ? 'booking-problems' : 'booking-hold-status');
          }}
        >
          {busy === 'hold' ? t('booking.hold.holding') : t('booking.hold.hold')}
        </button>
      )}
      {hold && (
        <div className="booking-held">
          <p id="booking-hold-status" tabIndex={-1} role="status">
            {t('booking.hold.held', {
              units: hold.units,
              type: held,
              time: formatTime(hold.expiresAt, props.locale, undefined, { seconds: true }),
            })}
          </p>
          <Countdown t={t} expiresAt={hold.expiresAt} confirmed={hold.status === 'confirmed'} texts={props.texts} />
          <div className="booking-actions">
            <button
              type="button"
              className="admin-btn admin-btn--primary"
              disabled={busy !== null}
              onClick={() => void confirmDraft(props.api, props.texts).then((booked) => booked.length > 0 && focusResult('booking-booked-title'))}
            >
              {busy === 'confirm' ? t('booking.hold.confirming') : t('booking.hold.confirm')}
            </button>
            <button type="button" className="admin-btn admin-btn--danger" disabled={busy !== null} onClick={() => void releaseHold(props.api)}>
              {t('booking.hold.release')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
