import { useState } from 'react';
import { postJson } from '../../lib/api-client.ts';
import type { DetailsKey, Translate } from './details-i18n.ts';
import { FormDialog } from './FormDialog.tsx';
import { DayField } from '../ui/DayField.tsx';
import { addDays, daysBetween } from '../../lib/domain/days.ts';
import { formatMoney, majorInput, readMoney, toMinor } from '../../lib/format.ts';
import { moneyErrorText } from '../../lib/i18n/money-error-text.ts';
import { repriceStay } from '../../lib/domain/stay-lines.ts';
import type { StaySummary } from './types.ts';

export interface DialogProps {
  t: Translate;
  stay: StaySummary;
  locale: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  /** Sends the call now, or once the clerk confirms when a confirmation text is given. */
  submit: (call: () => Promise<unknown>, confirmText?: string) => void;
  /** Shows a refusal found before calling the API. */
  fail: (message: string) => void;
}

const path = (stay: StaySummary, tail = '') => `/reservations/${stay.id}${tail}`;
const frame = (p: DialogProps, action: DetailsKey) => ({ t: p.t, title: p.t(action), busy: p.busy, error: p.error, onClose: p.onClose });

/**
 * New dates and/or a new total. Until the clerk types a total, it follows the dates at the same
 * price per night (repriceStay, the rule the server applies), so the total shown is the one saved.
 */
export function EditDialog(p: DialogProps) {
  const { t, stay } = p;
  const [checkin, setCheckin] = useState(stay.checkin);
  const [checkout, setCheckout] = useState(stay.checkout);
  const [typed, setTyped] = useState<string | null>(null);
  const validDates = checkin !== '' && checkout > checkin;
  const following = validDates ? repriceStay(stay.priceMinor, stay, { checkin, checkout }) : stay.priceMinor;
  const price = typed ?? majorInput(following, stay.currency);
  const nights = validDates ? daysBetween(checkin, checkout) : 0;
  const send = () => {
    const read = readMoney(price, stay.currency, { field: 'priceMinor', locale: p.locale });
    if (!read.ok) return p.fail(moneyErrorText(p.locale, read.error, t('details.form.total', { currency: stay.currency })));
    const priceMinor = read.minor;
    const body = {
      ...(checkin !== stay.checkin ? { checkin } : {}),
      ...(checkout !== stay.checkout ? { checkout } : {}),
      ...(typed !== null && priceMinor !== following ? { priceMinor } : {}),
    };
    if (Object.keys(body).length === 0) return p.fail(t('details.form.noChange'));
    p.submit(() => postJson('pms', path(stay), body, 'PUT'));
  };
  const totalMinor = toMinor(price, stay.currency);
  return (
    <FormDialog {...frame(p, 'details.action.edit')} onSubmit={send}>
      <div className="admin-form__grid">
        <DayField t={t} locale={p.locale} label={t('details.form.checkin')} required disabled={stay.status !== 0} value={checkin} onChange={setCheckin} />
        <DayField
          t={t}
          locale={p.locale}
          label={t('details.form.checkout')}
          required
          min={checkin ? addDays(checkin, 1) : undefined}
          value={checkout}
          onChange={setCheckout}
        />
        <label>
          {t('details.form.total', { currency: stay.currency })}
          <input inputMode="decimal" required value={price} onChange={(e) => setTyped(e.target.value)} />
        </label>
      </div>
      {validDates && totalMinor !== null && (
        <p role="status" className="details-new-total">
          {t('details.form.newTotal', { total: formatMoney(totalMinor, stay.currency, p.locale), nights })}
        </p>
      )}
    </FormDialog>
  );
}

export function TagDialog(p: DialogProps) {
  const [tag, setTag] = useState('');
  return (
    <FormDialog
      {...frame(p, 'details.action.addTag')}
      onSubmit={() => p.submit(() => postJson('pms', path(p.stay, `/tag/add/${encodeURIComponent(tag.trim())}`), {}))}
    >
      <label>
        {p.t('details.form.tag')}
        <input required autoFocus maxLength={64} pattern="[A-Za-z0-9\-]+" autoComplete="off" value={tag} onChange={(e) => setTag(e.target.value)} />
        <span className="admin-muted">{p.t('details.form.tagHint')}</span>
      </label>
    </FormDialog>
  );
}

const NOTE_TYPES = ['note', 'request', 'complaint', 'billing', 'housekeeping'] as const;

export function NoteDialog(p: DialogProps) {
  const [message, setMessage] = useState('');
  const [type, setType] = useState<string>('note');
  return (
    <FormDialog {...frame(p, 'details.action.addNote')} onSubmit={() => p.submit(() => postJson('pms', path(p.stay, '/notes'), { message, type }))}>
      <label>
        {p.t('details.form.type')}
        <select value={type} onChange={(e) => setType(e.target.value)}>
          {NOTE_TYPES.map((n) => (
            <option key={n} value={n}>
              {p.t(`details.noteType.${n}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {p.t('details.form.message')}
        <textarea required autoFocus maxLength={2000} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
    </FormDialog>
  );
}

export function CancelDialog(p: DialogProps) {
  const { t, stay } = p;
  const [price, setPrice] = useState(majorInput(0, stay.currency));
  const [reason, setReason] = useState('');
  const send = () => {
    const read = readMoney(price, stay.currency, { field: 'price', locale: p.locale });
    if (!read.ok) return p.fail(moneyErrorText(p.locale, read.error, t('details.form.price', { currency: stay.currency })));
    const minor = read.minor;
    p.submit(
      () => postJson('pms', path(stay, '/cancel'), { price: minor, reason }),
      t('details.confirm.cancel', { number: stay.number, price: formatMoney(minor, stay.currency, p.locale) }),
    );
  };
  return (
    <FormDialog {...frame(p, 'details.action.cancel')} onSubmit={send}>
      <label>
        {t('details.form.price', { currency: stay.currency })}
        <input inputMode="decimal" required value={price} onChange={(e) => setPrice(e.target.value)} />
      </label>
      <label>
        {t('details.form.reason')}
        <textarea required maxLength={500} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
    </FormDialog>
  );
}
