import { useRef, useState } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import { apiFetch } from '../../lib/api-client.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import type { THistoryImportOutcome, THistoryImportProgress } from '../../lib/domain/history-import-dto.ts';
import { errorText } from '../../lib/i18n/error-text.ts';

type Key = `history.${string}`;

/** The bar's fill: unknown while the file is read (its row count is not known yet), then hotels written and closed out of all. */
function percentOf(p: THistoryImportProgress): number | undefined {
  if (p.phase === 'done') return 100;
  if (p.phase === 'read' || !p.total) return undefined;
  return Math.round((p.done / p.total) * 100);
}

/**
 * Uploads a bookings file (CSV or CSV.gz) to POST /history/imports and draws the progress the
 * answer streams line by line, then the outcome: hotels written, rows skipped by line number.
 */
export default function HistoryImport(props: { locale: string; messages: Messages<Key> }) {
  const t = translator(props.messages, props.locale);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<THistoryImportProgress | null>(null);
  const [outcome, setOutcome] = useState<THistoryImportOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const start = async (e: React.FormEvent) => {
    e.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    setProgress({ phase: 'read', done: 0, total: 0 });
    try {
      const gz = file.name.endsWith('.gz');
      const res = await apiFetch('pms', '/history/imports', {
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
          if (msg.progress) setProgress(msg.progress);
          else setOutcome(msg);
        }
      }
    } catch (err) {
      setOutcome({ error: { code: 'failed', message: errorText(err, props.locale) } });
    } finally {
      setBusy(false);
    }
  };

  const r = outcome?.result;
  return (
    <div className="history-import">
      <form onSubmit={(e) => void start(e)} className="panel">
        <label>
          {t('history.file')}
          <input ref={input} type="file" name="file" accept=".csv,.gz,text/csv,application/gzip" required disabled={busy || !hydrated} />
        </label>
        <button type="submit" className="button button-primary" disabled={busy || !hydrated}>
          {t('history.start')}
        </button>
      </form>
      {progress && (
        <div className="panel" role="status" aria-live="polite">
          <label>
            {t(`history.phase.${progress.phase}`)}
            <progress max={100} value={percentOf(outcome ? { ...progress, phase: 'done' } : progress)} aria-label={t('history.progress')} />
          </label>
          {progress.phase === 'read' && progress.done > 0 && <p>{t('history.rowsRead', { count: progress.done })}</p>}
        </div>
      )}
      {outcome?.error && (
        <p className="form-error" role="alert">
          {t('history.failed', { message: outcome.error.message })}
        </p>
      )}
      {r && (
        <section className="panel" aria-labelledby="history-outcome">
          <h2 id="history-outcome">{r.alreadyImported ? t('history.already') : t('history.done', { rows: r.rows, seconds: (r.ms / 1000).toFixed(1) })}</h2>
          {r.hotels.length > 0 && (
            <ul>
              {r.hotels.map((h) => (
                <li key={h.groupId}>
                  {t('history.hotel', { id: h.groupId, name: h.name, reservations: h.reservations, rooms: h.rooms, from: h.from, to: h.to })}
                </li>
              ))}
            </ul>
          )}
          {r.skippedCount > 0 && (
            <>
              <h3>{t('history.skipped', { count: r.skippedCount })}</h3>
              <ul className="history-skipped">
                {r.skipped.map((s) => (
                  <li key={s.line}>{t('history.line', { line: s.line, message: s.message })}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
