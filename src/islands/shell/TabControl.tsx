import { useEffect } from 'react';
import { $tabDeactivated, TAB_CHANNEL, TAB_ID, announceActiveTab, type TabMessage } from '../../lib/stores/tab.ts';

interface Props {
  title: string;
  noticeEn: string;
  noticeFr: string;
  refresh: string;
}

const CLOSE_CHECK_MS = 150;

/** Replaces the whole page with the bilingual notice: this tab must not act for a stale hotel. */
function deactivate({ title, noticeEn, noticeFr, refresh }: Props): void {
  $tabDeactivated.set(true);
  document.title = title;
  const main = document.createElement('main');
  main.className = 'tab-deactivated';
  main.setAttribute('role', 'alert');
  const en = document.createElement('p');
  en.lang = 'en';
  en.textContent = noticeEn;
  const fr = document.createElement('p');
  fr.lang = 'fr';
  fr.textContent = noticeFr;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = refresh;
  button.addEventListener('click', () => window.location.reload());
  main.append(en, fr, button);
  document.body.replaceChildren(main);
  document.body.className = 'is-tab-deactivated';
}

/**
 * One active tab per browser: each tab draws an id at start and announces itself active on a
 * BroadcastChannel; a tab that hears another id tries to close, else shows the notice.
 */
export default function TabControl(props: Props) {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(TAB_CHANNEL);
    channel.onmessage = (e: MessageEvent<TabMessage>) => {
      if (e.data?.type !== 'active' || e.data.tabId === TAB_ID || $tabDeactivated.get()) return;
      channel.close();
      window.close();
      // Scripts may only close tabs they opened: when the tab is still here, it says why it stopped.
      setTimeout(() => {
        if (!window.closed) deactivate(props);
      }, CLOSE_CHECK_MS);
    };
    announceActiveTab();
    return () => channel.close();
  }, []);
  return null;
}
