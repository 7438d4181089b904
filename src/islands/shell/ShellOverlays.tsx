import { useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { useShellT as useTranslation } from './ShellI18n.tsx';
import { $spinner } from '../../lib/stores/layout.ts';
import { $toasts, dismissToast } from '../../lib/stores/toasts.ts';
import { ShellI18nRoot as I18nRoot, type I18nProps } from './ShellI18n.tsx';

import ShellDialogs from './ShellDialogs.tsx';

const noSubscription = () => () => {};
/**
 * False while React hydrates the server's HTML, true after. Another island may push a toast before
 * this one hydrates (the desk lists' flash after a reload); rendering it during hydration would not
 * match the server's empty stack (React error #418), so the stores show from the first client render on.
 */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

function Overlays() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const storedToasts = useStore($toasts);
  const storedSpinner = useStore($spinner);
  const toasts = hydrated ? storedToasts : [];
  const spinner = hydrated ? storedSpinner : { ...storedSpinner, visible: false };
  return (
    <>
      <div className="toast-stack" aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.variant}`} role={toast.variant === 'danger' ? 'alert' : 'status'}>
            <span className="toast-text">{toast.failure ? t(`shell.toast.failed.${toast.failure.kind}`, { detail: toast.failure.detail.replace(/\.?$/, '.') }) : toast.message}</span>
            {toast.link && <a className="toast-link" href={toast.link.href}>{toast.link.label}</a>}
            <button type="button" className="icon-button" aria-label={t('shell.toast.close')} onClick={() => dismissToast(toast.id)}>
              <span className="icon" style={{ ['--icon-url' as string]: 'url(/icons/x.svg)' }} aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
      {spinner.visible && (
        <div className="global-spinner" role="alertdialog" aria-modal="true" aria-busy="true" aria-label={spinner.message || t('app.loading')}>
          <span className="spinner-ring" aria-hidden="true" />
          {spinner.message && <p className="global-spinner-text">{spinner.message}</p>}
          {spinner.hint && <p className="global-spinner-hint">{spinner.hint}</p>}
        </div>
      )}
      <ShellDialogs />
    </>
  );
}

/** Toasts, the full-screen spinner and the common dialogs, driven by the $toasts, $spinner and $dialog stores. */
export default function ShellOverlays({ locale, messages }: I18nProps) {
  return (
    <I18nRoot locale={locale} messages={messages}>
      <Overlays />
    </I18nRoot>
  );
}
