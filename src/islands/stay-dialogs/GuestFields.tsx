import { useMemo } from 'react';
import { countryOptions } from '../../lib/domain/countries.ts';
import { dayPattern } from '../../lib/typed-day.ts';
import { DayField } from '../ui/DayField.tsx';
import type { TDocTypeDto } from '../../lib/domain/rooms-dto.ts';
import type { StayTranslate } from './stay-dialogs-i18n.ts';
import type { GuestDraft } from './types.ts';
import { localName } from '../../lib/i18n/locale.ts';

export const blankGuest = (name = '', isPrimary = false): GuestDraft => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return {
    firstName: rest.length ? first : '',
    lastName: rest.length ? rest.join(' ') : first,
    nationality: '',
    birthDate: '',
    docTypeId: '',
    docNumber: '',
    isPrimary,
  };
};

/** The registration card of each guest: name, nationality (a country picker, ISO code kept), date of birth, identity document. */
export function GuestFields(p: {
  t: StayTranslate;
  locale: 'en' | 'fr';
  today: string;
  guests: GuestDraft[];
  docTypes: TDocTypeDto[];
  onChange: (guests: GuestDraft[]) => void;
}) {
  const { t, guests } = p;
  const countries = useMemo(() => countryOptions(p.locale), [p.locale]);
  const set = (i: number, patch: Partial<GuestDraft>) =>
    p.onChange(guests.map((g, j) => (j === i ? { ...g, ...patch } : patch.isPrimary ? { ...g, isPrimary: false } : g)));
  return (
    <>
      {guests.map((g, i) => (
        <fieldset key={i} className="admin-form__grid stay-guest">
          <legend>{t('stayDialogs.guest', { n: i + 1 })}</legend>
          <label>
            {t('stayDialogs.guest.firstName')}
            <input required maxLength={100} autoComplete="off" value={g.firstName} onChange={(e) => set(i, { firstName: e.target.value })} />
          </label>
          <label>
            {t('stayDialogs.guest.lastName')}
            <input required maxLength={100} autoComplete="off" value={g.lastName} onChange={(e) => set(i, { lastName: e.target.value })} />
          </label>
          <label>
            {t('stayDialogs.guest.nationality')}
            <select required value={g.nationality} onChange={(e) => set(i, { nationality: e.target.value })}>
              <option value="">{t('stayDialogs.guest.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <DayField
            t={t}
            locale={p.locale}
            label={t('stayDialogs.guest.birthDate', { pattern: dayPattern(p.locale) })}
            required
            max={p.today}
            today={p.today}
            value={g.birthDate}
            onChange={(birthDate) => set(i, { birthDate })}
          />
          <label>
            {t('stayDialogs.guest.docType')}
            <select required value={String(g.docTypeId)} onChange={(e) => set(i, { docTypeId: e.target.value ? Number(e.target.value) : '' })}>
              <option value="" />
              {p.docTypes.map((d) => (
                <option key={d.docTypeId} value={String(d.docTypeId)}>
                  {localName(p.locale, d)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('stayDialogs.guest.docNumber')}
            <input required maxLength={64} autoComplete="off" value={g.docNumber} onChange={(e) => set(i, { docNumber: e.target.value })} />
          </label>
          <label className="admin-check">
            <input type="radio" name="stay-primary-guest" checked={g.isPrimary} onChange={() => set(i, { isPrimary: true })} />
            {t('stayDialogs.guest.primary')}
          </label>
          {guests.length > 1 && (
            <button type="button" className="admin-btn admin-btn--small" onClick={() => p.onChange(guests.filter((_, j) => j !== i))}>
              {t('stayDialogs.guest.remove', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {guests.length < 20 && (
        <button type="button" className="admin-btn admin-btn--small stay-add-guest" onClick={() => p.onChange([...guests, blankGuest()])}>
          {t('stayDialogs.guest.add')}
        </button>
      )}
    </>
  );
}

/** The request body's guests: trimmed, the document type a number, one primary. */
export const guestsPayload = (guests: GuestDraft[]) => {
  const primaryAt = Math.max(
    0,
    guests.findIndex((g) => g.isPrimary),
  );
  return guests.map((g, i) => ({
    firstName: g.firstName.trim(),
    lastName: g.lastName.trim(),
    nationality: g.nationality,
    birthDate: g.birthDate,
    docTypeId: Number(g.docTypeId),
    docNumber: g.docNumber.trim(),
    isPrimary: i === primaryAt,
  }));
};
