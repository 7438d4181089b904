import { atom } from 'nanostores';

export const SUCCESS_DIALOG_MS = 3000;
export const INFO_DIALOG_MS = 3000;

/** The photo the add-image dialog returns (operations.md §3). */
export interface Photo {
  title: string;
  category: string;
  /** The file name. */
  url: string;
  file: File;
  /** data: URL of the picture. */
  data: string;
}

export type DialogState =
  | { kind: 'none' }
  | { kind: 'confirm'; text: string | undefined; resolve: (yes: boolean) => void }
  | { kind: 'success'; message: string }
  | { kind: 'info'; message: string }
  | { kind: 'image'; categories: string[]; resolve: (photo: Photo | undefined) => void };

export const $dialog = atom<DialogState>({ kind: 'none' });

let autoClose: ReturnType<typeof setTimeout> | undefined;

function open(state: DialogState, closeAfterMs?: number): void {
  const current = $dialog.get();
  // A dialog replaced before it was answered counts as 'no' / cancelled.
  if (current.kind === 'confirm') current.resolve(false);
  if (current.kind === 'image') current.resolve(undefined);
  if (autoClose) clearTimeout(autoClose);
  autoClose = closeAfterMs ? setTimeout(closeDialog, closeAfterMs) : undefined;
  $dialog.set(state);
}

export function closeDialog(): void {
  if (autoClose) clearTimeout(autoClose);
  autoClose = undefined;
  $dialog.set({ kind: 'none' });
}

/** 'Confirmation !' with 'Oui' / 'Non'; resolves false on 'Non', the cross or Escape. */
export function confirmDialog(text?: string): Promise<boolean> {
  return new Promise((resolve) => open({ kind: 'confirm', text, resolve }));
}

export function answerConfirm(yes: boolean): void {
  const current = $dialog.get();
  if (current.kind !== 'confirm') return;
  closeDialog();
  current.resolve(yes);
}

/** A message with a tick, closing itself after 3000 ms. */
export function showSuccess(message: string): void {
  open({ kind: 'success', message }, SUCCESS_DIALOG_MS);
}

/** A problem message, closing itself after 3 s. */
export function showInfo(message: string): void {
  open({ kind: 'info', message }, INFO_DIALOG_MS);
}

/** 'Ajout d’une image': resolves with the photo, or undefined when closed. */
export function addImageDialog(categories: string[] = []): Promise<Photo | undefined> {
  return new Promise((resolve) => open({ kind: 'image', categories, resolve }));
}

export function answerImage(photo: Photo | undefined): void {
  const current = $dialog.get();
  if (current.kind !== 'image') return;
  closeDialog();
  current.resolve(photo);
}
