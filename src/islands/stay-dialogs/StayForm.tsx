import { useId, type ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import './stay-dialogs.css';
import { formatDay } from '../../lib/format.ts';
import type { StayDialogKey, StayTranslate } from './stay-dialogs-i18n.ts';
import type { StayDialogProps } from './types.ts';

/** A stay dialog's frame: the stay it is about, the refusal at the top, the action and Cancel. */
export function StayForm(
  p: Pick<StayDialogProps, 't' | 'locale' | 'stay' | 'busy' | 'error' | 'onClose'> & {
    title: StayDialogKey;
    submit: StayDialogKey;
    onSubmit: () => void;
    children: ReactNode;
    wide?: boolean;
  },
) {
  const { t, stay } = p;
  const formId = useId();
  return (
    <Modal
      title={t(p.title)}
      closeLabel={t('app.close')}
      onClose={p.onClose}
      wide={p.wide ?? false}
      footer={
        <>
          <button type="submit" form={formId} className="admin-btn admin-btn--primary" disabled={p.busy}>
            {p.busy ? t('stayDialogs.working') : t(p.submit)}
          </button>
          <button type="button" className="admin-btn" onClick={p.onClose}>
            {t('stayDialogs.cancel')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="admin-form"
        noValidate={false}
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        <p className="admin-muted">{stayLine(t, p.locale, stay)}</p>
        {p.error && (
          <p role="alert" className="admin-error">
            {p.error}
          </p>
        )}
        {p.children}
      </form>
    </Modal>
  );
}

export const stayLine = (t: StayTranslate, locale: string, stay: StayDialogProps['stay']) =>
  t('stayDialogs.stay', { number: stay.number, guest: stay.guestName, checkin: formatDay(stay.checkin, locale), checkout: formatDay(stay.checkout, locale) });

export const hkLabel = (t: StayTranslate, status: string) => t(`stayDialogs.hk.${status}` as StayDialogKey);
