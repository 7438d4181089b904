import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside the dialog, in order (those shown). */
const tabbables = (d: HTMLElement) => [...d.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);

/**
 * An accessible modal on the native <dialog>: named by its title, closed by Escape or the cross.
 * It opens on the element marked data-autofocus, else on its first field.
 * Tab and Shift+Tab go round inside it (the browser would let them leave for its own toolbar), and
 * when it closes the focus goes back to what opened it (the button the clerk pressed), or, when the
 * action took that away (Check in, once done), to the opener's toolbar.
 */
export function Modal(props: { title: string; closeLabel: string; onClose: () => void; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const d = ref.current;
    // Still the opener's focus: the dialog is in the document but not shown yet.
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const name = opener?.textContent ?? '';
    const group = opener?.closest<HTMLElement>('[role="toolbar"], astro-island') ?? null;
    if (d && !d.open) {
      d.showModal();
      // React's autoFocus runs before the dialog shows, and the browser then picks the close cross:
      // the dialog's own choice (data-autofocus), else its first field, takes the focus.
      const body = d.querySelector<HTMLElement>('.admin-modal__body');
      const initial = d.querySelector<HTMLElement>('[data-autofocus]') ?? (body ? tabbables(body)[0] : undefined);
      initial?.focus();
    }
    return () => {
      if (d?.open) d.close();
      const at = document.activeElement;
      const lost = !at || at === document.body || !at.isConnected || !!d?.contains(at);
      if (!lost) return;
      const near = group?.isConnected ? tabbables(group).filter((el) => !d?.contains(el)) : [];
      const back = opener?.isConnected ? opener : (near.find((el) => el.textContent === name) ?? near[0]);
      back?.focus();
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const list = tabbables(ref.current);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) return;
    const at = document.activeElement;
    if (e.shiftKey && (at === first || !ref.current.contains(at))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (at === last || !ref.current.contains(at))) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`admin-modal${props.wide ? ' admin-modal--wide' : ''}`}
      onKeyDown={onKeyDown}
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
