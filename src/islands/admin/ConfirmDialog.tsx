import { Modal } from './Modal.tsx';
import type { Translate } from './admin-i18n.ts';

/** The spec's confirmation dialog: 'Confirmation !', 'Oui' / 'Non' and a close cross. */
export function ConfirmDialog(props: { t: Translate; text: string; busy?: boolean; onAnswer: (yes: boolean) => void }) {
  const { t } = props;
  return (
    <Modal
      title={t('admin.confirm.title')}
      closeLabel={t('admin.dialog.close')}
      onClose={() => props.onAnswer(false)}
      footer={
        <>
          <button type="button" className="admin-btn admin-btn--danger" disabled={props.busy} onClick={() => props.onAnswer(true)}>
            {t('admin.confirm.yes')}
          </button>
          <button type="button" className="admin-btn" autoFocus onClick={() => props.onAnswer(false)}>
            {t('admin.confirm.no')}
          </button>
        </>
      }
    >
      <p>{props.text}</p>
    </Modal>
  );
}
