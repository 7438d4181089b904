import { useId, type ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import type { Translate } from './details-i18n.ts';

/** A modal form: the API's refusal shows at its top, the form stays open to be corrected. */
export function FormDialog(props: {
  t: Translate;
  title: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = props;
  const formId = useId();
  return (
    <Modal
      title={props.title}
      closeLabel={t('details.form.close')}
      onClose={props.onClose}
      wide={props.wide ?? false}
      footer={
        <>
          <button type="submit" form={formId} className="admin-btn admin-btn--primary" disabled={props.busy}>
            {props.busy ? t('details.form.working') : t('details.form.submit')}
          </button>
          <button type="button" className="admin-btn" onClick={props.onClose}>
            {t('details.form.close')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        {props.error && (
          <p role="alert" className="admin-error">
            {props.error}
          </p>
        )}
        {props.children}
      </form>
    </Modal>
  );
}
