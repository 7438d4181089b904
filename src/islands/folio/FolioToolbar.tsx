import type { FolioT } from './folio-i18n.ts';
import type { FolioDialog } from './use-folio.ts';

/** The folio tab's actions, each opening its dialog. */
export function FolioToolbar(props: { t: FolioT; open: (d: FolioDialog) => void }) {
  const { t, open } = props;
  return (
    <div role="toolbar" aria-label={t('folio.tab')} className="admin-toolbar folio-toolbar">
      <button type="button" className="admin-btn" onClick={() => open('extra')}>
        {t('folio.addExtra')}
      </button>
      <button type="button" className="admin-btn" onClick={() => open('discount')}>
        {t('folio.discount')}
      </button>
      <button type="button" className="admin-btn" onClick={() => open('route')}>
        {t('folio.route')}
      </button>
      <button type="button" className="admin-btn" onClick={() => open('folio')}>
        {t('folio.addFolio')}
      </button>
      <button type="button" className="admin-btn admin-btn--primary" onClick={() => open('pay')}>
        {t('folio.pay')}
      </button>
      <button type="button" className="admin-btn" onClick={() => open('invoice')}>
        {t('folio.invoice')}
      </button>
    </div>
  );
}
