/**
 * One active tab per browser: each tab draws an id at start and announces itself active on a
 * BroadcastChannel; a tab that hears another id tries to close, else replaces the page with the
 * bilingual notice (it must not act for a stale hotel). The texts come from [data-tab-control].
 */
import { $tabDeactivated, TAB_CHANNEL, TAB_ID, announceActiveTab, type TabMessage } from '../lib/stores/tab.ts';
import { onEveryPage } from './shell-page.ts';

const CLOSE_CHECK_MS = 150;

interface Texts {
  title: string;
  noticeEn: string;
  noticeFr: string;
  refresh: string;
}

let texts: Texts | undefined;

function deactivate({ title, noticeEn, noticeFr, refresh }: Texts): void {
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

function start(): void {
  const el = document.querySelector<HTMLElement>('[data-tab-control]');
  if (!el) return;
  const d = el.dataset;
  const first = texts === undefined;
  texts = { title: d['title'] ?? '', noticeEn: d['noticeEn'] ?? '', noticeFr: d['noticeFr'] ?? '', refresh: d['refresh'] ?? '' };
  if (!first || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(TAB_CHANNEL);
  channel.onmessage = (e: MessageEvent<TabMessage>) => {
    if (e.data?.type !== 'active' || e.data.tabId === TAB_ID || $tabDeactivated.get()) return;
    channel.close();
    window.close();
    // Scripts may only close tabs they opened: when the tab is still here, it says why it stopped.
    setTimeout(() => {
      if (!window.closed && texts) deactivate(texts);
    }, CLOSE_CHECK_MS);
  };
  announceActiveTab();
}

onEveryPage(start);
