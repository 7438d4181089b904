import { useEffect, useId, useRef, type ReactNode } from 'react';

/** An accessible modal on the native <dialog>: named by its title, closed by Escape or the cross. */
export function Modal(props: { title: string; closeLabel: string; onClose: () => void; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`admin-modal${props.wide ? ' admin-modal--wide' : ''}`}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <header className="admin-modal__header">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="admin-modal__close" aria-label={props.closeLabel} onClick={props.onClose}>
          ×
        </button>
      </header>
      <div className="admin-modal__body">{props.children}</div>
      {props.footer ? <footer className="admin-modal__footer">{props.footer}</footer> : null}
    </dialog>
  );
}
