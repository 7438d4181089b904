/** Opens the group-0 user's hotel chooser; it steps aside while the switch spinner shows, and comes back if the switch fails. */
import { switchHotel } from '../lib/stores/session.ts';
import { bindOnce, onEveryPage } from './shell-page.ts';

function bindChooser(dialog: HTMLDialogElement): void {
  // The choice is required: Escape does not dismiss it.
  dialog.addEventListener('cancel', (e) => e.preventDefault());
  dialog.addEventListener('click', (e) => {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('[data-group-id]');
    if (!button) return;
    dialog.close();
    void switchHotel(Number(button.dataset['groupId']), { spinner: dialog.dataset['spinner'] ?? '', hint: dialog.dataset['hint'] ?? '' }).then((ok) => {
      if (!ok && dialog.isConnected) dialog.showModal();
    });
  });
  if (!dialog.open) dialog.showModal();
}

onEveryPage(() => bindOnce<HTMLDialogElement>('dialog[data-choose-hotel]', bindChooser));
