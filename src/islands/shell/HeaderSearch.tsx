import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useShellT as useTranslation } from './ShellI18n.tsx';
import type { TReservationHitDto } from '../../lib/domain/reservations-dto.ts';
import { apiJson, orEmpty } from '../../lib/api-client.ts';
import { ShellI18nRoot as I18nRoot, type I18nProps } from './ShellI18n.tsx';

const DEBOUNCE_MS = 250;

const detailsUrl = (id: number) => `/front-desk/details?id=${id}`;
const dmy = (d: string) => d.split('-').reverse().join('/');

function HeaderSearchInner() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<TReservationHitDto[]>([]);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const text = q.trim();
    if (!text) {
      setHits([]);
      setBusy(false);
      return;
    }
    setBusy(true);
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const found = await orEmpty('pms', 'reservation search',
        () => apiJson<TReservationHitDto[]>('pms', `/reservations/search?q=${encodeURIComponent(text)}`, { signal: controller.signal }), []);
      if (controller.signal.aborted) return;
      setHits(found);
      setActive(found.length ? 0 : -1);
      setBusy(false);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  useEffect(() => {
    const onDoc = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, []);

  const choose = (hit: TReservationHitDto) => {
    setOpen(false);
    window.location.assign(detailsUrl(hit.id));
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, hits.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      const hit = hits[active];
      if (hit) {
        e.preventDefault();
        choose(hit);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && q.trim() !== '';
  return (
    <div className="header-search" ref={box} role="search">
      <span className="icon" style={{ ['--icon-url' as string]: 'url(/icons/search.svg)' }} aria-hidden="true" />
      <input
        type="search"
        role="combobox"
        aria-label={t('shell.header.search.label')}
        placeholder={t('shell.header.search.placeholder')}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKey}
        autoComplete="off"
        data-no-rfid
      />
      {showList && (
        <ul id={listId} role="listbox" className="header-search-results" aria-label={t('shell.header.search.label')}>
          {busy && hits.length === 0 && <li className="header-search-note" role="presentation">{t('shell.header.search.searching')}</li>}
          {!busy && hits.length === 0 && <li className="header-search-note" role="presentation">{t('shell.header.search.noResult', { q: q.trim() })}</li>}
          {hits.map((h, i) => (
            <li
              key={h.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              onMouseEnter={() => setActive(i)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(h)}
            >
              <span className="hit-name">{h.guestName}</span>
              <span className="hit-meta">
                {h.number} · {dmy(h.checkin)} → {dmy(h.checkout)}{h.roomName ? ` · ${h.roomName}` : ''} · {t(`shell.status.${h.status}`, { defaultValue: String(h.status) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Search for a reservation': real reservations of the current hotel, by guest, booking or BO number. */
export default function HeaderSearch({ locale, messages }: I18nProps) {
  return (
    <I18nRoot locale={locale} messages={messages}>
      <HeaderSearchInner />
    </I18nRoot>
  );
}
