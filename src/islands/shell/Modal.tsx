import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useShellT as useTranslation } from './ShellI18n.tsx';

export const icon = (name: string, size = '1.15em') => (
  <span className="icon" style={{ ['--icon-url' as string]: `url(/icons/${name}.svg)`, ['--icon-size' as string]: size }} aria-hidden="true" />
);

/**
 * A modal on the native <dialog> (focus trap, Escape, top layer, role dialog named by its
 * title), light enough for every page; Web Awesome stays in the feature islands.
 */
export function Modal({ title, onDismiss, children, footer, dismissible = true, className }: {
  title: string; onDismiss: () => void; children: ReactNode; footer?: ReactNode; dismissible?: boolean; className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={className ? `shell-modal ${className}` : 'shell-modal'}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (dismissible) onDismiss();
      }}
    >
      <header className="shell-modal-header">
        <h2 id={titleId}>{title}</h2>
        {dismissible && <button type="button" className="icon-button" aria-label={t('app.close')} onClick={onDismiss}>{icon('x')}</button>}
      </header>
      <div className="shell-modal-body">{children}</div>
      {footer && <footer className="dialog-actions">{footer}</footer>}
    </dialog>
  );
}

