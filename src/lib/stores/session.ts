import { postJson } from '../api-client.ts';
import { hideSpinner, showSpinner } from './layout.ts';
import { announceHotelSwitch } from './tab.ts';
import { reportFailure } from './toasts.ts';

export const SWITCH_REDIRECT_DELAY_MS = 300;
/** The empty path: the server sends each user on to their own first page (src/pages/index.astro). */
export const LANDING_URL = '/';

interface SwitchTexts {
  spinner: string;
  hint?: string;
}

async function saveOwnSettings(body: { groupId?: number; posId?: number | null; language?: 'en' | 'fr' }, texts: SwitchTexts): Promise<boolean> {
  showSpinner(texts.spinner, texts.hint ?? '');
  try {
    // The server answers with the user reloaded from the database: the next page render uses it.
    await postJson('crm', '/user', body);
    return true;
  } catch (err) {
    hideSpinner();
    reportFailure('CRM', 'user settings', err);
    return false;
  }
}

/** Hotel switch: save, tell the other tabs which hotel this one now shows, then the user's own first page after 300 ms (full reload). */
export async function switchHotel(groupId: number, texts: SwitchTexts): Promise<boolean> {
  if (!(await saveOwnSettings({ groupId }, texts))) return false;
  announceHotelSwitch(groupId);
  setTimeout(() => window.location.assign(LANDING_URL), SWITCH_REDIRECT_DELAY_MS);
  return true;
}

/** Service-point switch: same landing; the hotel stays, so the other tabs carry on. */
export async function switchService(posId: number, texts: SwitchTexts): Promise<void> {
  if (!(await saveOwnSettings({ posId }, texts))) return;
  setTimeout(() => window.location.assign(LANDING_URL), SWITCH_REDIRECT_DELAY_MS);
}

/** The site language is saved on the user; the page reloads in it. */
export async function switchLanguage(language: 'en' | 'fr', texts: SwitchTexts): Promise<void> {
  if (!(await saveOwnSettings({ language }, texts))) return;
  window.location.reload();
}
