import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiJson } from '../../lib/api-client.ts';
import { translator, type Messages } from '../../lib/i18n/translator.ts';
import type { THistoryImportDto } from '../../lib/domain/history-import-dto.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { errorText } from '../../lib/i18n/error-text.ts';
import { $historyImportsVersion } from '../../lib/stores/history-imports.ts';

type Key = `history.${string}`;

/**
 * The files imported so far, rendered by the server first; when an import on this page ends
 * ($historyImportsVersion moves), it reads the list again, so the new file shows without a reload.
 */
export default function HistoryImportList(props: { locale: string; messages: Messages<Key>; initial: THistoryImportDto[] }) {
  const t = translator(props.messages, props.locale);
  const [past, setPast] = useState(props.initial);
  // The list's failed reading, said with errorText in the reader's language.
  const [error, setError] = useState<unknown>(null);
  const version = useStore($historyImportsVersion);
  useEffect(() => {
    if (version === 0) return;
    let live = true;
    apiJson<THistoryImportDto[]>('pms', '/history/imports').then(
      (list) => live && (setPast(list), setError(null)),
      (err: unknown) => live && setError(err),
    );
    return () => {
      live = false;
    };
  }, [version]);
  return (
    <section className="panel history-past" aria-labelledby="history-past" aria-live="polite">
      <h2 id="history-past">{t('history.past')}</h2>
      {error !== null && (
        <p role="alert" className="admin-error">
          {errorText(error, props.locale)}
        </p>
      )}
      {past.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <table className="admin-grid" data-testid="history-past">
          <thead>
            <tr>
              <th scope="col">{t('history.col.file')}</th>
              <th scope="col" className="num">
                {t('history.col.rows')}
              </th>
              <th scope="col" className="num">
                {t('history.col.skipped')}
              </th>
              <th scope="col">{t('history.col.hotels')}</th>
              <th scope="col">{t('history.col.by')}</th>
              <th scope="col">{t('history.col.at')}</th>
            </tr>
          </thead>
          <tbody>
            {past.map((p) => (
              <tr key={p.importId}>
                <td>{p.fileName}</td>
                <td className="num">{formatNumber(p.rows, props.locale)}</td>
                <td className="num">{formatNumber(p.skipped, props.locale)}</td>
                <td>{p.groupIds.join(', ')}</td>
                <td>{p.importedBy ?? ''}</td>
                <td>{formatDateTime(p.importedAt, props.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
