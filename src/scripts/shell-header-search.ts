/**
 * 'Search for a reservation' in the header: real reservations of the current hotel, by guest,
 * booking or BO number, as an ARIA combobox (arrows, Enter, Escape, mouse). The server renders
 * the box; only the hits are built here.
 */
import type { TReservationHitDto } from '../lib/domain/reservations-dto.ts';
import { apiJson, orEmpty } from '../lib/api-client.ts';
import { bindOnce, onEveryPage } from './shell-page.ts';
import { hitMeta, messagesOf, moveActive, translator } from './shell-text.ts';

const DEBOUNCE_MS = 250;
const detailsUrl = (id: number) => `/front-desk/details?id=${id}`;

function bindSearch(box: HTMLElement): void {
  const input = box.querySelector<HTMLInputElement>('input[role="combobox"]');
  const list = box.querySelector<HTMLUListElement>('[role="listbox"]');
  if (!input || !list) return;
  const t = translator(messagesOf(box));
  let hits: TReservationHitDto[] = [];
  let busy = false;
  let open = false;
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const note = (text: string) => {
    const li = document.createElement('li');
    li.className = 'header-search-note';
    li.setAttribute('role', 'presentation');
    li.textContent = text;
    return li;
  };
  const choose = (hit: TReservationHitDto) => {
    open = false;
    render();
    window.location.assign(detailsUrl(hit.id));
  };

  function render(): void {
    const q = input!.value.trim();
    const show = open && q !== '';
    input!.setAttribute('aria-expanded', String(show));
    list!.hidden = !show;
    if (show && active >= 0) input!.setAttribute('aria-activedescendant', `${list!.id}-${active}`);
    else input!.removeAttribute('aria-activedescendant');
    if (!show) {
      list!.replaceChildren();
      return;
    }
    const items: HTMLLIElement[] = [];
    if (hits.length === 0) items.push(note(busy ? t('shell.header.search.searching') : t('shell.header.search.noResult', { q })));
    hits.forEach((hit, i) => {
      const li = document.createElement('li');
      li.id = `${list!.id}-${i}`;
      li.setAttribute('role', 'option');
      li.setAttribute('aria-selected', String(i === active));
      if (i === active) li.className = 'is-active';
      const name = document.createElement('span');
      name.className = 'hit-name';
      name.textContent = hit.guestName;
      const meta = document.createElement('span');
      meta.className = 'hit-meta';
      meta.textContent = hitMeta(hit, t);
      li.dataset['index'] = String(i);
      li.append(name, meta);
      items.push(li);
    });
    list!.replaceChildren(...items);
  }

  /** Hover marks the option in place: redrawing the list under the pointer made a click land on an option already gone. */
  function highlight(i: number): void {
    if (i === active) return;
    active = i;
    for (const li of list!.querySelectorAll<HTMLLIElement>('[role="option"]')) {
      const on = li.dataset['index'] === String(i);
      li.setAttribute('aria-selected', String(on));
      li.classList.toggle('is-active', on);
    }
    input!.setAttribute('aria-activedescendant', `${list!.id}-${i}`);
  }
  const optionOf = (e: Event) => (e.target instanceof Element ? e.target.closest<HTMLLIElement>('[role="option"]') : null);
  list.addEventListener('mouseover', (e) => {
    const li = optionOf(e);
    if (li) highlight(Number(li.dataset['index']));
  });
  // The input keeps the focus while an option is pressed.
  list.addEventListener('mousedown', (e) => e.preventDefault());
  list.addEventListener('click', (e) => {
    const hit = hits[Number(optionOf(e)?.dataset['index'] ?? -1)];
    if (hit) choose(hit);
  });

  function search(): void {
    clearTimeout(timer);
    controller?.abort();
    const text = input!.value.trim();
    if (!text) {
      hits = [];
      busy = false;
      render();
      return;
    }
    busy = true;
    render();
    const mine = new AbortController();
    controller = mine;
    timer = setTimeout(async () => {
      const found = await orEmpty(
        'pms',
        'reservation search',
        () => apiJson<TReservationHitDto[]>('pms', `/reservations/search?q=${encodeURIComponent(text)}`, { signal: mine.signal }),
        [],
      );
      if (mine.signal.aborted) return;
      hits = found;
      active = found.length ? 0 : -1;
      busy = false;
      render();
    }, DEBOUNCE_MS);
  }

  input.addEventListener('input', () => {
    open = true;
    search();
  });
  input.addEventListener('focus', () => {
    open = true;
    render();
  });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      open = true;
      active = moveActive(active, hits.length, e.key);
      render();
    } else if (e.key === 'Enter') {
      const hit = hits[active];
      if (hit) {
        e.preventDefault();
        choose(hit);
      }
    } else if (e.key === 'Escape') {
      open = false;
      render();
    }
  });
  const onDocument = (e: MouseEvent) => {
    // The router swapped this box out: its listener goes with it.
    if (!box.isConnected) return document.removeEventListener('mousedown', onDocument);
    if (!open || box.contains(e.target as Node)) return;
    open = false;
    render();
  };
  document.addEventListener('mousedown', onDocument);
}

onEveryPage(() => bindOnce('[data-header-search]', bindSearch));
