import { useEffect, useMemo, useState } from 'react';
import { postJson } from '../../lib/api-client.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import type { housekeepingEn } from '../../lib/i18n/housekeeping.en.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

type Key = keyof typeof housekeepingEn;
const MARKS = ['CLEAN', 'INSPECTED', 'DIRTY'] as const;
const FLASH = 'auberge.roomStatus.flash';

/**
 * Room Status's bulk marking: the server-rendered table holds a checkbox per room; this toolbar
 * counts the ones ticked, marks them through the PMS API, then reloads the page (the server
 * renders the new states) and says what was done. A refusal shows the API's message and changes nothing.
 */
export default function RoomStatusActions(props: { messages: Messages<Key> }) {
  const t = useMemo(() => translator(props.messages), [props.messages]);
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The last marking's result, shown here rather than as a toast: the shell's toast island may not be hydrated yet after the reload.
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const flash = sessionStorage.getItem(FLASH);
    if (flash) {
      sessionStorage.removeItem(FLASH);
      setDone(flash);
    }
    const table = document.querySelector<HTMLTableElement>('[data-room-status]');
    if (!table) return;
    const boxes = () => [...table.querySelectorAll<HTMLInputElement>('input[name=room]')];
    const sync = () =>
      setSelected(
        boxes()
          .filter((b) => b.checked)
          .map((b) => Number(b.value)),
      );
    const onChange = (e: Event) => {
      const target = e.target as HTMLInputElement;
      if (target.matches('[data-select-all]')) for (const b of boxes()) b.checked = target.checked;
      sync();
    };
    table.addEventListener('change', onChange);
    sync();
    return () => table.removeEventListener('change', onChange);
  }, []);

  const mark = async (status: (typeof MARKS)[number]) => {
    if (selected.length === 0) {
      setError(t('hk.mark.none'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await postJson<{ marked: number }>('pms', '/rooms/status', { roomIds: selected, status });
      sessionStorage.setItem(FLASH, t('hk.mark.done', { count: res.marked, status: t(`hk.status.${status}`).toLowerCase() }));
      window.location.reload();
    } catch (err) {
      setError(t('hk.mark.failed', { detail: errorText(err, document.documentElement.lang) }));
      setBusy(false);
    }
  };

  return (
    <div className="hk-toolbar" role="toolbar" aria-label={t('hk.mark.selected', { count: selected.length })}>
      <span className="hk-toolbar__count" aria-live="polite">
        {t('hk.mark.selected', { count: selected.length })}
      </span>
      {MARKS.map((s) => (
        <button key={s} type="button" className={`admin-btn${s === 'CLEAN' ? ' admin-btn--primary' : ''}`} disabled={busy} onClick={() => void mark(s)}>
          {t(`hk.mark.${s}`)}
        </button>
      ))}
      {done && (
        <p role="status" className="hk-done">
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </div>
  );
}
