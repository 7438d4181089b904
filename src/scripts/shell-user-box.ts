/**
 * The header's user box: the account menu (profile, hotel, service point, language, Disconnect),
 * the business date re-checked on the browser's clock in the hotel's time zone, and the connection
 * speed measured every 10 s. The server renders every label and choice; this only opens, closes and acts.
 */
import { classifySpeed, mbpsOf, SPEED_CHECK_INTERVAL_MS, SPEED_COLOR } from '../lib/domain/connection-speed.ts';
import { dayInZone } from '../lib/domain/days.ts';
import { switchHotel, switchLanguage, switchService } from '../lib/stores/session.ts';
import { bindOnce, onEveryPage } from './shell-page.ts';
import { businessDateView, dmy, messagesOf, speedText, translator, type SpeedReading } from './shell-text.ts';
import { localeOf } from '../lib/i18n/locale.ts';

let reading: SpeedReading = { state: 'measuring' };
let measuring = false;

/** Shows the reading in the user box of the page now shown. */
function showSpeed(): void {
  const box = document.querySelector<HTMLElement>('[data-user-box]');
  if (!box) return;
  const text = speedText(reading, translator(messagesOf(box)));
  const speed = box.querySelector<HTMLElement>('.speed');
  if (speed) {
    speed.title = text;
    speed.dataset['speed'] = reading.state === 'measured' ? reading.level : reading.state;
  }
  const dot = box.querySelector<HTMLElement>('.speed-dot');
  if (dot) dot.style.background = reading.state === 'measured' ? SPEED_COLOR[reading.level] : reading.state === 'offline' ? 'red' : 'gray';
  for (const el of box.querySelectorAll<HTMLElement>('[data-speed-text]')) el.textContent = text;
}

/** Downloads the speed probe every 10 s (first after 1.5 s) and turns the bytes received into Mbps. */
function startSpeedChecks(): void {
  if (measuring) return;
  measuring = true;
  let controller: AbortController | undefined;
  const measure = async () => {
    if (document.hidden || !document.querySelector('[data-user-box]')) return;
    controller?.abort();
    controller = new AbortController();
    const started = performance.now();
    try {
      const res = await fetch(`/api/speed-probe?r=${Math.random().toString(36).slice(2)}`, { cache: 'no-store', signal: controller.signal });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const bytes = (await res.arrayBuffer()).byteLength;
      const mbps = mbpsOf(bytes, performance.now() - started);
      reading = { state: 'measured', mbps, level: classifySpeed(mbps) };
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      reading = { state: 'offline' };
    }
    showSpeed();
  };
  setTimeout(measure, 1500);
  setInterval(measure, SPEED_CHECK_INTERVAL_MS);
}

function bindUserBox(box: HTMLElement): void {
  const t = translator(messagesOf(box));
  const toggle = box.querySelector<HTMLButtonElement>('.user-box-toggle');
  const menu = box.querySelector<HTMLElement>('.account-menu');
  if (!toggle || !menu) return;

  // The server saw its own clock; the browser's is the hotel's.
  const date = box.querySelector<HTMLTimeElement>('[data-testid="business-date"]');
  if (date && box.dataset['timezone']) {
    const view = businessDateView(box.dataset['closedNext'] ?? '', dayInZone(new Date(), box.dataset['timezone']));
    date.className = view.isToday ? 'business-date is-today' : 'business-date is-late';
    if (view.day) date.dateTime = view.day;
    else date.removeAttribute('datetime');
    if (view.isToday) date.removeAttribute('title');
    else date.title = t('shell.user.dateNotToday');
    date.textContent = view.day ? dmy(view.day) : t('shell.user.dateUnknown');
  }

  const lists = [...menu.querySelectorAll<HTMLElement>('[data-choice-list]')];
  const showList = (which: string | null) => {
    for (const group of lists) {
      const open = group.dataset['choiceList'] === which;
      group.querySelector('[role="menuitem"]')?.setAttribute('aria-expanded', String(open));
      const choices = group.querySelector<HTMLElement>('.account-list');
      if (choices) choices.hidden = !open;
    }
  };
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (!open) showList(null);
  };

  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  for (const group of lists) {
    const which = group.dataset['choiceList'] ?? '';
    group.querySelector('[role="menuitem"]')?.addEventListener('click', (e) => {
      showList((e.currentTarget as HTMLElement).getAttribute('aria-expanded') === 'true' ? null : which);
    });
  }
  menu.addEventListener('click', (e) => {
    const choice = (e.target as HTMLElement).closest<HTMLButtonElement>('[role="menuitemradio"]');
    if (!choice) return;
    const { switch: kind, value = '' } = choice.dataset;
    if (kind === 'hotel') void switchHotel(Number(value), { spinner: t('shell.switch.hotel'), hint: t('shell.switch.hotelHint') });
    else if (kind === 'service') void switchService(Number(value), { spinner: t('shell.switch.service') });
    else if (kind === 'language') {
      if (choice.getAttribute('aria-checked') === 'true') setOpen(false);
      else void switchLanguage(localeOf(value), { spinner: t('shell.switch.language') });
    }
  });

  const onMouseDown = (e: MouseEvent) => {
    if (!menu.hidden && !box.contains(e.target as Node)) setOpen(false);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || menu.hidden) return;
    setOpen(false);
    toggle.focus();
  };
  document.addEventListener('mousedown', onMouseDown);
  document.addEventListener('keydown', onKey);
  // The router swaps the header out on navigation: the document listeners go with it.
  document.addEventListener(
    'astro:after-swap',
    () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKey);
    },
    { once: true },
  );
}

onEveryPage(() => {
  bindOnce('[data-user-box]', bindUserBox);
  showSpeed();
  startSpeedChecks();
});
