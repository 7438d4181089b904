import { useMemo, useState, type FormEvent } from 'react';
import { postJson } from '../../lib/api-client.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import type { operationsEn } from '../../lib/i18n/operations.en.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import type { Photo } from '../../lib/domain/housekeeping-dto.ts';
import { Modal } from '../ui/Modal.tsx';
import { checkPhotoFile, readAsDataUrl } from './photo-file.ts';

type Key = keyof typeof operationsEn;

/** The add-image dialog (operations.md §2.3): Titre, Catégorie, Photo; 'Enregistrer' stores the file and returns the photo object. */
function AddImageDialog(props: {
  t: (k: Key, v?: Record<string, string | number>) => string;
  locale: string;
  onSaved: (p: Photo) => void;
  onClose: () => void;
}) {
  const { t } = props;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const file = form.get('file');
    const refused = file instanceof File ? checkPhotoFile(file) : 'badType';
    if (refused || !(file instanceof File)) return setError(t(refused === 'tooBig' ? 'hk.img.tooBig' : 'hk.img.badType'));
    setBusy(true);
    try {
      const photo = await postJson<Photo>('pms', '/photos', {
        title: String(form.get('title') ?? ''),
        category: String(form.get('category') ?? ''),
        data: await readAsDataUrl(file),
      });
      props.onSaved(photo);
    } catch (err) {
      setError(errorText(err, props.locale));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('hk.img.title')} closeLabel={t('hk.img.close')} onClose={props.onClose}>
      <form className="admin-form" onSubmit={(e) => void submit(e)}>
        <label>
          {t('hk.img.titleField')}
          <input name="title" maxLength={80} />
        </label>
        <label>
          {t('hk.img.category')}
          <input name="category" maxLength={40} />
        </label>
        <label>
          {t('hk.img.file')}
          <input name="file" type="file" accept="image/jpeg,image/png,image/webp" required />
        </label>
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
          {t('hk.img.save')}
        </button>
      </form>
    </Modal>
  );
}

/**
 * Adds an equipment to a room: type, serial, make and photos (each through the add-image dialog),
 * saved through the PMS API; the page then reloads with the new row.
 */
export default function EquipmentEditor(props: { roomId: number; heading: string; locale: string; messages: Messages<Key> }) {
  const t = useMemo(() => translator(props.messages, props.locale), [props.messages, props.locale]);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [dialog, setDialog] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await postJson('pms', '/equipment', {
        roomId: props.roomId,
        type: String(form.get('type') ?? ''),
        serial: String(form.get('serial') ?? ''),
        mark: String(form.get('mark') ?? ''),
        photos,
      });
      location.reload();
    } catch (err) {
      setError(t('hk.eq.failed', { detail: errorText(err, props.locale) }));
      setBusy(false);
    }
  };
  return (
    <section className="admin-form" aria-labelledby="hk-eq-add">
      <h2 id="hk-eq-add">{props.heading}</h2>
      <form onSubmit={(e) => void save(e)} data-equipment-form>
        <div className="admin-form__grid">
          <label>
            {t('hk.eq.type')}
            <input name="type" required maxLength={60} />
          </label>
          <label>
            {t('hk.eq.serial')}
            <input name="serial" maxLength={60} />
          </label>
          <label>
            {t('hk.eq.mark')}
            <input name="mark" maxLength={60} />
          </label>
        </div>
        <fieldset>
          <legend>{t('hk.eq.photos')}</legend>
          {photos.length === 0 ? <p className="admin-muted">{t('hk.eq.noPhoto')}</p> : null}
          <ul className="hk-photos">
            {photos.map((p) => (
              <li key={p.url}>
                <img src={`/api/pms/photos/${p.url}`} alt={p.title} width={56} height={56} className="hk-thumb" />
                <span>{p.title}</span>
                <button
                  type="button"
                  className="admin-btn admin-btn--small"
                  aria-label={t('hk.img.remove', { title: p.title || p.url })}
                  onClick={() => setPhotos((all) => all.filter((x) => x.url !== p.url))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="admin-btn" onClick={() => setDialog(true)}>
            {t('hk.eq.addPhoto')}
          </button>
        </fieldset>
        {error && (
          <p role="alert" className="admin-error">
            {error}
          </p>
        )}
        <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
          {t('hk.eq.save')}
        </button>
      </form>
      {dialog && (
        <AddImageDialog
          t={t}
          locale={props.locale}
          onClose={() => setDialog(false)}
          onSaved={(p) => {
            setPhotos((all) => [...all, p]);
            setDialog(false);
          }}
        />
      )}
    </section>
  );
}
