import type { ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import type { FolioT } from './folio-i18n.ts';
import type { FolioWrite } from './use-folio.ts';

/** What every folio dialog gets from the panel. */
export interface FolioDialogProps {
  t: FolioT;
  busy: boolean;
  /** The API's refusal of the dialog's last save. */
  error: string | null;
  onClose: () => void;
  save: (write: FolioWrite) => Promise<void>;
}

/**
 * The frame of a folio dialog: its title, the form (id folio-form, which the footer's Save
 * submits), Save and Cancel. The dialog's error, if any, is shown at the top of the form.
 */
export function DialogShell(props: {
  t: FolioT;
  title: string;
  busy: boolean;
  error: string | null;
  submitLabel?: string | undefined;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = props;
  return (
    <Modal
      title={props.title}
      closeLabel={t('folio.cancel')}
      onClose={props.onClose}
      footer={
        <>
          <button type="submit" form="folio-form" className="admin-btn admin-btn--primary" disabled={props.busy}>
            {props.submitLabel ?? t('folio.save')}
          </button>
          <button type="button" className="admin-btn" onClick={props.onClose}>
            {t('folio.cancel')}
          </button>
        </>
      }
    >
      <form
        id="folio-form"
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
