import { useEffect, useMemo, useState } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import { postJson } from '../../lib/api-client.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import type { housekeepingReportsEn } from '../../lib/i18n/housekeeping-reports.en.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

type Key = keyof typeof housekeepingReportsEn;
const FLASH = 'auberge.hkReports.flash';

export interface BulkAction {
  /** Sent as the body's `valueField`; labels come from hkr.act.{value} and hkr.act.done.{value}. */
  value: 'INSPECTED' | 'REJECTED' | 'OCCUPIED' | 'VACANT';
  /** Needs the note typed in the toolbar (a rejection). */
  note?: boolean;
  primary?: boolean;
}

/**
 * The toolbar of a housekeeping report's server-rendered table (Verification, Matching Report):
 * the rows' checkboxes (`input[name=pick]`, value: the id) choose what a toolbar button sends in
 * one call; a row's own button (`button[data-hk-act][data-hk-id]`) sends that row alone. Then the
 * page reloads (the server renders the new states) and says what was done. A refusal shows the
 * API's message and nothing changes.
 */
export default function HousekeepingBulkActions(props: {
  messages: Messages<Key>;
  endpoint: string;
  idField: 'cleaningIds' | 'roomIds';
  valueField: 'result' | 'seen';
  actions: BulkAction[];
}) {
  const t = useMemo(() => translator(props.messages), [props.messages]);
  const [selected, setSelected] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const send = async (ids: number[], action: BulkAction) => {
    if (ids.length === 0) return setError(t('hkr.act.none'));
    if (action.note && !note.trim()) return setError(t('hkr.act.noteNeeded'));
    setBusy(true);
    setError(null);
    try {
      const body = { [props.idField]: ids, [props.valueField]: action.value, ...(action.note ? { note: note.trim() } : {}) };
      const res = await postJson<{ count?: number; recorded?: number }>('pms', props.endpoint, body);
      sessionStorage.setItem(FLASH, t(`hkr.act.done.${action.value}` as Key, { count: res.count ?? res.recorded ?? ids.length }));
      window.location.reload();
    } catch (err) {
      setError(t('hkr.act.failed', { detail: errorText(err, document.documentElement.lang) }));
      setBusy(false);
    }
  };

  useEffect(() => {
    const flash = sessionStorage.getItem(FLASH);
    if (flash) {
      sessionStorage.removeItem(FLASH);
      setDone(flash);
    }
    const table = document.querySelector<HTMLTableElement>('[data-hk-bulk]');
    if (!table) return;
    const boxes = () => [...table.querySelectorAll<HTMLInputElement>('input[name=pick]')];
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
    const onClick = (e: Event) => {
      const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-hk-act]');
      const action = props.actions.find((a) => a.value === button?.dataset['hkAct']);
      if (!button || !action) return;
      void send([Number(button.dataset['hkId'])], action);
    };
    table.addEventListener('change', onChange);
    table.addEventListener('click', onClick);
    // Row buttons wait for this island: before it hydrates they do nothing.
    for (const b of table.querySelectorAll<HTMLButtonElement>('button[data-hk-act]')) b.disabled = false;
    sync();
    return () => {
      table.removeEventListener('change', onChange);
      table.removeEventListener('click', onClick);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const table = document.querySelector<HTMLTableElement>('[data-hk-bulk]');
    for (const b of table?.querySelectorAll<HTMLButtonElement>('button[data-hk-act]') ?? []) b.disabled = busy;
  }, [busy]);

  // Nothing left to act on (all verified, or a read-only view): only the last action's result.
  if (props.actions.length === 0)
    return done ? (
      <p role="status" className="hk-done">
        {done}
      </p>
    ) : null;
  return (
    <div className="hk-toolbar" role="toolbar" aria-label={t('hkr.act.selected', { count: selected.length })}>
      <span className="hk-toolbar__count" aria-live="polite">
        {t('hkr.act.selected', { count: selected.length })}
      </span>
      {props.actions.some((a) => a.note) && (
        <label>
          {t('hkr.act.note')}{' '}
          <input className="hk-note-input" type="text" maxLength={500} value={note} disabled={!hydrated} onChange={(e) => setNote(e.target.value)} />
        </label>
      )}
      {props.actions.map((a) => (
        <button
          key={a.value}
          type="button"
          className={`admin-btn${a.primary ? ' admin-btn--primary' : ''}`}
          disabled={busy || !hydrated}
          onClick={() => void send(selected, a)}
        >
          {t(`hkr.act.${a.value}` as Key)}
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
