import { useEffect, useMemo } from 'react';
import { apiJson, postJson } from '../../lib/api-client.ts';
import { runQuote, type BookingApi, type BookingTexts } from '../../lib/stores/booking-draft-actions.ts';
import { startBooking } from '../../lib/stores/booking-draft-persist.ts';
import { $booking } from '../../lib/stores/booking-draft.ts';
import { BookedPanel } from './BookedPanel.tsx';
import { ClientSection } from './ClientSection.tsx';
import { HoldBar } from './HoldBar.tsx';
import { QuoteTable } from './QuoteTable.tsx';
import { RoomChoice } from './RoomChoice.tsx';
import { StayForm, type SegmentChoice } from './StayForm.tsx';
import { translator, type BookingMessages } from './booking-i18n.ts';
import { focusResult } from './focus-result.ts';
import { planRefusalText } from './plan-text.ts';
import './booking.css';

const api: BookingApi = {
  get: (service, path) => apiJson(service, path),
  post: (service, path, body) => postJson(service, path, body),
};

/**
 * /front-desk/reservations-management: search (dates, guests, segment), the quote per room type,
 * the rooms, the client, then hold and confirm. The draft is the $booking store, kept in this
 * tab's sessionStorage under the user's and hotel's key.
 */
export default function NewReservation(props: {
  locale: 'en' | 'fr';
  messages: BookingMessages;
  today: string;
  storageKey: string;
  segments: SegmentChoice[];
  partner: { id: number; name: string } | null;
  canForce: boolean;
}) {
  const t = useMemo(() => translator(props.messages, props.locale), [props.messages, props.locale]);
  const texts = useMemo<BookingTexts>(
    () => ({
      booked: (number) => t('booking.toast.booked', { number }),
      open: t('booking.toast.open'),
      holdExpired: t('booking.toast.holdExpired'),
      partlyBooked: (done, of) => t('booking.toast.partly', { done, of }),
      refusal: (err) => planRefusalText(err, props.locale, $booking.get().quote?.plans ?? []),
    }),
    [t, props.locale],
  );
  const { today, storageKey, canForce } = props;
  const partnerId = props.partner?.id;
  const partnerName = props.partner?.name ?? '';
  useEffect(() => {
    let storage: Storage | null;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = null;
    }
    const partner = partnerId === undefined ? null : { id: partnerId, name: partnerName };
    return startBooking({ today, partner, canForce }, storage, storageKey);
  }, [today, storageKey, partnerId, partnerName, canForce]);
  return (
    <div className="booking">
      <BookedPanel t={t} locale={props.locale} />
      <StayForm
        t={t}
        locale={props.locale}
        segments={props.segments}
        onSearch={() => void runQuote(api).then((ok) => ok && focusResult('booking-quote-title'))}
      />
      <QuoteTable t={t} locale={props.locale} />
      {!props.partner && <RoomChoice t={t} locale={props.locale} />}
      <ClientSection t={t} locale={props.locale} />
      <HoldBar t={t} locale={props.locale} api={api} texts={texts} />
    </div>
  );
}
