import type { Translate } from './details-i18n.ts';
import type { DocTypeOption, GuestDraft } from './types.ts';

/** The registration card of each guest: name, nationality, date of birth, identity document. */
export function GuestFields(props: { t: Translate; guests: GuestDraft[]; docTypes: DocTypeOption[]; onChange: (guests: GuestDraft[]) => void }) {
  const { t, guests } = props;
  const set = (i: number, patch: Partial<GuestDraft>) =>
    props.onChange(guests.map((g, j) => (j === i ? { ...g, ...patch } : patch.isPrimary ? { ...g, isPrimary: false } : g)));
  const blank: GuestDraft = { firstName: '', lastName: '', nationality: '', birthDate: '', docTypeId: props.docTypes[0]?.id ?? '', docNumber: '', isPrimary: false };
  return (
    <>
      {guests.map((g, i) => (
        <fieldset key={i} className="details-guest">
          <legend>{t('details.form.guest', { n: i + 1 })}</legend>
          <label>{t('details.form.firstName')}<input required maxLength={100} value={g.firstName} onChange={(e) => set(i, { firstName: e.target.value })} /></label>
          <label>{t('details.form.lastName')}<input required maxLength={100} value={g.lastName} onChange={(e) => set(i, { lastName: e.target.value })} /></label>
          <label>
            {t('details.form.nationality')}
            <input required pattern="[A-Za-z]{2}" maxLength={2} size={3} autoComplete="off" value={g.nationality} onChange={(e) => set(i, { nationality: e.target.value.toUpperCase() })} />
          </label>
          <label>{t('details.form.birthDate')}<input required type="date" value={g.birthDate} onChange={(e) => set(i, { birthDate: e.target.value })} /></label>
          <label>
            {t('details.form.docType')}
            <select required value={String(g.docTypeId)} onChange={(e) => set(i, { docTypeId: e.target.value ? Number(e.target.value) : '' })}>
              <option value="" />
              {props.docTypes.map((d) => <option key={d.id} value={String(d.id)}>{d.name}</option>)}
            </select>
          </label>
          <label>{t('details.form.docNumber')}<input required maxLength={64} value={g.docNumber} onChange={(e) => set(i, { docNumber: e.target.value })} /></label>
          <label className="admin-check">
            <input type="radio" name="details-primary" checked={g.isPrimary} onChange={() => set(i, { isPrimary: true })} />
            {t('details.form.primary')}
          </label>
          {guests.length > 1 && (
            <button type="button" className="admin-btn admin-btn--small" onClick={() => props.onChange(guests.filter((_, j) => j !== i))}>
              {t('details.form.removeGuest', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      {guests.length < 20 && (
        <button type="button" className="admin-btn admin-btn--small details-add-guest" onClick={() => props.onChange([...guests, blank])}>{t('details.form.addGuest')}</button>
      )}
    </>
  );
}

/** The request body's guests: trimmed, the country code upper-case, the document type a number. */
export const guestsPayload = (guests: GuestDraft[]) =>
  guests.map((g) => ({ ...g, firstName: g.firstName.trim(), lastName: g.lastName.trim(), nationality: g.nationality.trim().toUpperCase(), docNumber: g.docNumber.trim(), docTypeId: Number(g.docTypeId) }));
