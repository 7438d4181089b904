import { Modal } from './Modal.tsx';

/** The labels the confirmation needs, one set for every island (src/lib/i18n/en.ts 'confirm.*'). */
export type ConfirmKey = 'confirm.title' | 'confirm.yes' | 'confirm.no' | 'app.close';
/** The dictionary prefixes a page passes to an island that confirms (messagesFor). */
export const CONFIRM_PREFIXES = ['confirm.', 'app.close'] as const;

/**
 * The spec's confirmation ('Confirmation !', 'Oui' / 'Non', a close cross), the only one of the
 * app: 'Non', the cross and Escape answer no. When the answer starts a call, the box can wait for
 * it (busy) and show its refusal (error) instead of closing.
 */
export function ConfirmBox(props: { t: (key: ConfirmKey) => string; text: string; busy?: boolean; error?: string | null; onAnswer: (yes: boolean) => void }) {
  const { t } = props;
  return (
    <Modal
      title={t('confirm.title')}
      closeLabel={t('app.close')}
      onClose={() => props.onAnswer(false)}
      footer={
        <>
          <button type="button" className="admin-btn admin-btn--danger" disabled={props.busy ?? false} onClick={() => props.onAnswer(true)}>
            {t('confirm.yes')}
          </button>
          <button type="button" className="admin-btn" data-autofocus onClick={() => props.onAnswer(false)}>
            {t('confirm.no')}
          </button>
        </>
      }
    >
      {props.error && (
        <p role="alert" className="admin-error">
          {props.error}
        </p>
      )}
      <p>{props.text}</p>
    </Modal>
  );
}
