/**
 * One hotel per browser: a tab that switches the hotel says so on a BroadcastChannel; a tab still
 * showing another hotel tries to close, else replaces the page with the bilingual notice (it must
 * not act for a stale hotel). Opening a tab warns nobody. The texts and the page's hotel come from
 * [data-tab-control].
 */
import { $tabDeactivated, TAB_CHANNEL, stopsOn, type TabMessage } from '../lib/stores/tab.ts';
import { onEveryPage } from './shell-page.ts';

const CLOSE_CHECK_MS = 150;

interface Texts {
  title: string;
  noticeEn: string;
  noticeFr: string;
  refresh: string;
}

let texts: Texts | undefined;
/** The hotel this tab's page shows (read again on each page the router brings). */
let groupId: number | null = null;

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
  groupId = d['group'] ? Number(d['group']) : null;
  if (!first || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(TAB_CHANNEL);
  channel.onmessage = (e: MessageEvent<TabMessage>) => {
    if (!stopsOn(e.data, groupId) || $tabDeactivated.get()) return;
    channel.close();
    window.close();
    // Scripts may only close tabs they opened: when the tab is still here, it says why it stopped.
    setTimeout(() => {
      if (!window.closed && texts) deactivate(texts);
    }, CLOSE_CHECK_MS);
  };
}

onEveryPage(start);
