import { atom } from 'nanostores';

/** Moves each time an import of booking history ends: the list of files imported reads itself again. */
export const $historyImportsVersion = atom(0);

export function announceHistoryImported(): void {
  $historyImportsVersion.set($historyImportsVersion.get() + 1);
}
