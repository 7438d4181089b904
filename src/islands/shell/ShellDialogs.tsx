import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $dialog, answerConfirm, answerImage, closeDialog, type Photo } from '../../lib/stores/dialog.ts';
import { useShellT as useTranslation } from './ShellI18n.tsx';
import { Modal, icon } from './Modal.tsx';
import { ConfirmBox } from '../ui/ConfirmBox.tsx';

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

function AddImage({ categories }: { categories: string[] }) {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const onSubmit = async (e: { preventDefault(): void; currentTarget: HTMLFormElement }) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get('photo');
    if (!(file instanceof File) || file.size === 0) {
      setError(t('shell.dialog.image.missing'));
      return;
    }
    const photo: Photo = {
      title: String(form.get('title') ?? '').trim(),
      category: String(form.get('category') ?? '').trim(),
      url: file.name,
      file,
      data: await readDataUrl(file),
    };
    answerImage(photo);
  };
  return (
    <Modal
      title={t('shell.dialog.image.title')}
      onDismiss={() => answerImage(undefined)}
      footer={<button type="submit" form="add-image-form" className="button button-primary">{t('shell.dialog.image.save')}</button>}
    >
      <form className="dialog-form" id="add-image-form" onSubmit={(e) => void onSubmit(e)}>
        <label>{t('shell.dialog.image.titleField')}<input name="title" type="text" maxLength={120} /></label>
        <label>
          {t('shell.dialog.image.category')}
          {categories.length ? (
            <select name="category">{categories.map((c) => <option key={c}>{c}</option>)}</select>
          ) : (
            <input name="category" type="text" maxLength={60} />
          )}
        </label>
        <label>{t('shell.dialog.image.photo')}<input name="photo" type="file" accept="image/*" /></label>
        {error && <p className="form-error" role="alert">{error}</p>}
      </form>
    </Modal>
  );
}

let openings = 0;

/** The common dialogs: confirmation, success (tick), info-problem, add-image; driven by $dialog. */
export default function ShellDialogs() {
  const { t } = useTranslation();
  const dialog = useStore($dialog);
  // A fresh <dialog> per opening: each one runs showModal() once.
  const serial = useMemo(() => ++openings, [dialog]);
  if (dialog.kind === 'none') return null;

  if (dialog.kind === 'confirm') {
    return <ConfirmBox key={serial} t={t} text={dialog.text ?? t('confirm.text')} onAnswer={answerConfirm} />;
  }
  if (dialog.kind === 'image') return <AddImage key={serial} categories={dialog.categories} />;
  const success = dialog.kind === 'success';
  return (
    <Modal key={serial} title={t(success ? 'shell.dialog.success.title' : 'shell.dialog.info.title')} onDismiss={closeDialog}>
      <div className={success ? 'dialog-message is-success' : 'dialog-message is-info'}>
        {success ? <img src="/icons/check-circle.svg" alt="✓" width="40" height="40" className="tick" /> : icon('alert', '2.2rem')}
        <p>{dialog.message}</p>
      </div>
    </Modal>
  );
}
