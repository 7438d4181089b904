/**
 * Toasts, the full-screen spinner and the common dialogs (confirmation, success, information,
 * add-image), driven by the $toasts, $spinner and $dialog stores: React islands push to the same
 * stores. The server renders the containers and the dialogs' templates with their labels.
 */
import { $dialog, answerConfirm, answerImage, closeDialog, type DialogState, type Photo } from '../lib/stores/dialog.ts';
import { $spinner } from '../lib/stores/layout.ts';
import { $toasts, dismissToast } from '../lib/stores/toasts.ts';
import { messagesOf, toastText, translator } from './shell-text.ts';

const overlaysT = () => translator(messagesOf(document.querySelector<HTMLElement>('[data-shell-overlays]')));

function fromTemplate<E extends HTMLElement>(name: string): E | null {
  const tpl = document.querySelector<HTMLTemplateElement>(`template[data-shell-template="${name}"]`);
  return (tpl?.content.firstElementChild?.cloneNode(true) as E | undefined) ?? null;
}

/** Adds the toasts the stack lacks and removes the dismissed ones; a toast shown stays the same node (announced once). */
function renderToasts(): void {
  const stack = document.querySelector<HTMLElement>('[data-toast-stack]');
  if (!stack) return;
  const toasts = $toasts.get();
  const ids = new Set(toasts.map((t) => String(t.id)));
  for (const el of [...stack.children] as HTMLElement[]) if (!ids.has(el.dataset['toastId'] ?? '')) el.remove();
  const shown = new Set([...stack.children].map((el) => (el as HTMLElement).dataset['toastId']));
  const t = overlaysT();
  for (const toast of toasts) {
    if (shown.has(String(toast.id))) continue;
    const el = fromTemplate<HTMLDivElement>('toast');
    if (!el) return;
    el.dataset['toastId'] = String(toast.id);
    el.classList.add(`toast-${toast.variant}`);
    el.setAttribute('role', toast.variant === 'danger' ? 'alert' : 'status');
    el.querySelector('.toast-text')!.textContent = toastText(toast, t);
    if (toast.link) {
      const a = document.createElement('a');
      a.className = 'toast-link';
      a.href = toast.link.href;
      a.textContent = toast.link.label;
      el.querySelector('.toast-text')!.after(a);
    }
    el.querySelector('button')?.addEventListener('click', () => dismissToast(toast.id));
    stack.append(el);
  }
}

function renderSpinner(): void {
  const el = document.querySelector<HTMLElement>('[data-global-spinner]');
  if (!el) return;
  const spinner = $spinner.get();
  el.hidden = !spinner.visible;
  el.setAttribute('aria-label', spinner.message || overlaysT()('app.loading'));
  for (const [sel, text] of [
    ['.global-spinner-text', spinner.message],
    ['.global-spinner-hint', spinner.hint],
  ] as const) {
    const p = el.querySelector<HTMLElement>(sel);
    if (!p) continue;
    p.textContent = text;
    p.hidden = !text;
  }
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The dialog a state shows, built from its template; its answers go back to the store. */
function buildDialog(state: Exclude<DialogState, { kind: 'none' }>): HTMLDialogElement | null {
  const t = overlaysT();
  if (state.kind === 'confirm') {
    const d = fromTemplate<HTMLDialogElement>('confirm');
    if (!d) return null;
    d.querySelector('[data-text]')!.textContent = state.text ?? t('confirm.text');
    d.querySelector('[data-yes]')?.addEventListener('click', () => answerConfirm(true));
    for (const b of d.querySelectorAll('[data-no]')) b.addEventListener('click', () => answerConfirm(false));
    d.addEventListener('cancel', (e) => {
      e.preventDefault();
      answerConfirm(false);
    });
    return d;
  }
  if (state.kind === 'image') {
    const d = fromTemplate<HTMLDialogElement>('image');
    if (!d) return null;
    const form = d.querySelector<HTMLFormElement>('form')!;
    const field = form.querySelector<HTMLElement>('[data-category]')!;
    if (state.categories.length) {
      const select = document.createElement('select');
      select.name = 'category';
      for (const c of state.categories) select.append(new Option(c, c));
      field.replaceWith(select);
    }
    const error = d.querySelector<HTMLElement>('.form-error')!;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const data = new FormData(form);
      const file = data.get('photo');
      if (!(file instanceof File) || file.size === 0) {
        error.textContent = t('shell.dialog.image.missing');
        error.hidden = false;
        return;
      }
      void readDataUrl(file).then((url) => {
        const photo: Photo = {
          title: String(data.get('title') ?? '').trim(),
          category: String(data.get('category') ?? '').trim(),
          url: file.name,
          file,
          data: url,
        };
        answerImage(photo);
      });
    });
    d.querySelector('[data-close]')?.addEventListener('click', () => answerImage(undefined));
    d.addEventListener('cancel', (e) => {
      e.preventDefault();
      answerImage(undefined);
    });
    return d;
  }
  const d = fromTemplate<HTMLDialogElement>(state.kind);
  if (!d) return null;
  d.querySelector('[data-text]')!.textContent = state.message;
  d.querySelector('[data-close]')?.addEventListener('click', closeDialog);
  d.addEventListener('cancel', (e) => {
    e.preventDefault();
    closeDialog();
  });
  return d;
}

let shownState: DialogState = { kind: 'none' };
let shownDialog: HTMLDialogElement | null = null;

/** One fresh <dialog> per opening (each runs showModal once); rebuilt when the router swapped the page under it. */
function renderDialog(): void {
  const state = $dialog.get();
  if (state === shownState && (state.kind === 'none' || shownDialog?.isConnected)) return;
  shownDialog?.remove();
  shownDialog = null;
  shownState = state;
  if (state.kind === 'none') return;
  const host = document.querySelector<HTMLElement>('[data-shell-overlays]');
  const d = buildDialog(state);
  if (!host || !d) return;
  host.append(d);
  d.showModal();
  shownDialog = d;
}

function renderAll(): void {
  renderToasts();
  renderSpinner();
  renderDialog();
}

$toasts.listen(renderToasts);
$spinner.listen(renderSpinner);
$dialog.listen(renderDialog);
document.addEventListener('astro:after-swap', renderAll);
document.addEventListener('astro:page-load', renderAll);
renderAll();
