import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $booking, updateDraft } from '../../lib/stores/booking-draft.ts';
import { countries } from './countries.ts';
import type { BookingKey, BookingT } from './booking-i18n.ts';

const CIVILITES = ['M.', 'Mme', 'Mlle'] as const;

/** The client info draft (front-office.md §3): a new natural person created with the booking. */
export function ClientDraftForm(props: { t: BookingT; locale: string; guestOnly?: boolean }) {
  const { t } = props;
  const s = useStore($booking);
  const d = s.draft;
  const list = useMemo(() => countries(props.locale), [props.locale]);
  const text = (
    field: 'firstName' | 'lastName' | 'phone' | 'email' | 'city',
    label: BookingKey,
    extra: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) => (
    <label>
      {t(label)}
      <input
        type={extra.type ?? 'text'}
        value={d[field]}
        maxLength={100}
        autoComplete={extra.autoComplete}
        required={extra.required}
        onChange={(e) => updateDraft(field, e.currentTarget.value)}
      />
    </label>
  );
  if (props.guestOnly) {
    return (
      <fieldset className="booking-row" disabled={s.hold !== null}>
        <legend>{t('booking.client.partnerGuest')}</legend>
        {text('firstName', 'booking.client.firstName', { autoComplete: 'off' })}
        {text('lastName', 'booking.client.lastName', { autoComplete: 'off' })}
      </fieldset>
    );
  }
  return (
    <fieldset className="booking-row booking-draft" disabled={s.hold !== null}>
      <legend>{t('booking.client.new')}</legend>
      <label>
        {t('booking.client.civilite')}
        <select value={d.civilite} onChange={(e) => updateDraft('civilite', e.currentTarget.value)}>
          <option value="">{t('booking.client.civilite.none')}</option>
          {CIVILITES.map((c) => (
            <option key={c} value={c}>
              {t(`booking.client.civilite.${c}`)}
            </option>
          ))}
        </select>
      </label>
      {text('firstName', 'booking.client.firstName', { autoComplete: 'off' })}
      {text('lastName', 'booking.client.lastName', { autoComplete: 'off', required: true })}
      <label>
        {t('booking.client.country')}
        <select
          value={d.countryCode}
          onChange={(e) => {
            const code = e.currentTarget.value;
            updateDraft('countryCode', code);
            updateDraft('countryName', list.find((c) => c.code === code)?.name ?? '');
          }}
        >
          <option value="">{t('booking.client.countryNone')}</option>
          {list.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {text('phone', 'booking.client.phone', { type: 'tel', autoComplete: 'off' })}
      {text('email', 'booking.client.email', { type: 'email', autoComplete: 'off' })}
      {text('city', 'booking.client.city', { autoComplete: 'off' })}
    </fieldset>
  );
}
