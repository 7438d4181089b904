import { useRef, useState } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import {
  DAY_USE_CHOICES,
  DEFAULT_IMPORT_CHOICES,
  DUPLICATE_CHOICES,
  type ImportChoices,
  type THistoryImportOutcome,
  type THistoryImportProgress,
} from '../../lib/domain/history-import-dto.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import { formatDay, formatNumber } from '../../lib/format.ts';
import { announceHistoryImported } from '../../lib/stores/history-imports.ts';

type Key = `history.${string}`;

/** The bar's fill: unknown while the file is read (its row count is not known yet), then hotels written and closed out of all. */
function percentOf(p: THistoryImportProgress): number | undefined {
  if (p.phase === 'done') return 100;
  if (p.phase === 'read' || !p.total) return undefined;
  return Math.round((p.done / p.total) * 100);
}

/**
 * Seconds left, from the pace so far: the import's progress counts work weighted by its cost, so
 * elapsed × left ÷ done holds. None until a tenth is done (the first steps say little of the pace).
 */
function secondsLeft(p: THistoryImportProgress, since: number | null, now: number): number | undefined {
  if (since === null || p.phase === 'read' || p.phase === 'done' || !p.total || p.done < p.total / 10) return undefined;
  return Math.max(1, Math.round((((now - since) / 1000) * (p.total - p.done)) / p.done));
}

/**
 * Uploads a bookings file (CSV or CSV.gz) to POST /history/imports and draws the progress the
 * answer streams line by line with the time left, then the outcome: hotels written with their rooms by
 * type, every rule applied with its count, rows skipped by line number. The manager's choices (day
 * use, exact repeats) go with the file.
 */
export default function HistoryImport(props: { locale: string; messages: Messages<Key> }) {
  const t = translator(props.messages, props.locale);
  const n = (v: number) => formatNumber(v, props.locale);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<THistoryImportProgress | null>(null);
  const [outcome, setOutcome] = useState<THistoryImportOutcome | null>(null);
  // Why the import failed: the answer's refusal, or the call's own error; said with errorText.
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<ImportChoices>(DEFAULT_IMPORT_CHOICES);
  // When the writing began (the pace is measured from there), and the moment of the last progress line.
  const since = useRef<number | null>(null);
  const [now, setNow] = useState(0);
  const hydrated = useHydrated();

  const start = async (e: React.FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    setFailure(null);
    setProgress({ phase: 'read', done: 0, total: 0 });
    since.current = null;
    try {
      const gz = file.name.endsWith('.gz');
      const query = new URLSearchParams({ dayUse: choices.dayUse, duplicates: choices.duplicates });
      const res = await apiFetch('pms', `/history/imports?${query.toString()}`, {
        method: 'POST',
        body: file,
        headers: { 'content-type': gz ? 'application/gzip' : 'text/csv', 'x-file-name': file.name.replace(/[^\w.\- ]/g, '_'), timeout: '600000' },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          const msg = JSON.parse(line) as { progress?: THistoryImportProgress } & THistoryImportOutcome;
          if (msg.progress) {
            const at = performance.now();
            if (msg.progress.phase !== 'read' && since.current === null) since.current = at;
            setNow(at);
            setProgress(msg.progress);
          } else {
            setOutcome(msg);
            if (msg.error) setFailure(msg.error);
          }
        }
      }
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(false);
      // The list of files imported (HistoryImportList) reads itself again.
      announceHistoryImported();
    }
  };

  const r = outcome?.result;
  const ended = outcome !== null || failure !== null;
  return (
    <div className="history-import">
      <form onSubmit={(e) => void start(e)} className="panel admin-form">
        <label>
          {t('history.file')}
          <input ref={input} type="file" name="file" accept=".csv,.gz,text/csv,application/gzip" required disabled={busy || !hydrated} />
        </label>
        <fieldset className="history-choices">
          <legend>{t('history.choices')}</legend>
          <label>
            {t('history.dayUse')}
            <select
              name="dayUse"
              value={choices.dayUse}
              disabled={busy || !hydrated}
              onChange={(e) => setChoices({ ...choices, dayUse: DAY_USE_CHOICES.find((c) => c === e.target.value) ?? DEFAULT_IMPORT_CHOICES.dayUse })}
            >
              {DAY_USE_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {t(`history.dayUse.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('history.duplicates')}
            <select
              name="duplicates"
              value={choices.duplicates}
              disabled={busy || !hydrated}
              onChange={(e) => setChoices({ ...choices, duplicates: DUPLICATE_CHOICES.find((c) => c === e.target.value) ?? DEFAULT_IMPORT_CHOICES.duplicates })}
            >
              {DUPLICATE_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {t(`history.duplicates.${c}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <button type="submit" className="button button-primary" disabled={busy || !hydrated}>
          {t('history.start')}
        </button>
      </form>
      {progress && (
        <div className="panel" role="status" aria-live="polite">
          <label>
            {t(`history.phase.${progress.phase}`)}
            <progress max={100} value={percentOf(ended ? { ...progress, phase: 'done' } : progress)} aria-label={t('history.progress')} />
          </label>
          {progress.phase === 'read' && progress.done > 0 && <p>{t('history.rowsRead', { count: n(progress.done) })}</p>}
          {!ended && secondsLeft(progress, since.current, now) !== undefined && (
            <p>{t('history.left', { seconds: secondsLeft(progress, since.current, now) ?? 0 })}</p>
          )}
        </div>
      )}
      {failure !== null && (
        <p className="form-error" role="alert">
          {t('history.failed', { message: errorText(failure, props.locale) })}
        </p>
      )}
      {r && (
        <section className="panel" aria-labelledby="history-outcome">
          <h2 id="history-outcome">
            {r.alreadyImported
              ? t('history.already')
              : t('history.done', { rows: n(r.rows), seconds: formatNumber(Math.round(r.ms / 100) / 10, props.locale, { maxDecimals: 1 }) })}
          </h2>
          {r.hotels.length > 0 && (
            <ul>
              {r.hotels.map((h) => (
                <li key={h.groupId}>
                  {t('history.hotel', {
                    id: h.groupId,
                    name: h.name,
                    reservations: n(h.reservations),
                    rooms: n(h.rooms),
                    from: formatDay(h.from, props.locale),
                    to: formatDay(h.to, props.locale),
                  })}
                  <br />
                  {t('history.roomsByType', {
                    types: Object.entries(h.roomsByType)
                      .filter(([, count]) => count > 0)
                      .map(([type, count]) => `${type} ${n(count)}`)
                      .join(', '),
                  })}
                </li>
              ))}
            </ul>
          )}
          {r.rules.length > 0 && (
            <>
              <h3>{t('history.rules')}</h3>
              <ul className="history-rules">
                {r.rules.map((rule) => (
                  <li key={rule.rule}>
                    {t(`history.rule.${rule.rule}`, { count: n(rule.count) })}
                    {rule.choice &&
                      ` (${t('history.choice', { choice: t(rule.rule === 'day_use' ? `history.dayUse.${rule.choice}` : `history.duplicates.${rule.choice}`) })})`}
                  </li>
                ))}
              </ul>
            </>
          )}
          {r.skippedCount > 0 && (
            <>
              <h3>{t('history.skipped', { count: n(r.skippedCount) })}</h3>
              <ul className="history-skipped">
                {r.skipped.map((s) => (
                  <li key={s.line}>{t('history.line', { line: n(s.line), message: errorText(s, props.locale) })}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
